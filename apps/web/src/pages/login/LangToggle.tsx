import { useSettings } from '../../store/settings';

/**
 * The sign-in page's language switch: two plain links (the current one disabled), so the first load does not pull in
 * antd's Dropdown and Menu.
 */
export function LangToggle() {
  const lang = useSettings((s) => s.lang);
  const set = useSettings((s) => s.setLang);
  return (
    <div className="login-lang-toggle">
      <button type="button" disabled={lang === 'zh-CN'} onClick={() => set('zh-CN')}>
        中文
      </button>
      <span>|</span>
      <button type="button" disabled={lang === 'en-US'} onClick={() => set('en-US')}>
        English
      </button>
    </div>
  );
}
