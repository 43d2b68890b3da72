import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 发票识别: invoices, their files, boxes and log on one screen (the servicing module's 风险管理). */
export const INVOICE_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_invoice',
        name: '发票识别',
        en: 'Invoices',
        path: '/risk/invoice',
        source: 'file-done',
        sort: 16,
        children: buttons('risk_invoice', [
          { code: 'risk_invoice_verify', name: '查验', en: 'Verify', alias: 'verify' },
          { code: 'risk_invoice_use', name: '占用/释放', en: 'Occupy / release', alias: 'use' },
        ]),
      },
    ],
  },
];
