import { dictBiz, l, ref, text } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SQL, eq, inArray, ne } from 'drizzle-orm';
import { parsePaging } from '../../platform/crud/query';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import { readParams } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { invalidField } from '../../platform/http/errors';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { ROOT_ID, checkParent, recordTree } from '../../platform/crud/tree';

/** The key a dictionary parent carries: it holds the code, its children hold the key/value pairs. */
const PARENT_KEY = '-1';

const q = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** The parameters of the dictionary calls, named by their labels when missing or malformed. */
const CODE = text('code', l('字典编号', 'Dictionary code'), {
  required: l('请输入字典编号', 'please enter dictionary code'),
  max: 255,
});
const DICT_KEYS = text('dictKeys', l('字典键值', 'Dictionary keys'), {
  required: l('请输入字典键值', 'please enter dictionary keys'),
  max: 2000,
});
const PARENT = ref('parentId', l('字典', 'Dictionary'), () => dictBiz, {
  required: l('请选择字典', 'please select the dictionary'),
});

/** What `dictionary` answers for each item (API-CONVENTIONS "Dictionaries"). */
const item = (r: Row) => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  dictKey: r.dictKey,
  dictValue: r.dictValue,
  sort: r.sort,
  remark: r.remark,
});

/**
 * Business dictionaries (spec §7 dict-biz): parents hold a code, children the key/value pairs offered in selects.
 * A child takes its code from its parent; a parent with children cannot be removed; sealed items are kept but not
 * offered by `dictionary`.
 */
