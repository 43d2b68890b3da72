// The staff roles every tenant starts with (issue 26 items 5 and 8): one declaration for the demo tenant and for each
// tenant made on the tenant screen. The table of who holds what, and why, is docs/security.md "Duties of the standard
// roles"; keep the two in step.
import { type Localized, l } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { systemContext } from '../../platform/tenancy/context';
import { repos } from './repos';
import { menuTable, roleMenuTable, roleTable } from './tables';

export interface StandardRole {
  /** The role alias: the candidate group the default workflow models name (modules/flow/families/models). */
  alias: string;
  name: Localized;
  /** Menus granted with every menu and button below them (and the menus above them, so they show). */
  menus: string[];
  /** Menus granted to read only: the menus below them, and of their buttons only 查看 and 导出. */
  read?: string[];
  /** Menus or buttons taken back, with everything below them, from what `menus` and `read` give. */
  except?: string[];
  /** How many people must hold it for its work to be done (the receipts' four eyes need two finance officers). */
  minHolders: number;
  why: Localized;
}

/** The buttons a read-only grant keeps. */
const READ_BUTTONS = new Set(['view', 'export']);

/** What an account manager proposes: customers, projects, contracts, disbursements, schedules, letters, collections. */
const PROPOSING = [
  'work',
  'lending',
  'customer',
  'project',
  'contract_info',
  'contract_supplement',
  'loan_apply',
  'loan_iou',
  'loan_schedule',
  'loan_letter',
  // 提醒, 批量销号 and 联系记录: the account manager works his morning's reminders and warnings, and records each call.
  'remind',
  'remind_batch',
  'remind_record',
  'risk_overdue',
  'risk_level',
  'risk_diligence',
  // 财务报表: the account manager collects his lessees' statements and reads them in; risk confirms.
  'risk_finance',
  // 银行流水: he collects and reads in his lessees' bank statements too.
  'risk_bankwater',
  // 发票识别: he uploads his lessees' invoices and files them in boxes; risk occupies and releases them.
  'risk_invoice',
  'risk_preservation',
  // 租后检查: the account manager is the inspector of his lessees' planned checks.
  'risk_tracking',
  // 提前结清, 展期, 借据变更, 租金计划调整, 宽限期调整 and 核销 (租后变更): the account manager proposes them for his lessee.
  'loan_settle',
  'loan_extension',
  'loan_iou_change',
  'loan_schedule_adjust',
  'loan_grace',
  'loan_write_off',
  // 批复变更, 项目变更, 合同变更, 最高额变更, 一般变更, 担保变更 and 其他审批 (变更管理): proposed by the account manager too.
  'change_approval',
  'change_project',
  'change_contract',
  'change_max',
  'change_common',
  'change_guarantee',
  'change_other',
];
/** What the business side reads and does not change: receipts, the standing book and its merge sheet, concentration. */
const BUSINESS_READS = [
  'loan_receipt',
  'standing_book',
  'merge_sheet',
  'risk_concentration',
  'risk_concentration_warn',
];
/**
 * Not the proposer's even so: removing an IOU (the ledger's record of money lent), and confirming a lessee's
 * statements or analysing their bank statements and keeping the rules that categorise them (he reads them in; risk
 * judges what the figures say), and occupying or
 * releasing invoices for a financing (he files them; risk decides what backs a loan).
 */
const NOT_PROPOSING = [
  'loan_iou_delete',
  'risk_finance_confirm',
  'risk_bankwater_analyse',
  'risk_bankwater_rule',
  'risk_invoice_use',
];
/** The records behind an approval or a payment, read by risk, finance and the general manager. */
const RECORDS = ['customer', 'project', 'contract_info', 'contract_supplement'];

