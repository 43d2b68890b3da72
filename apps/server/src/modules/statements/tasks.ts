// What 财务报表 runs in a worker thread (platform/workers; the entry src/worker.ts): reading the customer's files into
// statements — a 30-page PDF or a workbook parsed off the event loop.
import type { StatementFormat, StatementReading } from '@flp/shared/statements';
import type { TaskProgress } from '../../platform/workers/protocol';
import { type StatementFile, readStatementFiles } from './files';

export const READ_STATEMENTS_TASK = 'statements.read';

export interface ReadStatementsInput {
  files: StatementFile[];
  format?: StatementFormat;
}

export const statementTasks = {
  [READ_STATEMENTS_TASK]: (
    input: ReadStatementsInput,
    progress: (p: TaskProgress) => void,
  ): Promise<StatementReading> => readStatementFiles(input.files, input.format, progress),
};
