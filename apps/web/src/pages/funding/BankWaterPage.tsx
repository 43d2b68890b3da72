import { formatAmount } from '@flp/shared/format';
import { type FieldDef, attachments, bankLoanWater, l } from '@flp/shared/resources';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { AttachmentsInput, ResourcePage, type Row } from '../../crud';
import { usePermission } from '../../store/auth';

const API = `/api${bankLoanWater.api}`;
/** The statement files of the reconciliation, uploaded as any attachment (put-file: typed by bytes, bounded). */
const FILES: FieldDef = attachments('files', l('银行流水文件', 'Bank statement files'), { max: 12 });

interface Reconciled {
  rows: number;
  matched: Row[];
  unmatchedMovements: Row[];
  unmatchedRows: Row[];
}

/**
 * 银行对账 (sysWater): the company's own statement, as its bank exports it, checked against the movements recorded —
 * what matched (with the bank's reference), what the statement does not show, and its loan rows nobody recorded.
 */
function Reconcile({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<unknown>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reconciled | null>(null);
  const ids = (Array.isArray(files) ? files : []).map((f: Row) => String(f.id));
  const money = { align: 'right' as const, render: formatAmount, width: 140 };
  return (
    <Modal
      open
      width={900}
      className="bank-reconcile"
      title={t('funding.reconcile')}
      okText={t('funding.reconcileRun')}
      okButtonProps={{ disabled: !ids.length }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          setResult(await http.post<Reconciled>(`${API}/sysWater`, { attachIds: ids.join(',') }, { timeout: 300_000 }));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('funding.reconcileHint')} />
        <AttachmentsInput field={FILES} value={files} onChange={setFiles} />
        {result && (
          <>
            <Typography.Text>
              {t('funding.reconcileDone', { rows: result.rows, n: result.matched.length })}
            </Typography.Text>
            <Table<Row>
              size="small"
              rowKey="waterId"
              pagination={false}
              dataSource={result.matched}
              scroll={{ x: 640 }}
              title={() => t('funding.matched')}
              columns={[
                { title: t('funding.movementDate'), dataIndex: 'txnDate', width: 110 },
                { title: t('funding.bookedOn'), dataIndex: 'bookedOn', width: 110 },
                { title: t('funding.amount'), dataIndex: 'amount', ...money },
                { title: t('funding.statementRef'), dataIndex: 'statementRef' },
              ]}
            />
            <Table<Row>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={result.unmatchedMovements}
              scroll={{ x: 640 }}
              title={() => t('funding.notOnStatement')}
              columns={[
                { title: t('funding.movementDate'), dataIndex: 'txnDate', width: 110 },
                { title: t('funding.amount'), dataIndex: 'amount', ...money },
                { title: t('funding.direction'), dataIndex: 'direction', width: 120 },
              ]}
            />
            <Table<Row>
              size="small"
              rowKey={(r) => `${r.fileId}-${r.fileRow}`}
              pagination={false}
              dataSource={result.unmatchedRows}
              scroll={{ x: 640 }}
              title={() => t('funding.notRecorded')}
              columns={[
                { title: t('funding.bookedOn'), dataIndex: 'txnDate', width: 110 },
                { title: t('funding.amount'), dataIndex: 'amount', ...money },
                { title: t('funding.counterparty'), dataIndex: 'counterpartyName' },
                { title: t('funding.statementRef'), dataIndex: 'serialNo' },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}

/** 借款流水: the money moved on each loan — drawdowns and repayments as recorded — and 银行对账 against a statement. */
export default function BankWaterPage() {
  const { t } = useTranslation();
  const canReconcile = usePermission('funding_bank_water_add');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ResourcePage
        def={bankLoanWater}
        hide={{ add: true, edit: true, delete: true }}
        toolbar={() => canReconcile && <Button onClick={() => setOpen(true)}>{t('funding.reconcile')}</Button>}
      />
      {open && <Reconcile onClose={() => setOpen(false)} />}
    </>
  );
}
