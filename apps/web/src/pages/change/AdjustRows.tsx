import { formatAmount } from '@flp/shared/format';
import { type Localized, scheduleRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, FieldInput, type Row, useLoc } from '../../crud';
import { useScreen } from '../../shell/responsive';
import { loanApi } from '../loan/api';
import type { EditedPeriod } from './api';

const fieldOf = (name: string) => scheduleRow.fields.find((f) => f.name === name)!;
const PERIOD = fieldOf('period');
const DUE = fieldOf('dueDate');
const AMOUNT = { rent: fieldOf('rent'), principal: fieldOf('principal') };

type Key = keyof typeof AMOUNT;
/** What the edited rows give, by the record's mode. */
const keyOf = (mode: unknown): Key => (mode === 'PRINCIPAL' ? 'principal' : 'rent');

/** The edited periods as the record keeps them (json: an array, or its text from an older read). */
export function editedOf(v: unknown): EditedPeriod[] {
  const raw = typeof v === 'string' ? JSON.parse(v || '[]') : v;
  return Array.isArray(raw) ? raw : [];
}

/**
 * Calls `clear` when `value` moves from one given value to another (never on the first one the form reports): the
 * amounts typed meant something else — another IOU's periods, or rents where principals are now asked.
 */
function useClearOnChange(value: string, clear: () => void) {
  const last = useRef('');
  const latest = useRef(clear);
  latest.current = clear;
  useEffect(() => {
    if (!value) return;
    if (last.current && last.current !== value) latest.current();
    last.current = value;
  }, [value]);
}

/**
 * 调整的期次 as an input: the IOU's periods due after the effective date (iou/evaluate as of it, the IOU's own view),
 * each with its present rent and principal and a box for the new rent — or principal, as 调整方式 says. A period left
 * empty is solved by the server (one level rent at the IOU's rate). The value is what the record keeps: `[{period,
 * rent}]` or `[{period, principal}]`. It reads the IOU, the date and the mode from its form, so it serves the
 * adjustment's screen and its family's pages alike; a 400 on 调整的期次 shows under it (its form item).
 */
export function AdjustRowsInput({
  value,
  onChange,
  disabled,
  id,
}: {
  value?: unknown;
  onChange?: (v: EditedPeriod[]) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const form = Form.useFormInstance();
  const iouId = String(Form.useWatch('iouId', form) ?? '');
  const trandate = String(Form.useWatch('trandate', form) ?? '');
  const mode = Form.useWatch('mode', form);
  // 调整开始期次: the periods before it stand (empty: every period due after the date is offered)
  const from = Number(Form.useWatch('fromPeriod', form) ?? 0) || 0;
  const key = keyOf(mode);
  const edited = editedOf(value);
  const small = useScreen() === 'xs';
  const clear = () => onChange?.([]);
  useClearOnChange(iouId, clear);
  useClearOnChange(mode ? String(mode) : '', clear);
  useClearOnChange(from ? String(from) : '', clear);

  const periods = useQuery({
    queryKey: ['change', 'adjust-periods', iouId, trandate],
    queryFn: () => loanApi.evaluate(iouId, trandate),
    enabled: !!iouId && !!trandate,
    select: (e) => e.periods.filter((p) => String(p.dueDate) > trandate),
  });
  if (!iouId || !trandate) return <Typography.Text type="secondary">{t('change.adjust.chooseIou')}</Typography.Text>;
  if (periods.isError) return <Alert type="warning" showIcon title={(periods.error as Error).message} />;

  const set = (period: number, v: unknown) => {
    const rest = edited.filter((e) => e.period !== period);
    const next = v === null || v === undefined || v === '' ? rest : [...rest, { period, [key]: String(v) }];
    onChange?.(next.sort((a, b) => a.period - b.period));
  };
  const input = (p: Row) => (
    <FieldInput
      field={AMOUNT[key]}
      disabled={disabled}
      placeholder={t('change.adjust.solved')}
      value={edited.find((e) => e.period === Number(p.period))?.[key]}
      onChange={(v) => set(Number(p.period), v)}
    />
  );
  const rows = (periods.data ?? []).filter((p) => Number(p.period) >= from);
  return (
    // as wide as its columns need: stretched across a wide card, the amounts would stand far from their periods
    <Flex vertical gap={4} id={id} data-testid="adjust-rows" style={{ maxWidth: 760 }}>
      <Typography.Text type="secondary">
        {rows.length
          ? t('change.adjust.rowsHint', { from: rows[0].period, to: rows.at(-1)?.period })
          : periods.isLoading
            ? ''
            : t('change.adjust.nothingDue')}
      </Typography.Text>
      {/* a bare item of its own: the 400 on 调整的期次 marks the field's message, not every box of the table red */}
      <Form.Item noStyle validateStatus="">
        <Table<Row>
          size="small"
          bordered
          rowKey="period"
          pagination={false}
          loading={periods.isLoading}
          dataSource={rows}
          scroll={{ x: 'max-content', y: 330 }}
          columns={columnsOf(key, small, loc, t, input)}
        />
      </Form.Item>
    </Flex>
  );
}

const amount = (name: Key, title: string) => ({
  key: name,
  title,
  align: 'right' as const,
  render: (_: unknown, p: Row) => formatAmount(String(p[name] ?? '0')),
});

/**
 * The periods table's columns: each period, its due date, its present rent and principal, the box for the new amount;
 * on a phone the due date under the period and only the present amount the mode edits, so that the box fits.
 */
function columnsOf(
  key: Key,
  small: boolean,
  loc: (m: Localized) => string,
  t: TFunction,
  input: (p: Row) => ReactNode,
): TableColumnsType<Row> {
  const box = {
    key: 'new',
    title: t(`change.adjust.new.${key}`),
    width: small ? 104 : 170,
    render: (_: unknown, p: Row) => input(p),
  };
  if (small)
    return [
      {
        key: 'period',
        title: loc(PERIOD.label),
        render: (_, p) => (
          <Flex vertical>
            {String(p.period)}
            <Typography.Text type="secondary">{String(p.dueDate)}</Typography.Text>
          </Flex>
        ),
      },
      amount(key, loc(AMOUNT[key].label)),
      box,
    ];
  return [
    { key: 'period', title: loc(PERIOD.label), dataIndex: 'period', width: 64 },
    { key: 'dueDate', title: loc(DUE.label), dataIndex: 'dueDate', width: 110 },
    amount('rent', loc(AMOUNT.rent.label)),
    amount('principal', loc(AMOUNT.principal.label)),
    box,
  ];
}

/** The edited periods read-only (a record's 查看, an approver without the task): 第 7 期 5,000.00 · …. */
function EditedRows({ value, mode }: { value: unknown; mode: unknown }) {
  const { t } = useTranslation();
  const key = keyOf(mode);
  const shown = editedOf(value).map((e) =>
    t('change.adjust.edited', { period: e.period, amount: formatAmount(String(e[key] ?? '')) }),
  );
  return <>{shown.join(' · ')}</>;
}

/**
 * How 调整的期次 shows wherever the record is: the periods table as its input (the label above it, the table the
 * card's width) and the edited periods as text where it is read.
 */
export const adjustRowsField: FieldOverride = {
  span: 24,
  // the label on its own line (the form's 130 px label column would be its height in a vertical item)
  itemProps: { layout: 'vertical', labelCol: { flex: 'none' }, wrapperCol: { flex: 'none' } },
  input: (ctx) => <AdjustRowsInput disabled={ctx.disabled} />,
  render: (value, row) => <EditedRows value={value} mode={row.mode} />,
};
