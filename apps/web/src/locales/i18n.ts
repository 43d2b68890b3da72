import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../store/settings';
import { crudMessages } from '../crud/locales';
import { excelMessages } from '../crud/excel/locales';
import { AREAS } from '../app/areas';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/** The messages of the generic page and of each area (app/areas.ts), merged under their keys. */
const parts = [{ name: 'crud', messages: crudMessages }, { name: 'excel', messages: excelMessages }, ...AREAS];
const merged = (lang: 'zh-CN' | 'en-US', core: object) =>
  Object.assign({}, core, ...parts.map((p) => (p.messages ? { [p.name]: p.messages[lang] } : {})));

/** i18next with zh-CN (default) and en-US; the language follows the settings store and is kept per browser. */
i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: merged('zh-CN', zhCN) }, 'en-US': { translation: merged('en-US', enUS) } },
  lng: useSettings.getState().lang,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

// `{{label, inSentence}}`: a capitalised label inside an English sentence ("Enter parameter name"); acronyms
// ("API path") and other languages are left as they are.
i18n.services.formatter?.add('inSentence', (value: unknown) => {
  const s = String(value ?? '');
  return /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
});

document.documentElement.lang = useSettings.getState().lang;
useSettings.subscribe((s, prev) => {
  if (s.lang !== prev.lang) {
    i18n.changeLanguage(s.lang);
    document.documentElement.lang = s.lang;
  }
});

export default i18n;
