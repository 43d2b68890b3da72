// 担保变更 (packages/shared/src/resources/guarantee-change.ts): a contract's security added, released or replaced, on
// the change machine — the contract locked and one security change of it in approval at a time; the releases checked
// to be the contract's live security, a new guarantor never the lessee, the kind of change matching what it holds; what
// it gives up found (material: 总经理 too); applied as the process ends, after the starter's 签署担保合同, through the
// project module's interface (ProjectApi.changeSecurity), the new security's ids written back on the change's rows.
import {
  CONTRACT_STATES,
  GUARANTEE_TYPES,
  type Localized,
  type SECURITY_SIGNING,
  guaranteeChange,
  l,
  fieldLabel,
} from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import { numberUnder } from '../../platform/crud/numbered';
import { splitIds } from '../../platform/crud/references';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { formatDate, nowString } from '../../platform/db/time';
import { type FieldError, invalid, invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { ContractModule } from '../contract';
import type { ChangeOver, FamilyRules } from '../flow';
import type { ProjectApi } from '../project';
import { changeRepos } from './repos';

type Def = typeof guaranteeChange;

export interface GuaranteeChangeDeps {
  projects: ProjectApi;
  contracts: ContractModule;
}

/** The contract states its security may change in: drawn up and not ended. */
const LIVE: readonly string[] = [CONTRACT_STATES.approved, CONTRACT_STATES.signed];

const labelOf = (name: string): Localized => fieldLabel(guaranteeChange, name);
const childLabel = (list: string, name: string): Localized => {
  const child = guaranteeChange.children!.find((c) => c.name === list)!;
  const f = child.def().fields.find((x) => x.name === name)!;
  return l(`${child.label['zh-CN']} ${f.label['zh-CN']}`, `${child.label['en-US']}: ${f.label['en-US']}`);
};
const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));

/** The new security of a change: as the body sends it, else as saved. */
interface NewSecurity {
  guarantees: Row[];
  collaterals: Row[];
}

async function savedSecurity(h: HookContext, changeId: string): Promise<NewSecurity> {
  const ctx = beyondDataScope(h.ctx);
  const of = async (repo: ResourceRepository): Promise<Row[]> =>
    repo.list(h.tx, ctx, { where: [eq(repo.col('changeId'), changeId)], query: { ascs: 'id' } });
  return {
    guarantees: await of(changeRepos.guaranteeChangeGuarantee),
    collaterals: await of(changeRepos.guaranteeChangeCollateral),
  };
}

const total = (rows: Row[]) => rows.reduce((a, r) => a.plus(String(r.amount ?? 0)), new D(0));

