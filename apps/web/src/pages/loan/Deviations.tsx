import { l, loan, termDeviations } from '@flp/shared/resources';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, type RecordTab, type Row, useLoc } from '../../crud';

/** The contract a disbursement's detail brings along (`related.contractId`), when it does. */
const contractOf = (row: Row) => (row.related as Record<string, Row> | undefined)?.contractId;

const deviationsOf = (row: Row) => {
  const contract = contractOf(row);
  return contract ? termDeviations(row, contract) : [];
};

/**
 * 与合同不同的条款: each lease term the disbursement sets itself beside the signed contract's — what its approvers
 * decide on besides the amount. Nothing shows when every term is the contract's.
 */
function Deviations({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const contract = contractOf(row) ?? {};
  const field = (name: string) => loan.fields.find((f) => f.name === name)!;
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('loan.deviationsHint')} />
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        data-testid="loan-deviations"
        dataSource={deviationsOf(row)}
        columns={[
          { key: 'label', title: t('loan.term'), render: (_, d) => loc(d.label) },
          {
            key: 'contract',
            title: t('loan.contractValue'),
            align: 'right',
            render: (_, d) => <FieldValue field={field(d.field)} value={d.contract} row={contract} />,
          },
          {
            key: 'own',
            title: t('loan.ownValue'),
            align: 'right',
            render: (_, d) => <FieldValue field={field(d.field)} value={d.own} row={row} />,
          },
        ]}
      />
    </>
  );
}

/** Beside a disbursement's approval, first of its tabs when it departs from the contract. */
export const deviationsTab: RecordTab = {
  key: 'deviations',
  label: l('与合同不同的条款', 'Terms that differ from the contract'),
  show: (row) => deviationsOf(row).length > 0,
  render: (row) => <Deviations row={row} />,
};
