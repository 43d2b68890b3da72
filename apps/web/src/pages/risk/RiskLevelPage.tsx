import { riskAdjust, riskFamily } from '@flp/shared/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PageContext, ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { riskTagField } from './RiskTag';

const SEVERITY = ['NORMAL', 'SPECIAL_MENTION', 'SUBSTANDARD', 'DOUBTFUL', 'LOSS'];
const loosens = (row: Record<string, unknown>) =>
  SEVERITY.indexOf(String(row.proposedLevel)) < SEVERITY.indexOf(String(row.currentLevel));
/** Only a loosened class goes for approval, by whoever may propose one. */
const FAMILY_ACTIONS = {
  name: (row: Row) => String(row.iouNo ?? row.iouId ?? ''),
  startIf: (row: Row, ctx: PageContext) => ctx.can('risk_level_add') && loosens(row),
};

/**
 * 风险等级维护: a class proposed for an IOU. A tighter class applies on saving; a looser one is saved as a draft and
 * applies once its approval (the fl_risk family: its actions, useFamilyActions) passes; never below the floor the
 * days past due give.
 */
export default function RiskLevelPage() {
  const { t } = useTranslation();
  const familyActions = useFamilyActions(riskFamily, FAMILY_ACTIONS);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('risk.levelHint')} />
      <ResourcePage
        def={riskAdjust}
        fields={{ currentLevel: riskTagField, proposedLevel: riskTagField }}
        rowActions={familyActions}
      />
    </>
  );
}
