import { RECEIPT_STATES, type Localized, l, receipt, recoilFamily, repaymentRecoil } from '@flp/shared/resources';
import { App, Button, Form, Tag, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormHooks, type RecordTab, ResourcePage, type ResourcePageHandle, type Row, useLoc } from '../../crud';
import { AllocationPreviewOf } from './AllocationView';
import { receiptApi } from './api';
import { useStartFamily } from '../project/useStartFamily';
import { ApplyCreditDialog, VerifyDialog } from './ReceiptDialogs';

/** While entering: the chosen IOU's amounts and what this receipt would pay (the server's preview). */
const FORM: FormHooks = {
  extraAfter: 'amount',
  extra: ({ form }) => <IouFigures form={form} />,
};

function IouFigures({ form }: { form: Parameters<NonNullable<FormHooks['extra']>>[0]['form'] }) {
  const iouId = Form.useWatch('iouId', form);
  const kind = Form.useWatch('receiptKind', form);
  const date = Form.useWatch('receiptDate', form);
  const amount = Form.useWatch('amount', form);
  if (!iouId || (kind && kind !== 'rent')) return null;
  const receiptDate = date ? (typeof date === 'string' ? date : date.format?.('YYYY-MM-DD')) : undefined;
  return (
    <AllocationPreviewOf iouId={String(iouId)} receiptDate={receiptDate} amount={amount ? String(amount) : undefined} />
  );
}

/** 查看: the receipt, its allocation lines (the child list), and its IOU's amounts as of today. */
const TABS: RecordTab[] = [
  {
    key: 'iou',
    label: l('借据应收', 'IOU amounts'),
    show: (row) => !!row.iouId,
    render: (row) => <AllocationPreviewOf iouId={String(row.iouId)} />,
  },
];

/** The contract is the IOU's (shown in the record): the list keeps room for date, amount and state. */
const FIELDS = { contractId: { list: false } };

const state = (row: Row) => String(row.receiptState ?? '');

/**
 * 核销 or 复核 for a row: disabled, with the server's reason as its tooltip, where the caller may not take that step
 * (`verifiable` / `reviewable` false: he entered, changed or verified it — four eyes).
 */
function FourEyesAction(props: { allowed: unknown; refusal: unknown; onClick(): void; children: ReactNode }) {
  const loc = useLoc();
  return (
    <Tooltip title={props.refusal ? loc(props.refusal as Localized) : undefined}>
      <Button type="link" size="small" disabled={props.allowed === false} onClick={props.onClick}>
        {props.children}
      </Button>
    </Tooltip>
  );
}

/**
 * One list of receipts (all, or those awaiting verification or review through `listPath`) with the actions their
 * state allows: 核销 (with the allocation preview; disabled, with the reason, for whoever entered or last changed it),
 * 取消核销, 复核 (disabled for whoever entered or verified it), 冲抵预收 where credit is held. 查看 shows the allocation lines.
 */
export function ReceiptList(props: {
  listPath?: string;
  params?: Row;
  tableId: string;
  entry?: boolean;
  /** The list's bulk step on the selected rows: 批量核销 (awaiting verification) or 批量复核 (awaiting review). */
  bulk?: 'verify' | 'review';
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const ref = useRef<ResourcePageHandle>(null);
  const [verifying, setVerifying] = useState<Row | null>(null);
  const [crediting, setCrediting] = useState<Row | null>(null);
  const startFamily = useStartFamily();
  const reload = () => void ref.current?.reload();
  const confirm = (content: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      content,
      onOk: async () => {
        await run();
        message.success(done);
        reload();
      },
    });
  return (
    <>
      <ResourcePage
        def={receipt}
        handleRef={ref}
        tableId={props.tableId}
        listPath={props.listPath}
        params={props.params}
        recordTabs={TABS}
        fields={FIELDS}
        form={FORM}
        hide={props.entry ? {} : { add: true, import: true, delete: true }}
        menuWidth={300}
        toolbar={(ctx) => {
          const step = props.bulk;
          if (!step || !ctx.can(step === 'verify' ? 'loan_receipt_verify' : 'loan_receipt_review')) return null;
          return (
            <Button
              onClick={() =>
                ctx.confirmSelected({
                  confirm: t(`receipt.${step}SelectedConfirm`),
                  // One call for them all: the server takes every one or none (four eyes per receipt).
                  run: (rows) => receiptApi[step](rows.map((r) => String(r.id))),
                  success: t(`receipt.${step}Done`),
                })
              }
            >
              {t(`receipt.${step}Selected`)}
            </Button>
          );
        }}
        rowActions={(row, ctx) => (
          <>
            {state(row) === RECEIPT_STATES.entered && ctx.can('loan_receipt_verify') && (
              <FourEyesAction allowed={row.verifiable} refusal={row.verifyRefusal} onClick={() => setVerifying(row)}>
                {t('receipt.verify')}
              </FourEyesAction>
            )}
            {state(row) === RECEIPT_STATES.verified && ctx.can('loan_receipt_verify') && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm(
                    t('receipt.unverifyConfirm', { no: row.receiptNo }),
                    () => receiptApi.unverify([String(row.id)]),
                    t('receipt.unverifyDone'),
                  )
                }
              >
                {t('receipt.unverify')}
              </Button>
            )}
            {state(row) === RECEIPT_STATES.verified && ctx.can('loan_receipt_review') && (
              <FourEyesAction
                allowed={row.reviewable}
                refusal={row.reviewRefusal}
                onClick={() =>
                  confirm(
                    t('receipt.reviewConfirm', { no: row.receiptNo }),
                    () => receiptApi.review([String(row.id)]),
                    t('receipt.reviewDone'),
                  )
                }
              >
                {t('receipt.review')}
              </FourEyesAction>
            )}
            {/* 冲销: a reviewed receipt is reversed through the recoil family's start form, naming it — unless one is
                in approval already (the server says so: one reversal in approval per receipt) */}
            {state(row) === RECEIPT_STATES.reviewed && row.recoilRunning === true && (
              <Tag color="orange">{t('receipt.recoilRunning')}</Tag>
            )}
            {state(row) === RECEIPT_STATES.reviewed &&
              row.recoilRunning !== true &&
              ctx.can(`${repaymentRecoil.permission}_add`) && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    void startFamily(recoilFamily.code, {
                      receiptId: String(row.id),
                      name: String(row.receiptNo ?? ''),
                    })
                  }
                >
                  {t('receipt.recoil')}
                </Button>
              )}
            {Number(row.creditAmount ?? 0) > 0 && row.iouId && ctx.can('loan_receipt_verify') && (
              <Button type="link" size="small" onClick={() => setCrediting(row)}>
                {t('receipt.applyCredit')}
              </Button>
            )}
          </>
        )}
      />
      <VerifyDialog
        row={verifying}
        onClose={(saved) => {
          setVerifying(null);
          if (saved) reload();
        }}
      />
      <ApplyCreditDialog
        row={crediting}
        onClose={(saved) => {
          setCrediting(null);
          if (saved) reload();
        }}
      />
    </>
  );
}
