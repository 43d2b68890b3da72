// What the project module offers other modules (the contract module above all): they never read its tables.
import type { project } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import type { Detailed, HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ChangedSecurity, ContractSecurity, SecurityChange } from './collateral/security-change';
import type { ProjectFigures } from './figures';

/** A project as a contract is drawn from it: the project as `detail` reads it (names added, children included). */
export interface ProjectBundle {
  /** The project's fields, `customerName`, `ownerName`, and its children `items`, `guarantees`, `mortgages`, `pledges`. */
  project: Detailed<typeof project>;
  /** The project's 抵质押合同 (mortplebase) with their items. */
  mortpleBases: Row[];
}

/** The contracts a 最高额保证 covers, and what is left of its ceiling. */
export interface GuaranteeCover {
  guarantee: Row;
  details: { contractId: string; amount: string }[];
  /** ceiling − Σ amounts, as a decimal string (the guarantee's amount for an ordinary guarantee, nothing taken). */
  residue: string;
}

export interface ProjectApi {
  /** The project whatever the caller's data scope (the caller already holds a record pointing at it); 404 if none. */
  bundle(db: Db, ctx: RequestContext, projectId: string): Promise<ProjectBundle>;
  /** Whether the caller's data scope shows the project (a view of it computed from the whole book answers only then). */
  visible(db: Db, ctx: RequestContext, projectId: string): Promise<boolean>;
  /**
   * The project in the placeholder reference's names (`project`, `lessee`, `guarantees`, and `terms`/`schedule` of the
   * project's own terms): what a document drawn from it is filled with.
   */
  documentData(db: Db, ctx: RequestContext, projectId: string): Promise<Record<string, unknown>>;
  /** A contract of the project was signed: an approved project becomes 已签约 (no move from any other state). */
  contractSigned(h: HookContext, projectId: string): Promise<void>;
  /**
   * The project locked until the caller's transaction ends, whatever the caller's data scope (a change over it — 项目结项
   * — reads it, decides and moves it in one transaction); undefined when there is none.
   */
  lockProject(tx: Db, ctx: RequestContext, projectId: string): Promise<Row | undefined>;
  /**
   * 项目结项 approved: the 已签约 project becomes 已结项, in the caller's transaction, the move written to its modification
   * history (a 400 from any other state).
   */
  closeProject(h: HookContext, projectId: string): Promise<void>;
  /**
   * A change approved elsewhere (批复变更, 项目变更) written to the project whatever its state, in the caller's
   * transaction (the project locked by the caller): the given fields and the figures the server derives from them
   * (租赁物价值, 租金总额, IRR, 特殊审批事项), the move in the project's modification history.
   */
  applyChange(h: HookContext, projectId: string, values: Row): Promise<Row>;
  /**
   * The reviewers of the project's last review meeting that passed it — the authority that approved its terms — as
   * user ids; none when it had none.
   */
  reviewersOf(db: Db, ctx: RequestContext, projectId: string): Promise<string[]>;
  /**
   * A guarantee locked until the caller's transaction ends, whatever the caller's data scope, with what a 最高额保证
   * has given away (`usedAmount`: Σ of the contracts it covers, as a money string); undefined when none.
   */
  lockGuarantee(tx: Db, ctx: RequestContext, guaranteeId: string): Promise<Row | undefined>;
  /** A change approved elsewhere (最高额变更) written to the guarantee, the move in its modification history. */
  applyGuaranteeChange(h: HookContext, guaranteeId: string, values: Row): Promise<Row>;
  /** The project's items, guarantees, mortgages, pledges and mortplebases not yet tied to a contract now point at it. */
  attachToContract(h: HookContext, projectId: string, contractId: string): Promise<void>;
  /** The ids of the tenant's projects by their names (the demo seed finds its projects so). */
  projectIdsByName(db: Db, ctx: RequestContext, names: string[]): Promise<Map<string, string>>;
  /**
   * The tenant's approved and contracted projects (whatever the caller's data scope) with their customer and financed
   * amount: the concentration check counts what is not yet disbursed of them.
   */
  approvedAmounts(db: Db, ctx: RequestContext): Promise<{ projectId: string; customerId: string; amount: string }[]>;
  /** The tenant's projects by chain state, new and approved since `yearStart` (yyyy-MM-dd), company-wide. */
  figures(db: Db, ctx: RequestContext, yearStart: string): Promise<ProjectFigures>;
  /** A guarantee by its number (担保编号) with the contracts it covers; null when none. */
  guaranteeCover(db: Db, ctx: RequestContext, guaranteeNo: string): Promise<GuaranteeCover | null>;
  /**
   * The guarantors (保证人) of a contract — its own guarantees and the 最高额 guarantees covering it — by name, whatever
   * the caller's data scope: a change that aggravates their liability needs their written consent (民法典 第695条).
   */
  contractGuarantors(db: Db, ctx: RequestContext, contractId: string): Promise<string[]>;
  /**
   * A contract's own guarantees and 抵质押合同 not released — or all of them, `released` — whatever the caller's data
   * scope (担保变更 reads them).
   */
  contractSecurity(db: Db, ctx: RequestContext, contractId: string, released?: boolean): Promise<ContractSecurity>;
  /**
   * A 担保变更 approved elsewhere applied in the caller's transaction: the new security numbered under the project and
   * tied to the contract (a guarantor who is the lessee refused), the released kept and marked released on the day.
   */
  changeSecurity(h: HookContext, change: SecurityChange): Promise<ChangedSecurity>;
  /**
   * The 抵质押合同 in force (not released) whose registration runs out between `from` and `to`, whatever the caller's
   * data scope (the daily reminders read them): with the project's owner and lessee, the mortgagor and the contract.
   */
  registrationsExpiring(db: Db, ctx: RequestContext, from: string, to: string): Promise<ExpiringRegistration[]>;
}

/** A registration running out (the reminder rules' 抵质押登记到期). */
export interface ExpiringRegistration {
  id: string;
  mortpleNo: string;
  validUntil: string;
  contractId: string | null;
  contractNo: string;
  customerName: string;
  ownerName: string;
  /** The project's account manager. */
  owner: string | null;
}
