import type { Locale } from '@flp/shared';

/**
 * The product's own words for the steps and ends of its default models, in English. A model's names are one language
 * (模型管理 edits them, in Chinese); a name an administrator typed that is not one of these shows as typed.
 */
const EN: Record<string, string> = {
  开始: 'Start',
  审批通过: 'Approved',
  审批驳回: 'Rejected',
  结束申请: 'Given up',
  发起人调整: 'Starter adjusts',
  调整申请: 'Starter adjusts',
  部门负责人审批: 'Department head approves',
  部门负责人确认: 'Department head confirms',
  风控审核: 'Risk review',
  风控查询征信: 'Risk queries the credit report',
  总经理审批: 'General manager approves',
  评审会表决: 'Review meeting votes',
  评审委员投票: 'Reviewer votes',
  财务复核: 'Finance checks',
  财务审核: 'Finance review',
  财务放款审批: 'Finance approves the disbursement',
  复核: 'Second check',
  人事审批: 'HR approves',
  经理审批: 'Manager approves',
  老板审批: 'Owner approves',
  签署担保合同: 'Sign the security',
};

/** A step's name as a person reads it in `lang`. */
export const stepName = (name: string | null | undefined, lang: Locale): string =>
  !name ? '' : lang === 'en-US' ? (EN[name] ?? name) : name;
