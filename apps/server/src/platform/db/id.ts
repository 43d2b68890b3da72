import { randomInt } from 'node:crypto';

/**
 * 64-bit, time-ordered ids (snowflake layout): 41 bits of milliseconds since 2020-01-01, 10 bits of worker, 12 bits of
 * sequence. The worker number is random per process, so several instances need no coordination; ids are strings on
 * the wire because JavaScript numbers cannot hold 64 bits.
 */
const EPOCH = 1577836800000n;
const worker = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let seq = 0n;

export function nextId(): string {
  let ms = BigInt(Date.now());
  if (ms < lastMs) ms = lastMs; // clock stepped back: keep ids increasing
  if (ms === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    if (seq === 0n) ms = lastMs + 1n; // sequence exhausted in this millisecond: borrow the next one
  } else {
    seq = 0n;
  }
  lastMs = ms;
  return (((ms - EPOCH) << 22n) | (worker << 12n) | seq).toString();
}

/** The check of a 64-bit id lives with the field kinds (a `ref` field holds one). */
export { isId } from '@flp/shared';
