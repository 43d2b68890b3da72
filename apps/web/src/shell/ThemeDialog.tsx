import { CheckCircleFilled } from '@ant-design/icons';
import { Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../store/settings';
import { THEME_NAMES, type ThemeName, shellColors, themeOf } from './themes';
import { useShellUi } from './ui';

/** A miniature of the shell in a theme: sidebar with logo and items, header, tag bar and a content card. */
export function ThemePreview({ name, color }: { name: ThemeName; color: string }) {
  const s = shellColors(name, color);
  const dark = themeOf(name).dark;
  return (
    <div className="theme-preview" style={{ background: s.contentBg }} aria-hidden>
      <div className="theme-preview-sider" style={{ background: s.siderBg, backgroundImage: s.siderImage }}>
        <div className="theme-preview-logo" style={{ background: s.logoBg }}>
          <i style={{ background: s.logoMarkBg }} />
          <b style={{ background: s.logoText }} />
        </div>
        <div className="theme-preview-item is-active" style={{ background: s.siderActiveBg }}>
          <b style={{ background: s.siderActiveText }} />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="theme-preview-item">
            <b style={{ background: s.siderText }} />
          </div>
        ))}
      </div>
      <div className="theme-preview-main">
        <div
          className="theme-preview-header"
          style={{ background: s.headerBg, borderColor: s.border ?? 'transparent' }}
        >
          <b style={{ background: s.headerText }} />
          <i style={{ background: s.headerText }} />
        </div>
        <div className="theme-preview-tags" style={{ background: s.tagsBg }}>
          <span style={{ background: color }} />
          <span style={{ background: dark ? '#434343' : '#d9d9d9' }} />
        </div>
        <div className="theme-preview-card" style={{ background: dark ? '#141414' : '#ffffff' }}>
          <b style={{ background: color }} />
          <i style={{ background: dark ? '#434343' : '#e8e8e8' }} />
          <i style={{ background: dark ? '#434343' : '#e8e8e8' }} />
        </div>
      </div>
    </div>
  );
}

/**
 * The theme dialog (spec §2): the eleven themes, each with a preview. Choosing one applies it at once, keeps it per
 * browser and closes the dialog; each theme brings its own primary colour, which the colour picker can then change.
 */
export function ThemeDialog() {
  const { t } = useTranslation();
  const open = useShellUi((s) => s.dialog === 'theme');
  const close = useShellUi((s) => s.close);
  const { theme, color } = useSettings();

  const choose = (name: ThemeName) => {
    const s = useSettings.getState();
    s.setTheme(name);
    s.setColor(themeOf(name).primary);
    close();
  };

  return (
    <Modal open={open} title={t('theme.title')} onCancel={close} footer={null} width={800}>
      <div className="theme-grid">
        {THEME_NAMES.map((name) => {
          const active = name === theme;
          const swatchColor = active ? color : themeOf(name).primary;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active}
              data-theme={name}
              className={`theme-card${active ? ' is-active' : ''}`}
              onClick={() => choose(name)}
            >
              <ThemePreview name={name} color={swatchColor} />
              <span className="theme-card-name">
                {active && <CheckCircleFilled className="theme-card-check" />}
                {t(`theme.names.${name}`)}
                {themeOf(name).dark && (
                  <Tag bordered={false} style={{ marginInlineStart: 6 }}>
                    {t('theme.darkHint')}
                  </Tag>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
