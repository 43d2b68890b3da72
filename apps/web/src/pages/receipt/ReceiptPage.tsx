import { bankRepaymentPlan, hkqrFamily, receiptBatch } from '@flp/shared/resources';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormHooks, type RecordTab, ResourcePage } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { receiptApi } from './api';
import { batchReceiptsTab } from './BatchReceipts';
import { ReceiptList } from './ReceiptList';

const NO_EDIT = { add: true, edit: true, delete: true } as const;
/** 查看 a batch: its receipts, as imported. */
const BATCH_TABS: RecordTab[] = [batchReceiptsTab];

/** 上传银行还款计划: the form saves the plan and starts its approval (yhhkjh has no form page of its own). */
const PLAN_FORM: FormHooks = { submit: (body) => receiptApi.startPlan(body) };
/** Here a lease IOU's plan: a drawdown's is filed from the drawdown (银行借据's 银行还款计划 tab). */
const PLAN_FIELDS = { bankIouId: { form: false, search: false } };

/**
 * 收款确认: the receipts by where they stand — 待核销 (entered, with 新增 and the Excel import), 待复核, 已复核, all —
 * then the imported batches (回款确认, submitted for confirmation: the hkqr family's actions, its start in place) and
 * the banks' repayment plans.
 */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const batchActions = useFamilyActions(hkqrFamily, {
    startLabel: t('receipt.submitBatch'),
    startedMessage: t('receipt.submitBatchDone'),
  });
  const [tab, setTab] = useState('entered');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'entered',
          label: t('receipt.entered'),
          children: <ReceiptList tableId="receipt-entered" listPath="listInfo" entry bulk="verify" />,
        },
        {
          key: 'verified',
          label: t('receipt.verified'),
          children: <ReceiptList tableId="receipt-verified" listPath="reviewListInfo" bulk="review" />,
        },
        {
          key: 'reviewed',
          label: t('receipt.reviewed'),
          children: <ReceiptList tableId="receipt-reviewed" params={{ receiptState: 'reviewed' }} />,
        },
        { key: 'all', label: t('receipt.all'), children: <ReceiptList tableId="receipt-all" /> },
        {
          key: 'batches',
          label: t('receipt.batches'),
          children: (
            <ResourcePage def={receiptBatch} hide={NO_EDIT} recordTabs={BATCH_TABS} rowActions={batchActions} />
          ),
        },
        {
          key: 'plans',
          label: t('receipt.plans'),
          children: (
            <ResourcePage
              def={bankRepaymentPlan}
              fields={PLAN_FIELDS}
              hide={{ edit: true, delete: true }}
              form={PLAN_FORM}
            />
          ),
        },
      ]}
    />
  );
}
