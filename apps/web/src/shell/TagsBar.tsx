import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSettings } from '../store/settings';
import { HOME_TAG, useTags } from '../store/tags';
import { THEMES } from './themes';

/** The open tabs: closable except the home tab and the last one; closing the active one shows the previous. */
export function TagsBar() {
  const { tags, active, close } = useTags();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const theme = useSettings((s) => s.theme);
  const shell = (THEMES[theme] ?? THEMES.default).shell;
  return (
    <div className="shell-tags" style={{ background: shell.tagsBg }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action !== 'remove') return;
          const next = close(String(key));
          if (next) navigate(next);
        }}
        items={tags.map((tag) => ({
          key: tag.value,
          label: tag.labelKey ? t(tag.labelKey) : tag.label,
          closable: tags.length > 1 && tag.value !== HOME_TAG.value,
        }))}
      />
    </div>
  );
}
