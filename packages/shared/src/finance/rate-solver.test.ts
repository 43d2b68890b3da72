import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type FloatRateFunction, solveRateFloat } from './rate-solver';

const fn =
  (f: (r: number) => number, df: (r: number) => number): FloatRateFunction =>
  (r, out) => {
    out[0] = f(r);
    out[1] = df(r);
  };

describe('solveRateFloat', () => {
  test('Newton inside the bracket: (1+r)² = 1.21', () => {
    const found = solveRateFloat(
      fn(
        (r) => (1 + r) ** 2 - 1.21,
        (r) => 2 * (1 + r),
      ),
      0.5,
      2.21,
    );
    assert.ok(found.ok);
    assert.ok(Math.abs(found.rate - 0.1) < 1e-15, String(found.rate));
    assert.ok(found.lo <= found.rate && found.rate <= found.hi);
  });

  test('bisection when Newton has nothing to go on (a step with zero slope)', () => {
    const found = solveRateFloat(
      fn(
        (r) => (r < 0.3 ? -1 : 1),
        () => 0,
      ),
      0.1,
      1,
    );
    assert.ok(found.ok);
    assert.ok(Math.abs(found.rate - 0.3) < 1e-11, String(found.rate));
  });

  test('no sign change anywhere in (−1, ∞)', () => {
    assert.deepEqual(
      solveRateFloat(
        fn(
          (r) => 1 + r * r,
          (r) => 2 * r,
        ),
        0.1,
        1,
      ),
      { ok: false, reason: 'NO_SIGN_CHANGE' },
    );
  });

  test('no convergence when f is undefined inside the bracket', () => {
    // Sign change between the ladder points 0.168 and 0.265, NaN on (0.2, 0.25) where bisection lands.
    const f = (r: number) => (r < 0.2 ? -1 : r < 0.25 ? Number.NaN : 1);
    assert.deepEqual(
      solveRateFloat(
        fn(f, () => 0),
        0.1,
        1,
      ),
      { ok: false, reason: 'NO_CONVERGENCE' },
    );
  });
});
