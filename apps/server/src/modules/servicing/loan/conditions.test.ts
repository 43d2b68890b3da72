import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appliedCodes } from './conditions';

const DEFS = [
  { code: 'signed', byDefault: true },
  { code: 'deposit', byDefault: true },
  { code: 'invoices', byDefault: false },
];

test('loan.conditions: unset or blank applies the defaults only; a list applies what it names, in the checklist’s order', () => {
  assert.deepEqual(appliedCodes(null, DEFS), ['signed', 'deposit']);
  assert.deepEqual(appliedCodes('  ', DEFS), ['signed', 'deposit']);
  assert.deepEqual(appliedCodes('invoices，signed nonsense', DEFS), ['signed', 'invoices']);
  assert.deepEqual(appliedCodes('deposit', DEFS), ['deposit']);
  assert.deepEqual(appliedCodes('nonsense', DEFS), [], 'unknown codes are ignored: nothing applies');
});
