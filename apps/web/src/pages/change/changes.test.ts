import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IOU_CHANGES } from './changes';

test("every change kind names fields of its family's record, over an IOU", () => {
  for (const kind of IOU_CHANGES) {
    const def = kind.family.resource();
    for (const name of ['iouId', kind.number, kind.date, 'flowState', 'processInstanceId'])
      assert.ok(
        def.fields.some((f) => f.name === name),
        `${def.name} has a field ${name}`,
      );
    assert.ok(def.routes.includes('list'), `${def.name} answers list (filtered by iouId)`);
  }
});

test('the kinds are distinct families', () => {
  const codes = IOU_CHANGES.map((k) => k.family.code);
  assert.equal(new Set(codes).size, codes.length);
});
