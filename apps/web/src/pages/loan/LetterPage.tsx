import { PlusOutlined } from '@ant-design/icons';
import { repaymentLetter, zjzfqrhFamily } from '@flp/shared/resources';
import { App, Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { ActionDialog, FieldInput, ResourcePage, type ResourcePageHandle, type Row, useLoc } from '../../crud';
import { startableStates } from '../work/familyActions';
import { useFamilyActions } from '../work/useFamilyActions';
import { loanApi } from './api';

const iouField = repaymentLetter.fields.find((f) => f.name === 'iouId')!;
const OPEN_STATES = startableStates(zjzfqrhFamily);

/**
 * 租金支付确认函: a letter made for an IOU whose schedule is in effect (新建确认函), its notice generated (生成通知书:
 * the schedule, the lessee and the amounts in capitals, as Word), and — the lessee's signed return uploaded on the
 * family's form — sent for approval (the `zjzfqrh` family's actions: useFamilyActions).
 */
export default function LetterPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const familyActions = useFamilyActions(zjzfqrhFamily);
  const ref = useRef<ResourcePageHandle>(null);
  const [creating, setCreating] = useState(false);
  const notice = async (row: Row) => {
    const doc = await loanApi.createNotice(String(row.id));
    message.success(t('loan.noticeMade', { name: doc.name }));
    void ref.current?.reload();
    await attachmentsApi.open(doc.link);
  };
  return (
    <>
      <ResourcePage
        def={repaymentLetter}
        handleRef={ref}
        hide={{ add: true, edit: true }}
        view="drawer"
        menuWidth={320}
        toolbar={(ctx) =>
          ctx.can('loan_letter_add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('loan.newLetter')}
            </Button>
          )
        }
        rowActions={(row, ctx) => (
          <>
            {OPEN_STATES.includes(String(row.flowState)) && ctx.can('loan_letter_edit') && (
              <Button type="link" size="small" onClick={() => void notice(row)}>
                {t('loan.notice')}
              </Button>
            )}
            {familyActions(row, ctx)}
          </>
        )}
      />
      <ActionDialog<{ iouId: string }>
        open={creating}
        title={t('loan.newLetter')}
        width={520}
        formProps={{ layout: 'vertical' }}
        success={t('loan.letterSaved')}
        onSubmit={(v) => loanApi.saveLetter(String(v.iouId))}
        onClose={(saved) => {
          setCreating(false);
          if (saved) void ref.current?.reload();
        }}
      >
        <Form.Item
          name="iouId"
          label={loc(iouField.label)}
          rules={[{ required: true, message: t('crud.choose', { label: loc(iouField.label) }) }]}
        >
          <FieldInput field={iouField} />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
