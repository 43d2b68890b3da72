import { RENT_METHOD_OPTIONS, repaymentFamily, repaymentSchedule } from '@flp/shared/resources';
import { Button, Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { ActionDialog, ResourcePage, type ResourcePageHandle, type Row, useLoc } from '../../crud';
import { startableStates } from '../work/familyActions';
import { useFamilyActions } from '../work/useFamilyActions';
import { loanApi } from './api';

/** Not yet in effect: where its approval starts from. */
const OPEN_STATES = startableStates(repaymentFamily);
const typeField = repaymentSchedule.fields.find((f) => f.name === 'repaymentType')!;

/**
 * 租金支付表: every schedule version with its approval state; 查看 shows its periods. Not yet in effect, a schedule
 * may be regenerated with another rent method (更改还款方式), removed, or sent for approval (the `repayment` family's
 * actions: useFamilyActions); in effect, it changes only through the change families. Both Excel downloads on every
 * row.
 */
export default function SchedulePage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const familyActions = useFamilyActions(repaymentFamily);
  const ref = useRef<ResourcePageHandle>(null);
  const [changing, setChanging] = useState<Row | null>(null);
  const open = (row: Row) => OPEN_STATES.includes(String(row.flowState));
  return (
    <>
      <ResourcePage
        def={repaymentSchedule}
        handleRef={ref}
        hide={{ add: true }}
        view="drawer"
        menuWidth={380}
        rowActions={(row, ctx) => (
          <>
            {familyActions(row, ctx)}
            {open(row) && ctx.can('loan_schedule_edit') && (
              <Button type="link" size="small" onClick={() => setChanging(row)}>
                {t('loan.changeMethod')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => void attachmentsApi.open(loanApi.downloadUrl('downloadRent', String(row.id)))}
            >
              {t('loan.downloadRent')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => void attachmentsApi.open(loanApi.downloadUrl('downloadRepay', String(row.id)))}
            >
              {t('loan.downloadRepay')}
            </Button>
          </>
        )}
      />
      <ActionDialog<{ repaymentType: string }>
        open={!!changing}
        title={t('loan.changeMethod')}
        width={480}
        initialValues={{ repaymentType: String(changing?.repaymentType ?? '') || undefined }}
        formProps={{ layout: 'vertical' }}
        success={t('loan.methodChanged')}
        onSubmit={(v) => loanApi.updateSch(String(changing?.id), v.repaymentType)}
        onClose={(saved) => {
          setChanging(null);
          if (saved) void ref.current?.reload();
        }}
      >
        <Form.Item name="repaymentType" label={loc(typeField.label)} rules={[{ required: true }]}>
          <Select options={RENT_METHOD_OPTIONS.map((o) => ({ value: o.value, label: loc(o.label) }))} />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