export const STANDARD_ROLES: StandardRole[] = [
  {
    alias: 'account_manager',
    name: l('客户经理', 'Account manager'),
    menus: PROPOSING,
    read: BUSINESS_READS,
    except: [
      ...NOT_PROPOSING,
      'customer_basicinfo_handover',
      'project_info_handover',
      'customer_consumer_audit',
      'customer_proapply_examine',
    ],
    minHolders: 1,
    why: l(
      '发起业务: 客户、项目、合同(生成、签约、中登)、放款申请、租金支付表、确认函与催收; 收款、业务日期与日终不归他',
      'Proposes the business: customers, projects, contracts (drawn, signed, registered), disbursement requests, schedules, letters and collections; receipts, the business date and the daily job are not his',
    ),
  },
  {
    alias: 'dept_leader',
    name: l('部门负责人', 'Department head'),
    // 消息提醒: he sets what his team is reminded of.
    menus: [...PROPOSING, 'message_remind'],
    read: BUSINESS_READS,
    except: NOT_PROPOSING,
    minHolders: 1,
    why: l(
      '审批本部门的业务(流程的 dept_leader@dept), 移交客户与项目, 审核个人客户与项目申请; 不经手钱',
      "Approves his department's business (the models' dept_leader@dept), hands customers and projects over, audits consumer customers and applications; handles no money",
    ),
  },
  {
    alias: 'risk_officer',
    name: l('风控专员', 'Risk officer'),
    menus: ['work', 'lending', 'risk'],
    read: [...RECORDS, 'loan', 'change'],
    minHolders: 1,
    why: l(
      '风控审核与征信, 五级分类、集中度、资金台账与快照; 设定业务日期并执行日终(改变逾期与分类的是风控, 不是发起业务的人)',
      'Risk reviews and credit checks, classification, concentration, the standing book and its snapshots; sets the business date and runs the daily job (what moves overdue days and classes is risk’s, not the proposer’s)',
    ),
  },
  {
    alias: 'finance_officer',
    name: l('财务专员', 'Finance officer'),
    // 收款冲销 and 租金计划红冲 (租后变更) are finance's: the lessor undoing its own mistake. 资产转让 too: a sale of
    // rents for funding, delivered against the buyer's payment, whose collections finance passes on.
    // 资金管理: treasury is the finance officers' (bank loans, drawdowns, repayments, the financing ledger).
    menus: ['work', 'lending', 'loan_receipt', 'change', 'loan_asset_transfer', 'funding'],
    read: [
      ...RECORDS,
      'loan_apply',
      'loan_iou',
      'loan_schedule',
      'loan_letter',
      'risk_overdue',
      'standing_book',
      'merge_sheet',
    ],
    except: ['loan_receipt_review'],
    // One enters a receipt, another verifies it: an enterer never verifies his own.
    minHolders: 2,
    why: l(
      '录入与核销收款、导入银行流水、提交回款确认; 放款与租金支付表的财务审批; 资产转让的交割与转付; 不复核(需两人: 录入人不核销自己录入的)',
      'Enters and verifies receipts, imports bank statements, submits receipt confirmations; approves disbursements and schedules for finance; settles asset transfers and passes their collections on; does not review (two are needed: nobody verifies what he entered)',
    ),
  },
  {
    alias: 'finance_reviewer',
    name: l('财务复核', 'Finance reviewer'),
    menus: ['work', 'lending', 'loan_receipt_review'],
    read: [...RECORDS, 'loan', 'change', 'risk_overdue', 'standing_book', 'merge_sheet', 'funding'],
    minHolders: 1,
    why: l(
      '复核已核销的收款(第三人: 既非录入人也非核销人); 其余只读',
      'Reviews verified receipts (a third person: neither the enterer nor the verifier); reads the rest',
    ),
  },
  {
    alias: 'general_manager',
    name: l('总经理', 'General manager'),
    menus: ['work', 'lending', 'cockpit'],
    read: [...RECORDS, 'contract', 'loan', 'change', 'risk', 'funding'],
    except: ['risk_business_date'],
    minHolders: 1,
    why: l(
      '驾驶舱与首页经营数据, 总经理审批与评审会; 业务只读',
      'The cockpit and the home page’s figures, the general manager’s approvals and review meetings; reads the business',
    ),
  },
];

interface MenuNode {
  id: string;
  code: string;
  parentId: string;
  category: number;
  alias: string;
}

/** The menu ids a role's declaration grants, resolved over the menu tree as it stands. */
export function grantedMenuIds(role: StandardRole, menus: MenuNode[]): string[] {
  const children = new Map<string, MenuNode[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const below = (codes: string[], keep: (m: MenuNode) => boolean) => {
    const out = new Set<string>();
    const walk = (m: MenuNode) => {
      if (!keep(m)) return;
      out.add(m.id);
      for (const c of children.get(m.id) ?? []) walk(c);
    };
    for (const m of menus) if (codes.includes(m.code)) walk(m);
    return out;
  };
  const granted = new Set([
    ...below(role.menus, () => true),
    ...below(role.read ?? [], (m) => m.category !== 2 || READ_BUTTONS.has(m.alias)),
  ]);
  for (const id of below(role.except ?? [], () => true)) granted.delete(id);
  // The menus above what is granted, so that it shows in the side menu.
  for (const id of [...granted])
    for (let p = byId.get(byId.get(id)?.parentId ?? ''); p && !granted.has(p.id); p = byId.get(p.parentId))
      granted.add(p.id);
  return [...granted];
}

/**
 * The standard roles of a tenant, each with its grants; a role whose alias the tenant has is left alone (what an
 * administrator changed stays changed). Answers the role ids by alias.
 */
export async function seedStandardRoles(tx: Db, tenantId: string): Promise<Map<string, string>> {
  const ctx = systemContext(tenantId);
  const menus = (
    await tx
      .select({
        id: menuTable.id,
        code: menuTable.code,
        parentId: menuTable.parentId,
        category: menuTable.category,
        alias: menuTable.alias,
      })
      .from(menuTable)
      .where(eq(menuTable.isDeleted, 0))
  ).map((m) => ({
    id: String(m.id),
    code: String(m.code),
    parentId: String(m.parentId),
    category: Number(m.category),
    alias: String(m.alias),
  }));
  const ids = new Map<string, string>();
  for (const [sort, r] of STANDARD_ROLES.entries()) {
    const [have] = await tx
      .select({ id: roleTable.id })
      .from(roleTable)
      .where(and(eq(roleTable.tenantId, tenantId), eq(roleTable.roleAlias, r.alias), eq(roleTable.isDeleted, 0)))
      .limit(1);
    if (have) {
      ids.set(r.alias, String(have.id));
      continue;
    }
    const row = await repos.role.insert(tx, ctx, {
      parentId: '0',
      roleName: r.name['zh-CN'],
      roleAlias: r.alias,
      sort: sort + 2,
    });
    ids.set(r.alias, String(row.id));
    const granted = grantedMenuIds(r, menus);
    if (granted.length)
      await tx
        .insert(roleMenuTable)
        .values(granted.map((menuId) => ({ id: nextId(), tenantId, roleId: String(row.id), menuId })));
  }
  return ids;
}
