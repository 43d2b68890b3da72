import { PlusOutlined } from '@ant-design/icons';
import { RECORD_STATES, l, loan, loanFamily } from '@flp/shared/resources';
import { Button, Empty, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type RecordTab, ResourcePage, type ResourcePageHandle, type Row } from '../../crud';
import { HistoryTimeline } from '../work/process/HistoryTimeline';
import { useFamilyActions } from '../work/useFamilyActions';
import { conditionsTab } from './Checklist';
import { StartLoanDialog } from './StartLoanDialog';
import { loanApi } from './api';

const TABS: RecordTab[] = [
  conditionsTab,
  { key: 'approvals', label: l('审批记录', 'Approvals'), render: (row) => <Approvals row={row} /> },
];

function Approvals({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.processInstanceId) return <Empty description={t('loan.notSubmitted')} />;
  return <HistoryTimeline processInstanceId={String(row.processInstanceId)} />;
}

/** Disbursements are started and changed through the loan family, never the generic form. */
const HIDE = { add: true, edit: true, delete: true } as const;

/**
 * 放款申请: the disbursements with their approval state; 发起放款 (a signed contract chosen, its checklist shown,
 * then the family's start form), the family's actions (提交审批, 撤回, 查看流程: useFamilyActions), 退回 (send back to
 * the starter) for one in approval; 查看 shows its conditions precedent as checked and its approvals.
 */
export default function LoanApplyPage() {
  const { t } = useTranslation();
  const ref = useRef<ResourcePageHandle>(null);
  const [starting, setStarting] = useState(false);
  const [sendingBack, setSendingBack] = useState<Row | null>(null);
  const familyActions = useFamilyActions(loanFamily, { name: (row) => String(row.loanNo || t('loan.startTitle')) });
  return (
    <>
      <ResourcePage
        def={loan}
        handleRef={ref}
        hide={HIDE}
        recordTabs={TABS}
        menuWidth={260}
        toolbar={(ctx) =>
          ctx.can('loan_apply_add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
              {t('loan.start')}
            </Button>
          )
        }
        rowActions={(row, ctx) => (
          <>
            {familyActions(row, ctx)}
            {row.flowState === RECORD_STATES.running && (
              <Button type="link" size="small" danger onClick={() => setSendingBack(row)}>
                {t('loan.disagree')}
              </Button>
            )}
          </>
        )}
      />
      <StartLoanDialog open={starting} onClose={() => setStarting(false)} />
      <ActionDialog<{ comment: string }>
        open={!!sendingBack}
        title={t('loan.disagreeTitle')}
        width={520}
        formProps={{ layout: 'vertical' }}
        success={t('loan.sentBack')}
        onSubmit={(v) => loanApi.disagree(String(sendingBack?.id), v.comment)}
        onClose={(saved) => {
          setSendingBack(null);
          if (saved) void ref.current?.reload();
        }}
      >
        <Form.Item
          name="comment"
          label={t('loan.reason')}
          rules={[{ required: true, message: t('crud.enter', { label: t('loan.reason') }) }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
