import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ResourceDef, defineResource, l, text } from '@flp/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resourceTable } from '../db/resource-table';
import type { RequestContext } from '../tenancy/context';
import { DATA_SCOPE, dataScopeCondition } from './data-scope';

const base = { api: '/t/x', permission: 'x', label: l('X', 'X') };
const owned = defineResource({
  ...base,
  name: 'ownedThing',
  table: 't_owned',
  fields: [text('managerId', l('客户经理', 'Manager'))],
  owner: 'managerId',
});
const plain = defineResource({ ...base, name: 'plainThing', table: 't_plain', fields: [text('a', l('A', 'A'))] });

const ctx = (code: string) =>
  ({
    tenantId: '000000',
    userId: '42',
    roleAliases: ['staff'],
    deptIds: [],
    deptTreeIds: [],
    dataScopes: [{ resourceCode: code, scopeType: DATA_SCOPE.OWN, scopeColumn: '', scopeValue: '' }],
  }) as unknown as RequestContext;

const render = (def: ResourceDef, name: string) =>
  new PgDialect().sqlToQuery(dataScopeCondition(def, resourceTable(def), ctx(name))!).sql;

test('"own records" means the owner field where the definition declares one, the creator otherwise', () => {
  assert.match(render(owned, 'ownedThing'), /"manager_id" = \$1/);
  assert.match(render(plain, 'plainThing'), /"create_user" = \$1/);
});
