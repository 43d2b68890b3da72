import { APPLY_STATES, consumerApply } from '@flp/shared/resources';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type PageContext, ResourcePage, type Row } from '../../crud';
import { customerApi } from './api';

/** 消费产品申请: applications by page, platform and status; a pending one is approved or rejected with an opinion. */
export default function ProapplyPage() {
  const { t } = useTranslation();
  const [examining, setExamining] = useState<{ row: Row; ctx: PageContext } | null>(null);
  return (
    <>
      <ResourcePage
        def={consumerApply}
        rowActions={(row, ctx) =>
          row.applyState === APPLY_STATES.pending &&
          ctx.can('customer_proapply_examine') && (
            <Button type="link" size="small" onClick={() => setExamining({ row, ctx })}>
              {t('customer.examine')}
            </Button>
          )
        }
      />
      <ActionDialog<{ result: 'approve' | 'reject'; opinion?: string }>
        open={!!examining}
        title={`${t('customer.examineTitle')} — ${String(examining?.row.applicant ?? '')}`}
        initialValues={{ result: 'approve' }}
        success={t('customer.done')}
        formProps={{ layout: 'vertical' }}
        onSubmit={(v) => customerApi.examine(String(examining?.row.id), v.result, v.opinion)}
        onClose={(saved) => {
          if (saved) void examining?.ctx.reload();
          setExamining(null);
        }}
      >
        <Form.Item name="result" label={t('customer.result')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'approve', label: t('customer.approve') },
              { value: 'reject', label: t('customer.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('customer.opinion')}
          dependencies={['result']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v) =>
                getFieldValue('result') === 'reject' && !v
                  ? Promise.reject(new Error(t('customer.opinionRequired')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
