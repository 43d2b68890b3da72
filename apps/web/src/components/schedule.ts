import type { CalculatorOutput } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';

/** An IRR fraction as a percentage ('—' when the engine found none). */
export const pct = (v: string | null | undefined) =>
  v === null || v === undefined ? '—' : `${(Number(v) * 100).toFixed(4)} %`;

export type ScheduleColumn =
  | 'period'
  | 'dueDate'
  | 'rent'
  | 'principal'
  | 'interest'
  | 'fee'
  | 'depositOffset'
  | 'purchasePrice'
  | 'closing';

const money = (v: string) => formatAmount(v);

/**
 * The columns of a rent schedule as the calculator answers it (the calculator page, a project's preview and stored
 * schedule, a contract's): fee, deposit offset and purchase price only when some
 * row has one. Titles from the caller's labels.
 */
export function scheduleColumns(out: CalculatorOutput | undefined, label: (k: ScheduleColumn) => string) {
  const right = 'right' as const;
  return [
    { title: label('period'), dataIndex: 'period', width: 70 },
    { title: label('dueDate'), dataIndex: 'dueDate', width: 120 },
    { title: label('rent'), dataIndex: 'rent', align: right, render: money },
    { title: label('principal'), dataIndex: 'principal', align: right, render: money },
    { title: label('interest'), dataIndex: 'interest', align: right, render: money },
    ...(out?.rows.some((r) => Number(r.fee))
      ? [{ title: label('fee'), dataIndex: 'fee', align: right, render: money }]
      : []),
    ...(out?.rows.some((r) => Number(r.depositOffset))
      ? [{ title: label('depositOffset'), dataIndex: 'depositOffset', align: right, render: money }]
      : []),
    // 留购价款: its own column on the last row, never part of the rent.
    ...(out?.rows.some((r) => Number(r.purchasePrice))
      ? [{ title: label('purchasePrice'), dataIndex: 'purchasePrice', align: right, render: money }]
      : []),
    { title: label('closing'), dataIndex: 'closingBalance', align: right, render: money },
  ];
}
