import { CONSUMER_STATES, consumer } from '@flp/shared/resources';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type PageContext, ResourcePage, type Row } from '../../crud';
import { customerApi } from './api';

/** 消费者登记: registrations from the platforms; a pending one is passed or sent back (with the reason). */
export default function ConsumerPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [backing, setBacking] = useState<{ row: Row; ctx: PageContext } | null>(null);
  const pass = (row: Row, ctx: PageContext) =>
    modal.confirm({
      title: t('customer.passConfirm'),
      content: String(row.name ?? ''),
      onOk: async () => {
        await customerApi.passConsumer(String(row.id));
        message.success(t('customer.done'));
        await ctx.reload();
      },
    });
  return (
    <>
      <ResourcePage
        def={consumer}
        rowActions={(row, ctx) =>
          row.regState === CONSUMER_STATES.pending &&
          ctx.can('customer_consumer_audit') && (
            <>
              <Button type="link" size="small" onClick={() => pass(row, ctx)}>
                {t('customer.pass')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setBacking({ row, ctx })}>
                {t('customer.back')}
              </Button>
            </>
          )
        }
      />
      <ActionDialog<{ reason?: string }>
        open={!!backing}
        title={t('customer.backTitle')}
        success={t('customer.done')}
        formProps={{ layout: 'vertical' }}
        onSubmit={(v) => customerApi.backConsumer(String(backing?.row.id), v.reason)}
        onClose={(saved) => {
          if (saved) void backing?.ctx.reload();
          setBacking(null);
        }}
      >
        <Form.Item name="reason" label={t('customer.backReason')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={3} maxLength={255} />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
