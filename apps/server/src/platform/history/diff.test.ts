import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defineResource, dict, json, l, money, password, percent, switchField, text, user } from '@flp/shared';
import { diffRows, normalise } from './diff';

const def = defineResource({
  name: 'sample',
  api: '/sample',
  table: 'sample',
  permission: 'sample',
  label: l('样例', 'Sample'),
  history: true,
  fields: [
    text('name', l('名称', 'Name')),
    money('amount', l('金额', 'Amount')),
    percent('rate', l('利率', 'Rate'), { scale: 3 }),
    switchField('enabled', l('启用', 'Enabled')),
    dict('kind', l('类别', 'Kind'), 'kind', {
      options: [
        { value: 1, label: l('甲', 'A') },
        { value: 2, label: l('乙', 'B') },
      ],
    }),
    dict('region', l('地区', 'Region'), 'region'),
    json('extra', l('附加', 'Extra')),
    password('secret', l('口令', 'Secret')),
    text('hash', l('摘要', 'Hash'), { readable: false }),
  ],
});

const f = (name: string) => def.fields.find((x) => x.name === name)!;

describe('normalise', () => {
  test('decimals compare by value at the field scale', () => {
    assert.equal(normalise(f('amount'), '100'), '100.00');
    assert.equal(normalise(f('amount'), '100.00'), '100.00');
    assert.equal(normalise(f('amount'), 100.5), '100.50');
    assert.equal(normalise(f('rate'), '4.3'), '4.300');
  });
  test('switches, empties and JSON', () => {
    assert.equal(normalise(f('enabled'), true), '1');
    assert.equal(normalise(f('enabled'), 1), '1');
    assert.equal(normalise(f('enabled'), '0'), '0');
    assert.equal(normalise(f('name'), ''), null);
    assert.equal(normalise(f('name'), undefined), null);
    assert.equal(normalise(f('extra'), { b: 1, a: 2 }), normalise(f('extra'), '{"a":2,"b":1}'));
  });
});

describe('diffRows', () => {
  const before = {
    id: '1',
    tenantId: '000000',
    updateTime: '2025-01-01 00:00:00',
    version: 1,
    name: 'n',
    amount: '100',
    rate: '4.300',
    enabled: 1,
    kind: 1,
    region: 'sh',
    extra: { a: 1 },
    secret: 'old',
    hash: 'h1',
    unknownKey: 'x',
  };

  test('same values in other spellings are no change; helper keys and undeclared keys are ignored', async () => {
    const after = {
      ...before,
      id: '1',
      tenantId: '000001',
      updateTime: '2025-02-02 00:00:00',
      version: 2,
      amount: '100.00',
      rate: '4.3',
      enabled: true,
      extra: { a: 1 },
      unknownKey: 'y',
      isDeleted: 1,
    };
    assert.deepEqual(await diffRows(def, before, after), []);
  });

  test('changed fields with their texts; secrets never recorded', async () => {
    const after = {
      ...before,
      name: '',
      amount: '1234567.5',
      rate: '5',
      enabled: 0,
      kind: 2,
      region: 'bj',
      secret: 'new',
      hash: 'h2',
    };
    const changes = await diffRows(def, before, after);
    assert.deepEqual(
      changes.map((c) => [c.ysmc, c.oldval, c.newval, c.oldText, c.newText]),
      [
        ['NAME', 'n', null, 'n', null],
        ['AMOUNT', '100.00', '1234567.50', '100.00', '1,234,567.50'],
        ['RATE', '4.300', '5.000', '4.300%', '5.000%'],
        ['ENABLED', '1', '0', '是', '否'],
        ['KIND', '1', '2', '甲', '乙'],
        ['REGION', 'sh', 'bj', 'sh', 'bj'],
      ],
    );
    const values = changes.flatMap((c) => [c.oldval, c.newval, c.oldText, c.newText]);
    for (const secret of ['old', 'new', 'h1', 'h2']) assert.ok(!values.includes(secret));
  });

  test("a caller's describe names dictionary values; English on request; a path prefixes the column", async () => {
    const after = { ...before, region: 'bj', enabled: 0 };
    const changes = await diffRows(def, before, after, {
      path: 'contacts[2]',
      locale: 'en-US',
      describe: (field, v) =>
        field.dict === 'region' ? ({ sh: '上海', bj: '北京' } as Record<string, string>)[String(v)] : undefined,
    });
    assert.deepEqual(
      changes.map((c) => [c.ysmc, c.oldText, c.newText]),
      [
        ['CONTACTS[2].ENABLED', 'Yes', 'No'],
        ['CONTACTS[2].REGION', '上海', '北京'],
      ],
    );
  });

  test('the user definition records no password, even when a row carries one', async () => {
    const changes = await diffRows(user, { password: 'a', realName: 'x' }, { password: 'b', realName: 'y' });
    assert.deepEqual(
      changes.map((c) => c.ysmc),
      ['REAL_NAME'],
    );
  });
});
