import { type AttachmentInfo, contract, fieldLabel } from '@flp/shared/resources';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ActionDialog, AttachmentsInput, type Row, useLoc } from '../../crud';
import { contractInfoApi } from '../project/api';

const scanField = contract.fields.find((f) => f.name === 'signedScan')!;
const labelOf = (name: string) => fieldLabel(contract, name);

/** 签约: the signing date and place and the signed scan (uploaded through the attachments input). */
export function SignDialog({ row, onClose }: { row: Row | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const label = (name: string) => loc(labelOf(name));
  return (
    <ActionDialog<{ signDate: Dayjs; signPlace: string; signedScan?: AttachmentInfo[] }>
      open={!!row}
      title={t('contract.sign')}
      width={560}
      initialValues={{ signDate: dayjs() }}
      formProps={{ layout: 'vertical' }}
      success={t('contract.signed')}
      onSubmit={(v) =>
        contractInfoApi.sign({
          id: String(row?.id),
          signDate: v.signDate.format('YYYY-MM-DD'),
          signPlace: v.signPlace,
          signedScan: (v.signedScan ?? []).map((f) => f.id),
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="signDate"
        label={label('signDate')}
        rules={[{ required: true, message: t('crud.choose', { label: label('signDate') }) }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="signPlace"
        label={label('signPlace')}
        rules={[{ required: true, message: t('crud.enter', { label: label('signPlace') }) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="signedScan"
        label={label('signedScan')}
        rules={[{ required: true, message: t('crud.choose', { label: label('signedScan') }) }]}
      >
        <AttachmentsInput field={scanField} />
      </Form.Item>
    </ActionDialog>
  );
}
