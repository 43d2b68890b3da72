import { formatAmount } from '@flp/shared/format';
import { guaranteeChange } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import type { FieldOverride, Row } from '../../crud';

const GC = `/api${guaranteeChange.api}`;

/** A contract's security as it stands: its own guarantees and 抵质押合同 not released. */
interface ContractSecurity {
  guarantees: Row[];
  bases: Row[];
}

const useContractSecurity = (contractId: string) =>
  useQuery({
    queryKey: ['guaranteeChange', 'security', contractId],
    queryFn: () => http.get<ContractSecurity>(`${GC}/contractSecurity`, { contractId }),
    enabled: !!contractId,
  });

/** What a person tells them by: the number, who gives it, the amount. */
const optionOf = (r: Row, who: string) => ({
  value: String(r.id),
  label: `${r.guaranteeNo ?? r.mortpleNo} · ${r[who] ?? ''} · ${formatAmount(r.amount)}`,
});

/**
 * The releases of a 担保变更: the chosen contract's live guarantees (`kind` guarantees) or 抵质押合同 (`bases`), several
 * at once, kept as the comma list of ids the record stores.
 */
function SecurityPicker({
  kind,
  value,
  onChange,
  disabled,
  id,
}: {
  kind: keyof ContractSecurity;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const contractId = String(Form.useWatch('contractId', Form.useFormInstance()) ?? '');
  const security = useContractSecurity(contractId);
  if (!contractId) return <Typography.Text type="secondary">{t('change.field.chooseContract')}</Typography.Text>;
  const rows = security.data?.[kind] ?? [];
  const chosen = String(value ?? '')
    .split(',')
    .filter(Boolean);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      loading={security.isLoading}
      value={chosen}
      onChange={(ids: string[]) => onChange?.(ids.join(','))}
      notFoundContent={t('change.field.noSecurity')}
      options={rows.map((r) => optionOf(r, kind === 'guarantees' ? 'guarantorName' : 'ownerName'))}
    />
  );
}

/** 担保变更's two release fields on its screen, start form and tasks. */
export const securityFields: Record<string, FieldOverride> = {
  // A row each: a chosen security's number, giver and amount read whole.
  releaseGuaranteeIds: { span: 24, input: (ctx) => <SecurityPicker kind="guarantees" disabled={ctx.disabled} /> },
  releaseBaseIds: { span: 24, input: (ctx) => <SecurityPicker kind="bases" disabled={ctx.disabled} /> },
};
