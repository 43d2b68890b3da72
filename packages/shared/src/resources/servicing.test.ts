import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leaseTermFields } from './lease-terms';
import { loan } from './servicing';

test("a disbursement's own terms have no defaults: the signed contract's apply unless someone changes one", () => {
  const terms = new Set<string>(leaseTermFields().map((f) => f.name));
  const own = loan.fields.filter((f) => terms.has(f.name));
  assert.ok(own.length > 5, 'the loan carries the lease terms');
  assert.deepEqual(
    own.filter((f) => f.defaultValue !== undefined).map((f) => f.name),
    [],
  );
  // The contract's own term fields keep theirs (a new project starts from them).
  assert.ok(leaseTermFields().some((f) => f.name === 'deposit' && f.defaultValue === '0'));
});
