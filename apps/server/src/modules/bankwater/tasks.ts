// What 银行流水 runs in a worker thread (platform/workers; the entry src/worker.ts): reading one statement file. A
// year of transactions in a 30 MB workbook takes seconds of parsing; off the event loop, other requests go on.
import { l } from '@flp/shared';
import type { TaskProgress } from '../../platform/workers/protocol';
import { type ColumnMapping, type StatementRead, readStatementFile } from './read';

export const READ_STATEMENT_TASK = 'bankwater.readStatement';

export interface ReadStatementInput {
  bytes: Uint8Array;
  name: string;
  fileId: string;
  /** The tenant's mappings of layouts, by header signature. */
  mappings: Map<string, ColumnMapping>;
}

export const bankwaterTasks = {
  [READ_STATEMENT_TASK]: (input: ReadStatementInput, progress: (p: TaskProgress) => void): Promise<StatementRead> =>
    readStatementFile(input.bytes, input.name, {
      mappings: input.mappings,
      fileId: input.fileId,
      onRows: (rows) => progress({ done: 1, total: 2, step: l(`整理 ${rows} 行`, `Sorting ${rows} rows`) }),
    }),
};
