import { recoilFamily, repaymentRecoil } from '@flp/shared/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';

/** Started from a reviewed receipt (收款确认's 冲销), never added here: the family's start form names the receipt. */
const NO_ADD = { add: true, edit: true, delete: true } as const;
const FAMILY_ACTIONS = { name: (row: Row) => String(row.recoilNo ?? row.receiptNo ?? '') };

/** 收款冲销: the reversals of receipts and their approvals (the `recoil` family: its actions, useFamilyActions). */
export default function ReceiptRecoilPage() {
  const { t } = useTranslation();
  const familyActions = useFamilyActions(recoilFamily, FAMILY_ACTIONS);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('change.receiptRecoilHint')} />
      <ResourcePage def={repaymentRecoil} hide={NO_ADD} rowActions={familyActions} />
    </>
  );
}
