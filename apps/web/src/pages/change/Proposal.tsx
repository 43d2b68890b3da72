import { type FieldChangeDecl, type FieldDef, changeableFields } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type FieldOverride, FieldInput, FieldValue, type Row, useLoc } from '../../crud';
import { useScreen } from '../../shell/responsive';

/** The proposal as the record keeps it: `{field: value}` (json, or its text from an older read). */
const proposalOf = (v: unknown): Row => {
  const raw = typeof v === 'string' ? JSON.parse(v || '{}') : v;
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Row) : {};
};

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The target as it stands: the project (getProcessproVO) or the contract (getBeforeContractVO) the change names, any
 * other (a guarantee) by its own detail call.
 */
function useTarget(decl: FieldChangeDecl, id: string) {
  const read = () => {
    if (decl.target.field === 'projectId') return http.get<Row>(`/api${decl.api}/getProcessproVO`, { entId: id });
    if (decl.target.field === 'contractId')
      return http.get<Row>(`/api${decl.api}/getBeforeContractVO`, { contractId: id });
    return http.get<Row>(`/api${decl.target.def().api}/detail`, { id });
  };
  return useQuery({ queryKey: ['change', 'field-target', decl.name, id], queryFn: read, enabled: !!id });
}

/**
 * 变更内容 as an input: each field the declaration may change, its value now beside a box for the new one; only what
 * is typed is proposed (the server keeps what differs and says when nothing does). It reads the target from its form,
 * so it serves the start form and the starter's adjust step alike.
 */
function ProposalInput({
  decl,
  value,
  onChange,
  disabled,
  id,
}: {
  decl: FieldChangeDecl;
  value?: unknown;
  onChange?: (v: Row) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const form = Form.useFormInstance();
  const targetId = String(Form.useWatch(decl.target.field, form) ?? '');
  const target = useTarget(decl, targetId);
  const small = useScreen() === 'xs';
  const proposal = proposalOf(value);
  if (!targetId)
    return (
      <Typography.Text type="secondary">
        {t('change.field.chooseTarget', { target: loc(decl.target.label) })}
      </Typography.Text>
    );
  if (target.isError) return <Alert type="warning" showIcon title={(target.error as Error).message} />;
  const set = (name: string, v: unknown) => {
    const next = { ...proposal };
    if (empty(v)) delete next[name];
    else next[name] = v;
    onChange?.(next);
  };
  const now = target.data ?? {};
  return (
    <Table<FieldDef>
      id={id}
      size="small"
      bordered
      rowKey="name"
      pagination={false}
      loading={target.isLoading}
      dataSource={changeableFields(decl)}
      data-testid="proposal"
      style={{ maxWidth: 760 }}
      columns={[
        { key: 'item', title: t('change.field.item'), render: (_, f) => loc(f.label), width: small ? 90 : 160 },
        {
          key: 'current',
          title: t('change.field.current'),
          render: (_, f) => <FieldValue field={f} value={now[f.name]} row={now} />,
        },
        {
          key: 'proposed',
          title: t('change.field.proposed'),
          render: (_, f) => (
            <FieldInput
              field={f}
              disabled={disabled}
              placeholder={t('change.field.unchanged')}
              value={proposal[f.name]}
              onChange={(v) => set(f.name, v)}
            />
          ),
        },
      ]}
    />
  );
}

/** The proposal read: each field it changes and the value proposed (the diff tab sets them beside the values before). */
function ProposalView({ decl, value }: { decl: FieldChangeDecl; value: unknown }) {
  const loc = useLoc();
  const proposal = proposalOf(value);
  const fields = changeableFields(decl).filter((f) => Object.hasOwn(proposal, f.name));
  return (
    <span>
      {fields.map((f, i) => (
        <span key={f.name}>
          {i > 0 && '; '}
          {loc(f.label)}: <FieldValue field={f} value={proposal[f.name]} />
        </span>
      ))}
    </span>
  );
}

/** The `proposed` field of a field change's record, on its screen, its start form and its tasks. */
export const proposedField = (decl: FieldChangeDecl): FieldOverride => ({
  span: 24,
  itemProps: { layout: 'vertical', labelCol: { flex: 'none' }, wrapperCol: { flex: 'none' } },
  input: (ctx) => <ProposalInput decl={decl} disabled={ctx.disabled} />,
  render: (value) => <ProposalView decl={decl} value={value} />,
});
