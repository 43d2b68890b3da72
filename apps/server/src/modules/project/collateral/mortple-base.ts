// 抵质押合同 (mortplebase): numbered per project and kind, its registration fields editable in any project state,
// saved with its items (mortgages or pledges pointing at it), and read with them.
import { COLLATERAL_KINDS, date, id, ids, l, mortpleBase, fieldLabel } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import { defineRoute, idsOf } from '../../../platform/http/define-route';
import { invalidField, labelled } from '../../../platform/http/errors';
import { collateralRepos } from '../repos';
import { attachContract } from './contract-link';
import { editableProject, nextNumber, projectBound, underPath } from './rules';

const BASE = `/api${mortpleBase.api}`;
const tags = [mortpleBase.label['en-US']];
const VIEW = 'project_mortple_view';
const EDIT = 'project_mortple_edit';
const repo = collateralRepos.mortpleBase;
const label = (name: string) => fieldLabel(mortpleBase, name);
/** Registration follows the project's approval: these change in any project state. */
const REGISTRATION = ['ccvaldate', 'finishdate', 'regNo', 'regDate'];
export const SUFFIX: Record<number, string> = { [COLLATERAL_KINDS.mortgage]: '-DY', [COLLATERAL_KINDS.pledge]: '-ZY' };

function checkCeiling(merged: Row) {
  if (merged.maxAmount === null || merged.maxAmount === undefined) return;
  if (new D(String(merged.maxAmount)).lt(new D(String(merged.amount))))
    throw invalidField(
      'maxAmount',
      labelled(label('maxAmount'), l('不能小于担保债权额', 'cannot be below the secured amount')),
    );
}

const bound = projectBound(mortpleBase, 'mainId', REGISTRATION);

export const mortpleBaseHooks: ResourceHooks<typeof mortpleBase> = {
  serverFields: ['mortpleNo'],
  async beforeCreate(h, values) {
    const project = await editableProject(h, values.mainId);
    checkCeiling(values);
    const kind = Number(values.guartype);
    values.mortpleNo = await nextNumber(h, repo, 'mortpleNo', project, SUFFIX[kind]);
  },
  async beforeUpdate(h, values, current, body) {
    await bound.beforeUpdate(h, values, current, body);
    checkCeiling({ ...current, ...values });
  },
  async beforeRemove(h, rows) {
    await bound.beforeRemove(h, rows);
    // Its items stay the project's mortgages or pledges; they no longer point at a removed base.
    for (const items of [collateralRepos.mortgage, collateralRepos.pledge]) {
      const linked = await items.list(h.tx, h.ctx, {
        where: [
          inArray(
            items.col('baseId'),
            rows.map((r) => r.id),
          ),
        ],
      });
      for (const r of linked) await items.update(h.tx, h.ctx, r.id, { baseId: null });
    }
  },
};

/** The service of the base's items by its kind. */
export type ItemServices = { mortgage: ResourceService; pledge: ResourceService };
const itemsOf = (services: ItemServices, base: Row) =>
  Number(base.guartype) === COLLATERAL_KINDS.mortgage ? services.mortgage : services.pledge;

async function baseWithItems(services: ItemServices, ctx: HookContext['ctx'], base: Row) {
  const items = itemsOf(services, base);
  return {
    ...base,
    items: await items.list(ctx, {}, { where: [eq(items.repo.col('baseId'), String(base.id))] }),
  };
}

/** A registration date edit: only this field changes (the definition keeps the history of it). */
async function editRegistration(h: HookContext, bases: ResourceService, rowId: string, values: Row) {
  const after = await bases.patch(h, rowId, values);
  h.changed(mortpleBase.name, 'update', [rowId]);
  return bases.repo.toWire(after);
}

const ID = id('id', l('抵质押合同', 'Mortgage/pledge contract'), {
  required: l('请选择抵质押合同', 'please select the contract'),
});

