import type { WebArea } from '../../app/area';
import { fundingMessages } from './locales';

/** 资金管理 screens, by the menu paths the server seeds (modules/funding/menus.ts). */
export const fundingArea: WebArea = {
  name: 'funding',
  pages: {
    '/funding/bank-loan': { load: () => import('./BankLoanPage') },
    '/funding/bank-iou': { load: () => import('./BankIouPage') },
    '/funding/bank-repayment': { load: () => import('./BankRepaymentPage') },
    '/funding/bank-water': { load: () => import('./BankWaterPage') },
    '/funding/bond': { load: () => import('./BondPage') },
    '/funding/lpr': { load: () => import('./LprQuotePage') },
    '/funding/financing-account': { load: () => import('./FinancingAccountPage') },
  },
  messages: fundingMessages,
};
