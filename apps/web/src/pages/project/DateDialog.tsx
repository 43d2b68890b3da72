import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../crud';

/** A dialog asking one date (required) and running `onSubmit` with it as YYYY-MM-DD. */
export function DateDialog({
  open,
  title,
  label,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  onSubmit(date: string): Promise<unknown>;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog<{ date: Dayjs }>
      open={open}
      title={title}
      success={t('project.done')}
      onSubmit={(v) => onSubmit(v.date.format('YYYY-MM-DD'))}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item name="date" label={label} rules={[{ required: true, message: t('crud.choose', { label }) }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </ActionDialog>
  );
}
