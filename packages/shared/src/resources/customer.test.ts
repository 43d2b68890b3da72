import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QYEAR_BANDS, REGCAP_BANDS, bandOf, qyearDates, yearsBefore } from './customer';

test('years are counted back on the calendar, 29 February falling to the 28th', () => {
  assert.equal(yearsBefore('2026-11-24', 3), '2023-11-24');
  assert.equal(yearsBefore('2024-02-29', 1), '2023-02-28');
});

test('成立年限 bands: a company founded exactly N years ago is N years old', () => {
  const today = '2026-11-24';
  assert.deepEqual(qyearDates(QYEAR_BANDS[0], today), { after: '2025-11-24' });
  assert.deepEqual(qyearDates(QYEAR_BANDS[1], today), { onOrBefore: '2025-11-24', after: '2023-11-24' });
  assert.deepEqual(qyearDates(QYEAR_BANDS[4], today), { onOrBefore: '2016-11-24' });
  const inBand = (est: string, b: (typeof QYEAR_BANDS)[number]) => {
    const r = qyearDates(b, today);
    return (!r.onOrBefore || est <= r.onOrBefore) && (!r.after || est > r.after);
  };
  // Every date falls in exactly one band.
  for (const est of ['2026-11-24', '2025-11-25', '2025-11-24', '2023-11-25', '2023-11-24', '2016-11-24', '1990-01-01'])
    assert.equal(QYEAR_BANDS.filter((b) => inBand(est, b)).length, 1, est);
  assert.ok(inBand('2025-11-24', QYEAR_BANDS[1]));
  assert.ok(inBand('2025-11-25', QYEAR_BANDS[0]));
  assert.ok(inBand('2016-11-24', QYEAR_BANDS[4]));
  assert.ok(inBand('2016-11-25', QYEAR_BANDS[3]));
});

test('注册资本 bands: lower bounds inclusive, upper bounds exclusive', () => {
  assert.equal(bandOf(REGCAP_BANDS, 999_999.99)?.value, '1');
  assert.equal(bandOf(REGCAP_BANDS, 1_000_000)?.value, '2');
  assert.equal(bandOf(REGCAP_BANDS, 10_000_000)?.value, '4');
  assert.equal(bandOf(REGCAP_BANDS, 49_999_999)?.value, '4');
  assert.equal(bandOf(REGCAP_BANDS, 50_000_000)?.value, '5');
  assert.equal(bandOf(REGCAP_BANDS, 0)?.value, '1');
});
