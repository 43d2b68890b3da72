/** The kind table: every bound comes from the column, JSON numbers only when exact, addresses only http(s) or local. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  type FieldDef,
  type ResourceDef,
  type ResourceInput,
  date,
  defineResource,
  dict,
  int,
  l,
  money,
  number,
  percent,
  ref,
  text,
  url,
} from './define';
import { message, notice } from './desk';
import { logError } from './log';
import { systemResources, user } from './system';
import { CALCULATOR_FIELDS } from './lending';
import { KINDS, checkField, dateWindow, decimalShape, exactNumberLimit } from './kinds';
import { isSafeUrl } from './url';

const label = l('字段', 'Field');
const ok = (f: FieldDef, v: unknown, mode: 'body' | 'filter' = 'body') => {
  const r = checkField(f, v, mode);
  assert.ok(r.ok, `${JSON.stringify(v)} refused: ${r.ok ? '' : r.message['en-US']}`);
  return r.value;
};
const refused = (f: FieldDef, v: unknown, message: RegExp, mode: 'body' | 'filter' = 'body') => {
  const r = checkField(f, v, mode);
  assert.ok(!r.ok, `${JSON.stringify(v)} accepted`);
  assert.match(r.message['en-US'], message);
  assert.ok(r.message['zh-CN'].length > 0);
};

describe('int: the integer column (int32)', () => {
  const sort = int('sort', label, { minValue: 0, maxValue: 99999 });
  test('bounds of the column apply to bodies and filters; the field bounds to bodies only', () => {
    assert.equal(ok(int('n', label), 2147483647), 2147483647);
    assert.equal(ok(int('n', label), '-2147483648'), -2147483648);
    refused(int('n', label), 2147483648, /must not be greater than 2147483647/);
    refused(int('n', label), '-2147483649', /must be at least -2147483648/);
    refused(int('n', label), '99999999999', /must not be greater than 2147483647/, 'filter');
    refused(int('n', label), '9'.repeat(30), /must not be greater than 2147483647/, 'filter');
    refused(sort, 100000, /must not be greater than 99999/);
    assert.equal(ok(sort, '100000', 'filter'), 100000);
  });
  test('whole numbers only', () => {
    for (const v of ['1.5', '1e5', 'abc', 1.5, true, {}]) refused(int('n', label), v, /must be a whole number/);
  });
  test('a numeric dict is an integer column too; options bind bodies, not filters', () => {
    const category = dict('category', label, 'post_category', {
      options: [1, 2, 3].map((value) => ({ value, label })),
    });
    assert.deepEqual(KINDS.dict.column(category), { type: 'integer' });
    refused(category, '99999999999', /must not be greater than 2147483647/, 'filter');
    refused(category, 5, /must be one of 1, 2, 3/);
    assert.equal(ok(category, '5', 'filter'), 5);
  });
  test('a multiple dict keeps its keys as a comma list, each one of the options', () => {
    const kinds = dict('kinds', label, 'change_kind', {
      options: ['day', 'rate'].map((value) => ({ value, label })),
      multiple: true,
      max: 20,
    });
    assert.deepEqual(KINDS.dict.column(kinds), { type: 'varchar', length: 20 });
    assert.equal(ok(kinds, ['day', 'rate']), 'day,rate');
    assert.equal(ok(kinds, ' rate , day'), 'rate,day');
    refused(kinds, 'day,利率', /must be one of day, rate/);
  });
});

describe('decimals: numeric(precision, scale) of the column', () => {
  test('the column follows the kind and the field (scale and precision flow through)', () => {
    assert.deepEqual(KINDS.money.column(money('m', label)), { type: 'numeric', precision: 18, scale: 2 });
    assert.deepEqual(KINDS.number.column(number('n', label)), { type: 'numeric', precision: 24, scale: 6 });
    assert.deepEqual(KINDS.percent.column(percent('p', label)), { type: 'numeric', precision: 5, scale: 2 });
    assert.deepEqual(KINDS.percent.column(percent('p', label, { scale: 4 })), {
      type: 'numeric',
      precision: 7,
      scale: 4,
    });
    assert.deepEqual(KINDS.number.column(number('n', label, { precision: 10, scale: 3 })), {
      type: 'numeric',
      precision: 10,
      scale: 3,
    });
  });
  test('more decimals than the scale are refused, never rounded; trailing zeros are no decimals', () => {
    const m = money('m', label);
    refused(m, '1.005', /must have at most 2 decimals/);
    refused(percent('p', label), '4.325', /must have at most 2 decimals/);
    assert.equal(ok(percent('p', label, { scale: 3 }), '4.325'), '4.325');
    assert.equal(ok(percent('p', label, { scale: 4 }), '0.035'), '0.035');
    assert.equal(ok(m, '1.500'), '1.5');
    refused(number('n', label, { scale: 0 }), '1.5', /must not have decimals/);
  });
  test('more digits than the precision leaves before the point are refused', () => {
    const m = money('m', label);
    assert.equal(ok(m, '9999999999999999.99'), '9999999999999999.99');
    refused(m, '10000000000000000', /at most 16 digits before the decimal point/);
    refused(number('n', label, { precision: 5, scale: 2 }), '1000', /at most 3 digits/);
    assert.equal(ok(number('n', label, { precision: 5, scale: 2 }), '-999.99'), '-999.99');
    refused(m, '1'.repeat(400), /at most 16 digits/, 'filter');
  });
  test('a percent is in points, from 0 to below 100 unless the field says otherwise', () => {
    const p = percent('p', label);
    assert.equal(ok(p, '99.99'), '99.99');
    refused(p, '100', /must be less than 100/);
    refused(p, '-0.01', /must be at least 0/);
    assert.equal(ok(percent('p', label, { maxValue: 100 }), '100'), '100');
  });
  test('a JSON number only when it is exactly the decimal written', () => {
    const m = money('m', label);
    assert.equal(exactNumberLimit(2), 2 ** 46);
    assert.equal(ok(m, 12345.67), '12345.67');
    assert.equal(ok(m, 70368744177663.99), '70368744177663.99');
    // As the wire brings them: 98765432109876.54 becomes the double that prints as …76.55; even below 2^53/100,
    // 80000000000000.01 comes back as …0.02
    refused(m, JSON.parse('98765432109876.54'), /must be sent as a string/);
    refused(m, JSON.parse('80000000000000.01'), /must be sent as a string/);
    refused(m, 0.1 + 0.2, /must have at most 2 decimals/);
    refused(m, 1e-7, /must have at most 2 decimals/);
    refused(m, Number.POSITIVE_INFINITY, /must be a number/);
    // the same amounts as strings are exact
    assert.equal(ok(m, '98765432109876.54'), '98765432109876.54');
  });
  test('property: below the limit every decimal of the scale survives JSON unchanged', () => {
    for (const scale of [0, 2, 4, 6]) {
      const limit = exactNumberLimit(scale);
      const unit = 10 ** scale;
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: BigInt(Math.floor(limit * unit)) - 1n }), (units) => {
          const s = units.toString().padStart(scale + 1, '0');
          const text = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
          const back = JSON.parse(JSON.stringify(JSON.parse(text)));
          const r = checkField(number('n', label, { scale, precision: 30 }), back);
          assert.ok(r.ok);
          assert.equal(Number(r.value), Number(text));
          assert.equal(r.value, text.includes('.') ? text.replace(/\.?0+$/, '') || '0' : text);
        }),
        { numRuns: 2000 },
      );
    }
  });
  test('the web input bounds are the rule bounds: max and min pass, one step beyond fails', () => {
    for (const f of [
      money('m', label),
      percent('p', label),
      percent('p', label, { scale: 4 }),
      number('n', label, { precision: 8, scale: 3, minValue: -5 }),
      ...Object.values(CALCULATOR_FIELDS),
    ]) {
      const input = KINDS[f.kind].input(f);
      assert.equal(input.control, 'number');
      if (input.control !== 'number') continue;
      assert.equal(input.stringMode, true);
      assert.equal(input.precision, decimalShape(f).scale);
      const step = 10 ** -input.precision;
      assert.ok(checkField(f, input.max).ok, `${f.name} max ${input.max}`);
      assert.ok(checkField(f, input.min).ok, `${f.name} min ${input.min}`);
      assert.ok(!checkField(f, (Number(input.max) + step).toFixed(input.precision)).ok, `${f.name} above max`);
      assert.ok(!checkField(f, (Number(input.min) - step).toFixed(input.precision)).ok, `${f.name} below min`);
    }
    const i = KINDS.int.input(int('n', label, { minValue: -1 }));
    assert.deepEqual(i, {
      control: 'number',
      min: '-1',
      max: '2147483647',
      precision: 0,
      step: '1',
      stringMode: false,
    });
  });
  test('the JSON schema states the same bounds', () => {
    assert.deepEqual(KINDS.int.schema(int('n', label, { minValue: -1 })), {
      type: 'integer',
      minimum: -1,
      maximum: 2147483647,
    });
    const s = KINDS.money.schema(money('m', label));
    assert.equal(s.pattern, '^-?\\d{1,16}(\\.\\d{1,2})?$');
    assert.match(String(s.description), /below 70368744177664/);
  });
});

describe('ref, dates and text', () => {
  test('ids beyond bigint, dates beyond the calendar and NUL are refused', () => {
    refused(
      ref('r', label, () => user),
      '9'.repeat(30),
      /must be an id/,
      'filter',
    );
    refused(
      ref('r', label, () => user),
      '9223372036854775808',
      /must be an id/,
    );
    refused({ name: 'd', kind: 'date', label }, '99999-01-01', /must be a date/, 'filter');
    refused({ name: 'd', kind: 'datetime', label }, '2025-02-30 00:00:00', /must be a date-time/);
    refused(text('t', label), 'a\u0000b', /NUL/);
    refused(text('t', label), 'a\u0000b', /NUL/, 'filter');
    refused({ name: 'j', kind: 'json', label }, { a: ['\u0000'] }, /NUL/);
    refused({ name: 'j', kind: 'json', label }, '{bad', /must be JSON/, 'filter');
    refused({ name: 'i', kind: 'ids', label, max: 40 }, '1,2,x', /comma-separated list of ids/);
    refused({ name: 'i', kind: 'ids', label, max: 40 }, Array(5).fill('1234567890'), /at most 40 characters/);
  });
});

describe('url', () => {
  test('http(s) addresses and paths of this site', () => {
    for (const v of [
      'https://cdn.example.com/bg.png',
      'HTTP://example.org',
      'http://10.0.0.1:8080/a?b=c#d',
      '/system/user',
      '/api/blade-resource/file/upload/2025/a.png',
      '/lending/calculator?x=1',
      '/文件/头像.png',
    ])
      assert.ok(isSafeUrl(v), v);
  });
  test('scripts, other schemes, other sites and characters a browser reinterprets are refused', () => {
    for (const v of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example.com/x.png',
      '/\\evil.example.com',
      '/\t/evil.example.com',
      'https:evil.example.com',
      'https://',
      'ftp://example.org/a',
      'system/user',
      'https://example.org/a.png);background:url(javascript:alert(1)',
      'https://example.org/"onerror="alert(1)',
      '/a\u202eb',
      '/a\nb',
      'java\u0000script:alert(1)',
    ])
      assert.ok(!isSafeUrl(v), v);
    refused(url('avatar', label), 'javascript:alert(1)', /must be an http\(s\):\/\/ address or a path/);
  });
});

describe('defineResource', () => {
  const base: ResourceInput = { name: 'x', api: '/x', table: 'x', permission: 'x', label, fields: [] };
  test('refuses a field that would become a base column', () => {
    for (const name of [
      'id',
      'tenantId',
      'status',
      'version',
      'createTime',
      'createUser',
      'createDept',
      'updateTime',
      'updateUser',
      'isDeleted',
    ])
      assert.throws(() => defineResource({ ...base, fields: [int(name, label)] }), /collides with a base column/, name);
    assert.throws(
      () => defineResource({ ...base, fields: [int('deleted', label, { column: 'is_deleted' })] }),
      /collides with a base column/,
    );
  });
  test("a platform resource has no tenant column: its own tenantId is allowed (the tenant's number)", () => {
    assert.doesNotThrow(() => defineResource({ ...base, scope: 'platform', fields: [text('tenantId', label)] }));
  });
  test('refuses bounds its column cannot hold', () => {
    assert.throws(
      () => defineResource({ ...base, fields: [int('n', label, { maxValue: 2 ** 31 })] }),
      /does not fit its integer column/,
    );
    assert.throws(
      () => defineResource({ ...base, fields: [money('m', label, { maxValue: 1e17 })] }),
      /does not fit its numeric column/,
    );
  });
  test('a business event’s date lies within its window on writes; a search takes any date', () => {
    const f = date('loanDate', label, { within: { pastYears: 10, futureYears: 1 } });
    const today = new Date(2026, 10, 29);
    assert.deepEqual(dateWindow(f, today), { from: '2016-11-29', to: '2027-11-29' });
    assert.equal(checkField(f, '1900-01-01').ok, false);
    assert.equal(checkField(f, '2999-12-31').ok, false);
    assert.equal(checkField(f, '1900-01-01', 'filter').ok, true);
    assert.equal(checkField(date('d', label), '1900-01-01').ok, true, 'no window, no bound');
  });
  test('every definition of the product passes', () => {
    for (const def of [...systemResources, notice, message, logError] as ResourceDef[])
      assert.doesNotThrow(() => defineResource(def));
  });
});
