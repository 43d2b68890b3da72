import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dedupeTxns } from './dedupe';
import { exampleTxns } from './worked-example';

describe('dedupeTxns: overlapping files of one account', () => {
  const all = exampleTxns().map((t, i) => ({ ...t, serialNo: `SN${i}` }));
  const janFeb = all.slice(0, 7).map((t) => ({ ...t, fileId: 'A' }));
  const febMar = all.slice(4).map((t, i) => ({ ...t, fileId: 'B', fileRow: 100 + i }));

  test("rows the first file holds are dropped from the second, the first file's rows kept", () => {
    const r = dedupeTxns([janFeb, febMar]);
    assert.equal(r.dropped, 3);
    assert.equal(r.txns.length, 12);
    assert.deepEqual(
      r.droppedRows.map((d) => [d.file, d.fileId, d.fileRow, d.keptFile]),
      [
        [1, 'B', 100, 0],
        [1, 'B', 101, 0],
        [1, 'B', 102, 0],
      ],
    );
    assert.deepEqual(
      r.txns.map((t) => t.fileId),
      [...'AAAAAAA', ...'BBBBB'],
    );
  });

  test('without serial numbers the counterparty tells rows apart; identical rows of one file stay', () => {
    const noSerial = all.map((t) => ({ ...t, serialNo: '' }));
    const one = [noSerial[0], noSerial[0], noSerial[1]];
    const two = [noSerial[0], noSerial[0], noSerial[0], noSerial[1], noSerial[2]];
    const r = dedupeTxns([one, two]);
    // file 1 keeps its two identical rows; file 2 adds one more copy of row 0 and row 2.
    assert.equal(r.dropped, 3);
    assert.equal(r.txns.length, 5);
    assert.deepEqual(dedupeTxns([one]).dropped, 0);
  });

  test('a different balance or time is a different row', () => {
    const other = [
      { ...all[0], balance: '1.00' },
      { ...all[1], txnTime: '00:00:01' },
    ];
    assert.equal(dedupeTxns([all, other]).dropped, 0);
  });
});
