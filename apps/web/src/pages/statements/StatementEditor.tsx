import {
  type LineDef,
  type ReportValues,
  STATEMENT_COLUMNS,
  STATEMENT_KINDS,
  type StatementFormat,
  type StatementKind,
  linesOf,
  resolveColumn,
} from '@flp/shared/statements';
import { Alert, Form, type FormInstance, InputNumber, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountFormat, useLoc } from '../../crud';

type Column = 'current' | 'prior';

/**
 * The statements document as a form input: each statement of the report's format as its table of lines, two amounts
 * a line (this period and the comparative), typed as text so no float touches them; a total left empty shows what its
 * lines add up to. The server checks the whole at save (values.ts) and answers each problem by line.
 */
export function StatementEditor({
  value,
  onChange,
  form,
  disabled,
}: {
  value?: ReportValues;
  onChange?: (v: ReportValues) => void;
  form: FormInstance;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const format = (Form.useWatch('format', form) ?? 'CAS2019_NEW') as StatementFormat;
  const doc = value ?? {};

  const set = (kind: StatementKind, code: string, column: Column, v: string | null) => {
    const statement = { ...(doc[kind] ?? {}) };
    const cell = { ...(statement[code] ?? {}), [column]: v === '' ? null : v };
    if (!cell.current && !cell.prior) delete statement[code];
    else statement[code] = cell;
    onChange?.({ ...doc, [kind]: statement });
  };

  const table = (kind: StatementKind) => {
    const lines = linesOf(format, kind);
    const values = doc[kind] ?? {};
    const worked = {
      current: resolveColumn(lines, values, 'current'),
      prior: resolveColumn(lines, values, 'prior'),
    };
    const cell = (line: LineDef, column: Column) =>
      line.kind === 'title' ? null : (
        <InputNumber<string>
          stringMode
          size="small"
          disabled={disabled}
          aria-label={`${loc(line.label)} ${loc(STATEMENT_COLUMNS[kind][column === 'current' ? 0 : 1])}`}
          precision={2}
          value={values[line.code]?.[column] ?? null}
          placeholder={line.kind === 'subtotal' ? (worked[column].get(line.code)?.toFixed(2) ?? '') : ''}
          onChange={(v) => set(kind, line.code, column, v)}
          {...amountFormat}
          style={{ width: '100%' }}
        />
      );
    return (
      <Table<LineDef>
        className={`statement-editor statement-${kind}`}
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={lines}
        scroll={{ y: 420 }}
        columns={[
          {
            title: t('statements.item'),
            dataIndex: 'label',
            render: (_, line) => (
              <span style={{ paddingLeft: line.depth * 16, fontWeight: line.kind === 'subtotal' ? 600 : undefined }}>
                {loc(line.label)}
              </span>
            ),
          },
          { title: loc(STATEMENT_COLUMNS[kind][0]), width: 190, render: (_, line) => cell(line, 'current') },
          { title: loc(STATEMENT_COLUMNS[kind][1]), width: 190, render: (_, line) => cell(line, 'prior') },
        ]}
      />
    );
  };

  return (
    <div className="statement-editor-box">
      <Alert type="info" showIcon title={t('statements.editorHint')} style={{ marginBottom: 8 }} />
      <Tabs items={STATEMENT_KINDS.map((k) => ({ key: k.value, label: loc(k.label), children: table(k.value) }))} />
    </div>
  );
}
