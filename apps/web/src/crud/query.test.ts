/// <reference types="node" />
/** What the search form sends and what the pager says, as pure functions. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { date, datetime, l, text } from '@flp/shared/resources';
import dayjs from 'dayjs';
import { fieldErrorsOf } from './errors';
import { createTimeParams, rangeParams, searchQuery, totalText } from './query';

const fields = [
  date('releaseTime', l('通知日期', 'Release date')),
  datetime('time', l('发生时间', 'Occurred at')),
  text('title', l('标题', 'Title')),
];

describe('range filters', () => {
  test('a date range is sent as the server’s _datege / _datele with bare dates (the last day counts whole)', () => {
    assert.deepEqual(rangeParams('releaseTime', [dayjs('2026-11-01'), dayjs('2026-11-22')]), {
      releaseTime_datege: '2026-11-01',
      releaseTime_datele: '2026-11-22',
    });
  });

  test('an open end is left out; no range sends nothing', () => {
    assert.deepEqual(rangeParams('time', [dayjs('2026-11-01'), null]), { time_datege: '2026-11-01' });
    assert.deepEqual(rangeParams('time', [null, dayjs('2026-11-02 13:45:00')]), { time_datele: '2026-11-02' });
    assert.deepEqual(rangeParams('time', null), {});
    assert.deepEqual(rangeParams('time', undefined), {});
  });

  test('the creation range keeps the spec’s spelling: after the second before the first day, before the day after', () => {
    assert.deepEqual(createTimeParams([dayjs('2026-11-01 15:00'), dayjs('2026-11-03')]), {
      createTime_dategt: '2026-10-31 23:59:59',
      createTime_datelt: '2026-11-03',
    });
  });

  test('searchQuery: ranges of date fields, trimmed text, empty values left out', () => {
    assert.deepEqual(
      searchQuery(
        {
          title: '  租金 ',
          releaseTime: [dayjs('2026-01-01'), dayjs('2026-01-31')],
          time: undefined,
          status: '',
          __range: [dayjs('2026-02-01'), dayjs('2026-02-02')],
        },
        fields,
      ),
      {
        title: '租金',
        releaseTime_datege: '2026-01-01',
        releaseTime_datele: '2026-01-31',
        createTime_dategt: '2026-01-31 23:59:59',
        createTime_datelt: '2026-02-02',
      },
    );
  });

  test('a single picked date (a screen’s own search input) is sent as its day', () => {
    assert.deepEqual(searchQuery({ day: dayjs('2026-03-04 10:00') }, fields), { day: '2026-03-04' });
  });
});

describe('pager total', () => {
  const t = (key: string, v: { total: string | number }) =>
    key === 'crud.totalLowerBound' ? `超过 ${v.total} 条` : `共 ${v.total} 条`;

  test('an exact total is said as it is', () => {
    assert.equal(totalText(t, 37), '共 37 条');
    assert.equal(totalText(t, 37, false), '共 37 条');
  });

  test('a total the server stopped counting at is said as a lower bound, with separators', () => {
    assert.equal(totalText(t, 10000, true), '超过 10,000 条');
    assert.equal(totalText(t, 1234567, true), '超过 1,234,567 条');
  });
});

describe('server field errors', () => {
  const names = new Set(['expireTime', 'accountNumber']);
  const body = (errors: unknown) => ({ code: 400, success: false, data: { errors } });

  test('a 400’s data.errors are grouped per field of the form', () => {
    assert.deepEqual(
      fieldErrorsOf(
        400,
        body([
          { field: 'expireTime', message: 'a' },
          { field: 'expireTime', message: 'b' },
          { field: 'accountNumber', message: 'c' },
        ]),
        names,
      ),
      [
        { name: ['expireTime'], errors: ['a', 'b'] },
        { name: ['accountNumber'], errors: ['c'] },
      ],
    );
  });

  test('fields the form does not have, malformed entries and other answers mark nothing', () => {
    assert.deepEqual(fieldErrorsOf(400, body([{ field: 'other', message: 'x' }, { field: 1 }, null]), names), []);
    assert.deepEqual(fieldErrorsOf(400, { code: 400, msg: 'x' }, names), []);
    assert.deepEqual(fieldErrorsOf(500, body([{ field: 'expireTime', message: 'x' }]), names), []);
    assert.deepEqual(fieldErrorsOf(400, null, names), []);
  });
});
