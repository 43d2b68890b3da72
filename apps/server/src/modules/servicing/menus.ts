import { type MenuSeed, buttons } from '../host';
import { ASSET_TRANSFER_MENU } from './asset-transfer/menus';
import { MERGE_SHEET_MENU } from './merge-sheet/menus';

/**
 * 租后管理 (disbursement to rent received) and 风险管理 (overdue, classification, standing book, concentration): each
 * screen with its buttons. The concentration screens are the concentration module's (it registers its own menus
 * under `risk`).
 */
/** 风险管理: declared once; the concentration module adds its screens under it. */
export const RISK_TOP_MENU = {
  code: 'risk',
  name: '风险管理',
  en: 'Risk',
  alias: 'menu',
  path: '/risk',
  source: 'alert',
  sort: 9,
} as const satisfies MenuSeed;

export const SERVICING_MENUS: MenuSeed[] = [
  {
    code: 'loan',
    name: '租后管理',
    en: 'Servicing',
    alias: 'menu',
    path: '/loan',
    source: 'money-collect',
    sort: 8,
    children: [
      {
        code: 'loan_apply',
        name: '放款申请',
        en: 'Disbursements',
        path: '/loan/apply',
        source: 'transaction',
        sort: 1,
        children: buttons('loan_apply'),
      },
      {
        code: 'loan_iou',
        name: '借据信息',
        en: 'IOUs',
        path: '/loan/iou',
        source: 'file-text',
        sort: 2,
        children: buttons('loan_iou'),
      },
      {
        code: 'loan_schedule',
        name: '租金支付表',
        en: 'Rent schedules',
        path: '/loan/schedule',
        source: 'table',
        sort: 3,
        children: buttons('loan_schedule'),
      },
      {
        code: 'loan_receipt',
        name: '收款确认',
        en: 'Receipts',
        path: '/loan/receipt',
        source: 'account-book',
        sort: 4,
        children: buttons('loan_receipt', [
          { code: 'loan_receipt_verify', name: '核销', en: 'Verify', alias: 'verify' },
          { code: 'loan_receipt_review', name: '复核', en: 'Review', alias: 'review' },
          { code: 'loan_receipt_import', name: '导入', en: 'Import', alias: 'import' },
        ]),
      },
      {
        code: 'loan_letter',
        name: '租金支付确认函',
        en: 'Rent payment letters',
        path: '/loan/letter',
        source: 'mail',
        sort: 5,
        children: buttons('loan_letter'),
      },
      ASSET_TRANSFER_MENU,
      {
        code: 'remind',
        name: '提醒',
        en: 'Reminders',
        path: '/loan/remind',
        source: 'bell',
        sort: 7,
        children: buttons('remind'),
      },
      {
        code: 'remind_batch',
        name: '批量销号',
        en: 'Batch closing',
        path: '/loan/remind-batch',
        source: 'check-square',
        sort: 8,
        children: buttons('remind_batch'),
      },
      {
        code: 'remind_record',
        name: '联系记录',
        en: 'Contact records',
        path: '/loan/remind-record',
        source: 'phone',
        sort: 9,
        children: buttons('remind_record'),
      },
      {
        code: 'message_remind',
        name: '消息提醒',
        en: 'Reminder rules',
        path: '/loan/message-remind',
        source: 'notification',
        sort: 10,
        children: buttons('message_remind'),
      },
    ],
  },
  {
    ...RISK_TOP_MENU,
    children: [
      {
        code: 'risk_overdue',
        name: '逾期管理',
        en: 'Overdue',
        path: '/risk/overdue',
        source: 'clock-circle',
        sort: 1,
        children: buttons('risk_overdue'),
      },
      {
        code: 'risk_level',
        name: '风险等级维护',
        en: 'Classification',
        path: '/risk/level',
        source: 'safety',
        sort: 2,
        children: buttons('risk_level'),
      },
      {
        code: 'standing_book',
        name: '资金台账',
        en: 'Standing book',
        path: '/risk/standing-book',
        source: 'book',
        sort: 3,
        children: buttons('standing_book'),
      },
      {
        code: 'standing_book_history',
        name: '台账历史',
        en: 'Standing book history',
        path: '/risk/standing-book-history',
        source: 'history',
        sort: 4,
        children: buttons('standing_book_history', [
          { code: 'standing_book_history_snapshot', name: '生成快照', en: 'Take snapshot', alias: 'snapshot' },
        ]),
      },
      MERGE_SHEET_MENU,
      {
        code: 'risk_business_date',
        name: '业务日期',
        en: 'Business date',
        path: '/risk/business-date',
        source: 'calendar',
        sort: 9,
        children: buttons('risk_business_date'),
      },
    ],
  },
];
