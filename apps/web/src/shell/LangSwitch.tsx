import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Lang, useSettings } from '../store/settings';

/** The languages offered, each named in itself. */
export const LANGS: { key: Lang; label: string }[] = [
  { key: 'zh-CN', label: '中文' },
  { key: 'en-US', label: 'English' },
];

/**
 * Language dropdown: Chinese and English, the current one disabled (spec §2); the page stays, its title follows.
 * `compact` shows the icon only; `className` styles it for the top bar.
 */
export function LangSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const lang = useSettings((s) => s.lang);
  const { t } = useTranslation();
  return (
    <Dropdown
      menu={{
        items: LANGS.map((l) => ({ key: l.key, label: l.label, disabled: l.key === lang })),
        selectedKeys: [lang],
        onClick: ({ key }) => useSettings.getState().setLang(key as Lang),
      }}
      placement="bottomRight"
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('navbar.language')} className={className}>
        {compact ? null : LANGS.find((l) => l.key === lang)?.label}
      </Button>
    </Dropdown>
  );
}
