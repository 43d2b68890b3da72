import { scheduleRecoil, scheduleRecoilFamily } from '@flp/shared/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PageContext, ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';

const FAMILY_ACTIONS = {
  name: (row: Row) => String(row.recoilNo ?? row.iouNo ?? ''),
  startIf: (_row: Row, ctx: PageContext) => ctx.can(`${scheduleRecoil.permission}_add`),
};

/**
 * 租金计划红冲: a reversal is saved as a draft naming the IOU (the server reads the versions), then sent for approval
 * (the `schedulerecoil` family: its actions, useFamilyActions).
 */
export default function ScheduleRecoilPage() {
  const { t } = useTranslation();
  const familyActions = useFamilyActions(scheduleRecoilFamily, FAMILY_ACTIONS);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('change.scheduleRecoilHint')} />
      <ResourcePage def={scheduleRecoil} rowActions={familyActions} />
    </>
  );
}
