import { iou, l, repaymentFamily } from '@flp/shared/resources';
import { App, Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionDialog,
  FieldInput,
  type RecordTab,
  ResourcePage,
  type ResourcePageHandle,
  type Row,
  useLoc,
} from '../../crud';
import { IouChangeMenu } from '../change/IouChangeMenu';
import { iouChangesTab } from '../change/IouChanges';
import { useStartFamily } from '../project/useStartFamily';
import { startableStates } from '../work/familyActions';
import { IouTerms } from './IouTerms';
import { IouPeriods, IouSchedules } from './Periods';
import { loanApi } from './api';

const TABS: RecordTab[] = [
  { key: 'terms', label: l('租赁条件', 'Lease terms'), render: (row) => <IouTerms row={row} /> },
  { key: 'periods', label: l('租金明细', 'Periods'), render: (row) => <IouPeriods iouId={String(row.id)} /> },
  {
    key: 'schedules',
    label: l('租金支付表', 'Rent schedules'),
    render: (row) => <IouSchedules iouId={String(row.id)} />,
  },
  iouChangesTab,
];

/** The servicing options staff may change while the IOU is repaying (updateIou). */
const OPTION_FIELDS = iou.fields.filter((f) =>
  ['graceDays', 'penaltyRate', 'allocationOrder', 'autoApplyCredit', 'remark'].includes(f.name),
);

/** A schedule not yet in effect (it may be sent for approval). */
const OPEN_STATES = startableStates(repaymentFamily);

/** IOUs come from approved disbursements: no add, edit or delete here. */
const HIDE = { add: true, edit: true, delete: true } as const;

/**
 * 借据信息: the IOUs with their servicing state; 查看 shows the lease terms, the periods with what was paid, overdue days
 * and 罚息 (with the rent and repayment schedules as Excel), and the schedule versions. Row actions: 还款设置 and
 * 提交支付表 (the `repayment` family's start) for a schedule not yet in effect; 变更 for an IOU repaying, a drop-down of
 * the changes the user may start (提前结清, 展期, 借据变更, 租金计划调整, 宽限期调整, 核销: IouChangeMenu). 查看 also lists the
 * IOU's changes (租后变更).
 */
export default function IouPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const start = useStartFamily();
  const ref = useRef<ResourcePageHandle>(null);
  const [editing, setEditing] = useState<Row | null>(null);

  const submitSchedule = async (row: Row) => {
    const detail = await loanApi.iouDetail(String(row.id));
    const open = detail.schedules.find((s) => OPEN_STATES.includes(String(s.flowState)));
    if (!open) {
      message.info(t('loan.noDraft'));
      return;
    }
    await start('repayment', { id: String(open.id), name: String(open.scheduleNo) });
  };

  return (
    <>
      <ResourcePage
        def={iou}
        handleRef={ref}
        hide={HIDE}
        recordTabs={TABS}
        menuWidth={360}
        rowActions={(row, ctx) => (
          <>
            {ctx.can('loan_iou_edit') && row.iouState === 'active' && (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('loan.options')}
              </Button>
            )}
            {OPEN_STATES.includes(String(row.scheduleState)) && (
              <Button type="link" size="small" onClick={() => void submitSchedule(row)}>
                {t('loan.submitSchedule')}
              </Button>
            )}
            <IouChangeMenu row={row} can={ctx.can} />
          </>
        )}
      />
      <ActionDialog<Row>
        open={!!editing}
        title={t('loan.options')}
        width={560}
        initialValues={editing ?? {}}
        formProps={{ layout: 'vertical' }}
        success={t('loan.optionsSaved')}
        onSubmit={(v) => loanApi.updateIou({ ...v, id: editing?.id, version: editing?.version })}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void ref.current?.reload();
        }}
      >
        {OPTION_FIELDS.map((f) => (
          <Form.Item key={f.name} name={f.name} label={loc(f.label)}>
            <FieldInput field={f} />
          </Form.Item>
        ))}
      </ActionDialog>
    </>
  );
}
