import { formatAmount } from '@flp/shared/format';
import { SETTLE_QUOTE_LINES, earlySettlement, l } from '@flp/shared/resources';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RecordTab, type Row, useLoc } from '../../crud';
import { useScreen } from '../../shell/responsive';
import type { QuoteLine } from './api';
import { BesideIou } from './BesideIou';

/** The lines that close a quote, shown bold: the total and, on a record, what is payable after the waiver. */
const BOLD = new Set(['total', 'payable']);

/**
 * A settlement quote's lines: 项目 / 金额 / 计算依据 (the rule column only when the lines carry their rules, as the
 * settle views answer them; on a phone each rule under its item), the amounts right-aligned with separators, the
 * total bold.
 */
export function QuoteTable({ lines, testId }: { lines: QuoteLine[]; testId?: string }) {
  const { t } = useTranslation();
  // on a phone the rule goes under its item, the amount keeping its width
  const small = useScreen() === 'xs';
  const ruled = lines.some((line) => line.rule);
  const strong = (line: QuoteLine, text: string) =>
    BOLD.has(line.key) ? <Typography.Text strong>{text}</Typography.Text> : text;
  const rule = (line: QuoteLine) => <Typography.Text type="secondary">{line.rule ?? ''}</Typography.Text>;
  return (
    <Table<QuoteLine>
      size="small"
      rowKey="key"
      pagination={false}
      data-testid={testId}
      dataSource={lines}
      columns={[
        {
          key: 'label',
          title: t('change.quoteItem'),
          render: (_, line) =>
            small && line.rule ? (
              <Flex vertical>
                {strong(line, line.label)}
                {rule(line)}
              </Flex>
            ) : (
              strong(line, line.label)
            ),
        },
        {
          key: 'amount',
          title: t('change.quoteAmount'),
          align: 'right',
          width: small ? 110 : 140,
          render: (_, line) => strong(line, formatAmount(line.amount)),
        },
        ...(ruled && !small
          ? [{ key: 'rule', title: t('change.quoteRule'), render: (_: unknown, line: QuoteLine) => rule(line) }]
          : []),
      ]}
    />
  );
}

const fieldOf = (name: string) => earlySettlement.fields.find((f) => f.name === name)!;

/** A settlement record's own quote lines (priced by the server at its last save), then the waiver and what is payable. */
const RECORD_LINES = [...SETTLE_QUOTE_LINES, 'waiver', 'payable'].map(fieldOf);

/**
 * What an approver of a settlement decides on: the record's quote lines as the server priced them, beside the IOU's
 * figures as of the settlement date.
 */
function RecordQuote({ row }: { row: Row }) {
  const loc = useLoc();
  const lines = RECORD_LINES.map((f) => ({ key: f.name, label: loc(f.label), amount: String(row[f.name] ?? '0') }));
  return (
    <BesideIou iouId={String(row.iouId ?? '')} date={String(row.trandate ?? '')}>
      <QuoteTable lines={lines} testId="settle-record-quote" />
    </BesideIou>
  );
}

/** A settlement's quote: a tab of its 查看 drawer and, beside its approval, a decision tab (the change area's families). */
export const settleQuoteTab: RecordTab = {
  key: 'settleQuote',
  label: l('结清试算', 'Settlement quote'),
  render: (row) => <RecordQuote row={row} />,
};
