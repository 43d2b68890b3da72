import { CloudUploadOutlined, RedoOutlined, SyncOutlined } from '@ant-design/icons';
import {
  ORDER_STATES,
  OUTSIDE_ORDER_API,
  OUTSIDE_PERMISSIONS,
  ORDER_SERVICES,
  fieldLabel,
  outsideOrder,
} from '@flp/shared/resources';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type PageContext, type Row, ResourcePage } from '../../crud';
import { useLoc } from '../../crud/labels';

const API = `/api${OUTSIDE_ORDER_API}`;

/** 下单: a service for a company, from the tenant's provider (a 409 says when none is configured). */
function PlaceDialog({ open, onClose, onPlaced }: { open: boolean; onClose(): void; onPlaced(row: Row): void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const f = (name: string) => loc(fieldLabel(outsideOrder, name));
  return (
    <Modal
      open={open}
      title={t('outside.placeTitle')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        setBusy(true);
        try {
          onPlaced(await http.post<Row>(`${API}/place`, v));
          form.resetFields();
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ service: ORDER_SERVICES[0].value }}>
        <Form.Item name="service" label={f('service')} rules={[{ required: true }]}>
          <Select options={ORDER_SERVICES.map((s) => ({ value: s.value, label: loc(s.label) }))} />
        </Form.Item>
        <Form.Item name="subjectName" label={f('subjectName')} rules={[{ required: true, min: 2 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="subjectCode" label={f('subjectCode')}>
          <Input maxLength={18} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 外部服务订单: what was ordered from outside services, where each stands and why one failed; 下单 orders one, 同步
 * asks the provider about a processing one now, 重试 asks again for a failed one. 查看 shows the result.
 */
export default function OutsideOrderPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const [placing, setPlacing] = useState<PageContext | null>(null);
  const stateOf = (row: Row) =>
    loc(ORDER_STATES.find((s) => s.value === row.orderState)?.label ?? { 'zh-CN': '', 'en-US': '' });
  const act = async (ctx: PageContext, call: 'sync' | 'retry', row: Row) => {
    const after = await http.post<Row>(`${API}/${call}`, { orderNo: row.orderNo });
    message.info(t('outside.placed', { no: after.orderNo, state: stateOf(after) }));
    void ctx.reload();
  };
  return (
    <>
      <ResourcePage
        def={outsideOrder}
        fields={{ result: { view: true } }}
        toolbar={(ctx) =>
          ctx.can(OUTSIDE_PERMISSIONS.orderPlace) && (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setPlacing(ctx)}>
              {t('outside.place')}
            </Button>
          )
        }
        rowActions={(row, ctx) =>
          ctx.can(OUTSIDE_PERMISSIONS.orderSync) &&
          (row.orderState === 'FAILED' ? (
            <Button type="link" size="small" icon={<RedoOutlined />} onClick={() => void act(ctx, 'retry', row)}>
              {t('outside.retry')}
            </Button>
          ) : row.orderState !== 'DONE' ? (
            <Button type="link" size="small" icon={<SyncOutlined />} onClick={() => void act(ctx, 'sync', row)}>
              {t('outside.sync')}
            </Button>
          ) : null)
        }
      />
      <PlaceDialog
        open={!!placing}
        onClose={() => setPlacing(null)}
        onPlaced={(row) => {
          message.info(t('outside.placed', { no: row.orderNo, state: stateOf(row) }));
          void placing?.reload();
          setPlacing(null);
        }}
      />
    </>
  );
}