export function registerDictRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const repo = system.repos.dictBiz;
  const api = `/api${repo.def.api}`;
  const tags = [repo.def.label['en-US']];
  const view = { permission: 'dict_view' };
  const anyUser = { permission: null };

  /** Live, unsealed items of a dictionary code, in their order. */
  const itemsOf = (ctx: RequestContext, code: string, extra?: SQL) =>
    repo.list(db, ctx, {
      where: [
        eq(repo.col('code'), code),
        ne(repo.col('parentId'), ROOT_ID),
        eq(repo.col('isSealed'), 0),
        ...(extra ? [extra] : []),
      ],
      query: { ascs: 'sort' },
    });

  /**
   * The unique key is (code, dictKey), but a person types only one of them: a dictionary its code, an item its key.
   * A repeat is named as that field (字典编号已存在 / 字典键值已存在) before the generic check would name both.
   */
  async function keyFree(tx: Db, ctx: RequestContext, v: Row, selfId?: string) {
    if (v.code == null || v.dictKey == null) return;
    const same = [eq(repo.col('code'), String(v.code)), eq(repo.col('dictKey'), String(v.dictKey))];
    if (selfId) same.push(ne(repo.col('id'), selfId));
    if ((await repo.count(tx, ctx, ...same)) === 0) return;
    if (String(v.dictKey) === PARENT_KEY)
      throw invalidField('code', l('字典编号已存在', 'Dictionary code already exists'));
    throw invalidField('dictKey', l('字典键值已存在', 'Dictionary key already exists'));
  }

  registerResourceRoutes(app, {
    def: repo.def,
    repo,
    db,
    routes: ['list', 'detail', 'submit', 'remove', 'tree'],
    // The picker tree of the dictionaries, or of one code.
    tree: {
      pickerWhere: (query) => (query.code ? [eq(repo.col('code'), String(query.code).trim())] : []),
      pickerParams: { code: { type: 'string', description: 'one dictionary code' } },
    },
    hooks: {
      // A child's code is its parent's and a parent's key is '-1': the forms do not ask for them.
      async prepare({ tx, ctx }, body, current) {
        const parentId = current ? String(current.parentId) : String(body.parentId ?? '').trim() || ROOT_ID;
        if (parentId === ROOT_ID) body.dictKey = PARENT_KEY;
        else if (!current) {
          const parent = await checkParent(tx, repo, ctx, parentId);
          if (parent) body.code = parent.code;
        }
      },
      async beforeCreate({ tx, ctx }, values) {
        // The tree rules have checked the parent (platform/crud/tree.ts).
        const parent = values.parentId === ROOT_ID ? undefined : await repo.getById(tx, ctx, String(values.parentId));
        if (parent) {
          values.code = parent.code; // a child's code is its parent's, whatever the form sent
          if (values.dictKey === PARENT_KEY)
            throw invalidField(
              'dictKey',
              l(
                `字典键值 ${PARENT_KEY} 保留给字典本身`,
                `Dictionary key ${PARENT_KEY} is reserved for dictionary parents`,
              ),
            );
        } else values.dictKey = PARENT_KEY;
        await keyFree(tx, ctx, values);
      },
      async beforeUpdate({ tx, ctx }, values, current) {
        const isChild = String(current.parentId) !== ROOT_ID;
        if (isChild && values.code !== undefined && values.code !== current.code) {
          throw invalidField(
            'code',
            l(
              '字典项的编号随其字典, 不可修改',
              'A dictionary item takes its code from its parent and cannot be changed',
            ),
          );
        }
        if (!isChild) values.dictKey = PARENT_KEY;
        await keyFree(tx, ctx, { ...current, ...values }, current.id);
        if (!isChild && values.code !== undefined && values.code !== current.code) {
          // Renaming a dictionary's code carries its items along.
          const kids = await repo.list(tx, ctx, { where: [eq(repo.col('parentId'), current.id)] });
          for (const k of kids) await repo.update(tx, ctx, k.id, { code: values.code });
        }
      },
    },
  });

  app.get(`${api}/parent-list`, {
    config: view,
    schema: { tags, summary: 'dictionaries (parents), paged; filters code, dictValue' },
    handler: async (req) =>
      ok(
        await repo.page(db, req.ctx, { ascs: 'sort', ...q(req) }, parsePaging(q(req)), {
          where: [eq(repo.col('parentId'), ROOT_ID)],
        }),
      ),
  });

  app.get(`${api}/child-list`, {
    config: view,
    schema: {
      tags,
      summary: 'the items of one dictionary, paged',
      querystring: { type: 'object', properties: { parentId: { type: 'string' } }, required: ['parentId'] },
    },
    handler: async (req) => {
      const { parentId } = readParams([PARENT], q(req));
      return ok(
        await repo.page(db, req.ctx, { ascs: 'sort', ...q(req) }, parsePaging(q(req)), {
          where: [eq(repo.col('parentId'), parentId)],
          extraParams: new Set(['parentId']),
        }),
      );
    },
  });

  app.get(`${api}/dictionary`, {
    config: anyUser,
    schema: {
      tags,
      summary: 'the offered items of a dictionary code, for selects',
      querystring: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    },
    handler: async (req) => ok((await itemsOf(req.ctx, readParams([CODE], q(req)).code)).map(item)),
  });

  app.get(`${api}/dictionary-tree`, {
    config: anyUser,
    schema: {
      tags,
      summary: 'the items of a dictionary code as a tree',
      querystring: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    },
    handler: async (req) => {
      const { code } = readParams([CODE], q(req));
      const rows = await itemsOf(req.ctx, code);
      const parents = await repo.list(db, req.ctx, {
        where: [eq(repo.col('code'), code), eq(repo.col('parentId'), ROOT_ID)],
      });
      const rootIds = new Set(parents.map((p) => p.id));
      return ok(
        recordTree(
          rows.map((r) => (rootIds.has(String(r.parentId)) ? { ...r, parentId: ROOT_ID } : r)),
          item,
        ),
      );
    },
  });

  app.get(`${api}/listByDictKeys`, {
    config: anyUser,
    schema: {
      tags,
      summary: 'items of a dictionary code with the given keys',
      querystring: {
        type: 'object',
        properties: { code: { type: 'string' }, dictKeys: { type: 'string', description: 'comma list' } },
        required: ['code', 'dictKeys'],
      },
    },
    handler: async (req) => {
      const { code, dictKeys } = readParams([CODE, DICT_KEYS], q(req));
      const keys = dictKeys
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      return ok((await itemsOf(req.ctx, code, inArray(repo.col('dictKey'), keys))).map(item));
    },
  });
}