export function registerMortpleBaseRoutes(app: FastifyInstance, bases: ResourceService, services: ItemServices) {
  // The spec posts mortplebaseDetail and residueAmtList and GETs contractChange; the web app the other way round.
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/mortplebaseDetail`,
    permission: VIEW,
    tags,
    summary: '抵质押合同 — one contract with its items (mortgages or pledges)',
    params: [ID],
    handler: async ({ ctx, params, req }) => {
      const base = await bases.detail(ctx, params.id, { req });
      return baseWithItems(services, ctx, base);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/mortplebaseDetailAdd`,
    permission: EDIT,
    tags,
    summary: '抵质押合同 — saves the contract and its items together; items not listed leave it',
    handler: async ({ ctx, req }) => {
      const body = (req.body ?? {}) as Row;
      const rawItems = body.items ?? [];
      if (!Array.isArray(rawItems)) throw invalidField('items', l('抵质押物必须是列表', 'items must be a list'));
      return bases.write(ctx, { req }, async (h) => {
        const { items: _, ...fields } = body;
        const base = await bases.submit(ctx, fields, { within: h });
        const items = itemsOf(services, base);
        const kept: string[] = [];
        for (const [i, raw] of rawItems.entries()) {
          if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
            throw invalidField(`items[${i}]`, l('必须是对象', 'must be an object'));
          const item = { ...(raw as Row), mainId: base.mainId, baseId: base.id };
          const row = await underPath(`items[${i}].`, () => items.submit(ctx, item, { within: h }));
          kept.push(row.id);
        }
        const previous = await items.repo.list(h.tx, ctx, {
          where: [eq(items.repo.col('baseId'), base.id)],
        });
        const leaving = previous.filter((r) => !kept.includes(r.id));
        // Unlinking changes the items: only while the project is editable, like any other change of them.
        if (leaving.length) await editableProject(h, base.mainId);
        for (const r of leaving) await items.repo.update(h.tx, ctx, r.id, { baseId: null });
        return { id: base.id, mortpleNo: base.mortpleNo, items: kept };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/getByContractList`,
    permission: VIEW,
    tags,
    summary: '抵质押合同 — those tied to any of the given contracts (ids: comma list)',
    params: [
      ids('ids', l('合同', 'Contracts'), { required: l('请至少选择一个合同', 'please select a contract'), max: 1000 }),
    ],
    handler: ({ ctx, params }) => bases.list(ctx, {}, { where: [inArray(repo.col('contractId'), idsOf(params.ids))] }),
  });

  defineRoute(app, {
    method: ['POST', 'GET'],
    url: `${BASE}/contractChange`,
    permission: EDIT,
    tags,
    summary: '抵质押合同 — ties it to a contract',
    params: [ID, id('contractId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') })],
    handler: ({ ctx, params, req }) =>
      bases.write(ctx, { req }, (h) => attachContract(h, bases, params.id, params.contractId)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/ccvaldateEdit`,
    permission: EDIT,
    tags,
    summary: '抵质押合同 — registration valid-until date (any project state; kept in the history)',
    params: [ID, date('ccvaldate', label('ccvaldate'), { required: l('请选择登记有效期', 'please select the date') })],
    handler: ({ ctx, params, req }) =>
      bases.write(ctx, { req }, (h) => editRegistration(h, bases, params.id, { ccvaldate: params.ccvaldate })),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/finishdateEdit`,
    permission: EDIT,
    tags,
    summary: '抵质押合同 — release date (not before the registration date; any project state)',
    params: [ID, date('finishdate', label('finishdate'), { required: l('请选择解除日期', 'please select the date') })],
    handler: ({ ctx, params, req }) =>
      bases.write(ctx, { req }, async (h) => {
        const current = await repo.getById(h.tx, ctx, params.id);
        if (current.regDate && params.finishdate < current.regDate)
          throw invalidField(
            'finishdate',
            labelled(
              label('finishdate'),
              l(`不能早于登记日期 ${current.regDate}`, `cannot be before the registration date ${current.regDate}`),
            ),
          );
        return editRegistration(h, bases, params.id, { finishdate: params.finishdate });
      }),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/residueAmtList`,
    permission: VIEW,
    tags,
    summary: '抵质押合同 — those with a ceiling: ceiling, secured amount and residue',
    params: [id('mainId', l('项目', 'Project')), id('ownerId', label('ownerId'))],
    handler: async ({ ctx, params }) => {
      const where = [isNotNull(repo.col('maxAmount'))];
      if (params.mainId) where.push(eq(repo.col('mainId'), params.mainId));
      if (params.ownerId) where.push(eq(repo.col('ownerId'), params.ownerId));
      const rows = await bases.list(ctx, {}, { where: [and(...where)!] });
      return rows.map((r) => ({
        ...r,
        residueAmount: formatMoney(new D(String(r.maxAmount)).minus(new D(String(r.amount)))),
      }));
    },
  });
}
