import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../store/settings';
import { crudMessages } from '../crud/locales';
import { excelMessages } from '../crud/excel/locales';
import { lendingMessages } from '../pages/lending/locales';
import { numberingMessages } from '../pages/numbering/locales';
import { jobMessages } from '../pages/job/locales';
import { enterpriseMessages } from '../pages/enterprise/locales';
import { regionMessages } from '../pages/region/locales';
import { customerMessages } from '../pages/customer/locales';
import { contractMessages } from '../pages/contract/locales';
import { loanMessages } from '../pages/loan/locales';
import { projectMessages } from '../pages/project/locales';
import { receiptMessages } from '../pages/receipt/locales';
import { riskMessages } from '../pages/risk/locales';
import { resourceMessages } from '../pages/resource/locales';
import { systemMessages } from '../pages/system/locales';
import { flowMessages } from '../pages/flow/locales';
import { workMessages } from '../pages/work/locales';
import { ledgerMessages } from '../pages/ledger/locales';
import { concentrationMessages } from '../pages/concentration/locales';
import { companyMessages } from '../pages/company/locales';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/** Each area keeps its own messages; they are merged under the area's key. */
const areas = {
  crud: crudMessages,
  excel: excelMessages,
  system: systemMessages,
  lending: lendingMessages,
  numbering: numberingMessages,
  job: jobMessages,
  enterprise: enterpriseMessages,
  region: regionMessages,
  customer: customerMessages,
  contract: contractMessages,
  loan: loanMessages,
  project: projectMessages,
  receipt: receiptMessages,
  risk: riskMessages,
  resource: resourceMessages,
  flow: flowMessages,
  work: workMessages,
  ledger: ledgerMessages,
  concentration: concentrationMessages,
  company: companyMessages,
};
const merged = (lang: 'zh-CN' | 'en-US', core: object) =>
  Object.assign({}, core, ...Object.entries(areas).map(([k, v]) => ({ [k]: v[lang] })));

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