export function guaranteeChangeParts({ projects, contracts }: GuaranteeChangeDeps) {
  const repo = changeRepos.guaranteeChange;

  /** The contract locked, in a state its security may change in. */
  const lock = async (h: HookContext, id: string): Promise<Row> => {
    const found = await contracts.findContract(h.tx, h.ctx, id);
    if (!found) throw refuse('contractId', l('合同不存在', 'no such contract'));
    const c = await contracts.lockContract(h.tx, h.ctx, id);
    if (!LIVE.includes(String(c.contractState)))
      throw refuse(
        'contractId',
        l(
          '只有已审批或已签约、未终止的合同可以变更担保',
          'only an approved or signed contract, not ended, changes its security',
        ),
      );
    return c;
  };

  /**
   * What holds at every save: the releases are the contract's live security, a new guarantor is not the lessee and a
   * 最高额保证's ceiling covers its amount. `whole` (start and approval): the kind of change matches what it holds.
   */
  const check = async (h: HookContext, contract: Row, record: Row, news: NewSecurity, whole: boolean) => {
    const live = await projects.contractSecurity(h.tx, h.ctx, String(contract.id));
    const errors: FieldError[] = [];
    const releases: Row[] = [];
    for (const [field, rows] of [
      ['releaseGuaranteeIds', live.guarantees],
      ['releaseBaseIds', live.bases],
    ] as const) {
      for (const id of splitIds(record[field])) {
        const row = rows.find((r) => String(r.id) === id);
        if (row) releases.push(row);
        else
          errors.push({
            field,
            message: labelled(
              labelOf(field),
              l(`${id} 不是本合同现有(未解除)的担保`, `${id} is not a live security of this contract`),
            ),
          });
      }
    }
    for (const [i, g] of news.guarantees.entries()) {
      if (String(g.guarantorId ?? '') === String(contract.customerId))
        errors.push({
          field: `newGuarantees[${i}].guarantorId`,
          message: labelled(childLabel('newGuarantees', 'guarantorId'), l('不能是承租人', 'cannot be the lessee')),
        });
      if (Number(g.guarType) === GUARANTEE_TYPES.maximum && new D(String(g.maxAmount || 0)).lt(String(g.amount ?? 0)))
        errors.push({
          field: `newGuarantees[${i}].maxAmount`,
          message: labelled(
            childLabel('newGuarantees', 'maxAmount'),
            l('最高额保证须填写, 且不小于担保金额', 'a maximum guarantee needs one, not below the amount'),
          ),
        });
    }
    if (errors.length) throw invalid(errors);
    if (!whole) return { releases };
    const adds = news.guarantees.length + news.collaterals.length;
    const type = String(record.changeType ?? '');
    const wants =
      type === 'ADD'
        ? !adds
          ? l('增加担保须填写新增的保证或抵质押', 'adding security needs a new guarantee, mortgage or pledge')
          : releases.length
            ? l('增加担保不解除现有担保 (请选替换担保)', 'adding releases nothing (choose replace)')
            : null
        : type === 'RELEASE'
          ? !releases.length
            ? l('解除担保须选择要解除的保证或抵质押', 'releasing needs the guarantees, mortgages or pledges released')
            : adds
              ? l('解除担保不新增担保 (请选替换担保)', 'releasing adds nothing (choose replace)')
              : null
          : type === 'REPLACE' && (!releases.length || !adds)
            ? l('替换担保须既有解除的, 也有新增的', 'replacing needs both what is released and what is added')
            : null;
    if (wants) throw refuse('changeType', wants);
    return { releases };
  };

  /** What the change gives up: a release, or a replacement securing less than it releases. */
  const worseOf = (record: Row, releases: Row[], news: NewSecurity): string | null => {
    if (String(record.changeType) === 'RELEASE') return 'release';
    if (String(record.changeType) !== 'REPLACE') return null;
    const added = total(news.guarantees).plus(total(news.collaterals));
    return added.lt(total(releases)) ? 'weaker' : null;
  };

  /** The body's child lists where it sends them, else the saved ones. */
  const securityOf = async (h: HookContext, id: string | undefined, body: Row): Promise<NewSecurity> => {
    const saved = id ? await savedSecurity(h, id) : { guarantees: [], collaterals: [] };
    const sent = (name: string, kept: Row[]) => (Array.isArray(body[name]) ? (body[name] as Row[]) : kept);
    return {
      guarantees: sent('newGuarantees', saved.guarantees),
      collaterals: sent('newCollaterals', saved.collaterals),
    };
  };

  const fill = async (h: HookContext, values: Row, current: Row | undefined, body: Row) => {
    const record = { ...current, ...values };
    const id = record.contractId;
    if (id === null || id === undefined || id === '') return;
    const contract = await lock(h, String(id));
    values.projectId = contract.projectId ?? null;
    values.customerId = contract.customerId ?? null;
    if (!current)
      values.changeNo = await numberUnder(h, repo, 'contractId', { id: String(id), no: contract.contractNo }, 'DB');
    const news = await securityOf(h, current ? String(current.id) : undefined, body);
    const { releases } = await check(h, contract, record, news, false);
    values.worse = worseOf(record, releases, news);
  };

  const hooks: ResourceHooks<Def> = {
    serverFields: ['changeNo', 'projectId', 'customerId', 'worse', 'appliedBy', 'appliedTime'],
    beforeCreate: (h, values, body) => fill(h, values, undefined, body),
    beforeUpdate: (h, values, current, body) => fill(h, values, current, body),
  };

  /** Signed before it takes effect: each new guarantee's contract number, each mortgage's or pledge's registration. */
  const assertSigned = (news: NewSecurity) => {
    const errors: FieldError[] = [];
    const unsigned = (list: keyof typeof SECURITY_SIGNING, rows: Row[], field: string) => {
      for (const [i, r] of rows.entries())
        if (!String(r[field] ?? '').trim())
          errors.push({
            field: `${list}[${i}].${field}`,
            message: labelled(
              childLabel(list, field),
              l(
                '须在签署担保合同时填写, 之后变更方生效',
                'is filled in when the security is signed, before it takes effect',
              ),
            ),
          });
    };
    unsigned('newGuarantees', news.guarantees, 'guarContractNo');
    unsigned('newCollaterals', news.collaterals, 'regNo');
    if (errors.length) throw invalid(errors);
  };

  const over: ChangeOver<Def, Row> = {
    // Its own kind: a security change and a change of the contract's own fields (合同变更) do not wait for each other.
    kind: 'contractSecurity',
    noun: l('合同', 'contract'),
    field: 'contractId',
    lock,
    async admit(h, contract, record) {
      const news = await savedSecurity(h, String(record.id));
      const { releases } = await check(h, contract, record, news, true);
      // What the approvers decide on is what it gives up as it stands now.
      const worse = worseOf(record, releases, news);
      if ((worse ?? null) !== (record.worse ?? null))
        await repo.update(h.tx, beyondDataScope(h.ctx), String(record.id), { worse });
    },
    async apply(h, contract, record) {
      const news = await savedSecurity(h, String(record.id));
      assertSigned(news);
      const pick = (row: Row, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, row[n] ?? null]));
      const childFields = (list: string) =>
        guaranteeChange
          .children!.find((c) => c.name === list)!
          .def()
          .fields.filter((f) => f.form !== false && f.name !== 'changeId')
          .map((f) => f.name);
      const made = await projects.changeSecurity(h, {
        projectId: String(contract.projectId),
        contractId: String(contract.id),
        guarantees: news.guarantees.map((g) => pick(g, childFields('newGuarantees'))),
        collaterals: news.collaterals.map((c) => pick(c, childFields('newCollaterals'))),
        releaseGuaranteeIds: splitIds(record.releaseGuaranteeIds),
        releaseBaseIds: splitIds(record.releaseBaseIds),
        date: formatDate(new Date()),
      });
      const ctx = beyondDataScope(h.ctx);
      for (const [i, g] of news.guarantees.entries())
        await changeRepos.guaranteeChangeGuarantee.update(h.tx, ctx, String(g.id), {
          guaranteeId: made.guaranteeIds[i],
        });
      for (const [i, c] of news.collaterals.entries())
        await changeRepos.guaranteeChangeCollateral.update(h.tx, ctx, String(c.id), { baseId: made.baseIds[i] });
      await repo.update(h.tx, ctx, String(record.id), { appliedBy: h.ctx.userId, appliedTime: nowString() });
    },
  };

  /** Material (it gives security up): 总经理 decides too. */
  const rules: FamilyRules = {
    variables: (_h, record) => ({ material: String(record.worse ?? '').trim() ? 1 : 0 }),
  };

  return { hooks, over, rules };
}
