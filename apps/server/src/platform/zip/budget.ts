// An archive's real size, counted while inflating it under a hard budget, before any library opens it whole. The
// sizes a zip declares are the sender's word: a 460 KB .docx declaring small parts inflated to 300 MB in the library
// that trusted them (issue 25 item 3). Here every part is inflated as a stream in small steps and its bytes counted;
// the first part past the budget stops it, so no more than one step's output (about 16 MB at deflate's 1:1032 ratio)
// is ever held. Used by the Word models and the Excel imports.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export interface ZipBudget {
  /** Parts (files and folders) the archive may hold. */
  maxEntries: number;
  /** Bytes its parts may inflate to, all together. */
  maxUnpackedBytes: number;
}

export type ZipOverrun = 'entries' | 'unpacked' | 'unreadable' | 'content';

/**
 * Reads a part's bytes as they are inflated (answered for the parts it wants to see, by name); answering false stops
 * the whole archive with 'content' — the caller's own counts say why.
 */
export type ZipScanner = (name: string) => ((chunk: Uint8Array) => boolean) | undefined;

/** Compressed bytes handed to the inflater at a time: bounds what one step can produce. */
const STEP = 16 * 1024;

/**
 * Inflates every part of `bytes` under `budget`, keeping nothing: answers the entries and bytes counted, or which bound
 * it overran ('unreadable' for an archive that is not a zip or is damaged).
 */
export function measureZip(
  bytes: Uint8Array,
  budget: ZipBudget,
  scan?: ZipScanner,
): { ok: true; entries: number; unpacked: number } | { ok: false; reason: ZipOverrun } {
  let entries = 0;
  let unpacked = 0;
  // The first bound overrun; the inflater is then stopped and nothing more is pushed (an error thrown in a callback
  // would come back through the inflater as a damaged archive).
  let overrun: ZipOverrun | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    if (overrun) return;
    entries += 1;
    if (entries > budget.maxEntries) {
      overrun = 'entries';
      return;
    }
    const read = scan?.(file.name);
    file.ondata = (error, chunk) => {
      if (overrun) return;
      if (error) overrun = 'unreadable';
      else {
        unpacked += chunk.length;
        if (unpacked > budget.maxUnpackedBytes) overrun = 'unpacked';
        else if (read && !read(chunk)) overrun = 'content';
      }
      if (overrun) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !overrun; at += STEP)
      unzip.push(bytes.subarray(at, Math.min(at + STEP, bytes.length)), at + STEP >= bytes.length);
  } catch {
    overrun ??= 'unreadable';
  }
  if (overrun) return { ok: false, reason: overrun };
  return entries === 0 ? { ok: false, reason: 'unreadable' } : { ok: true, entries, unpacked };
}
