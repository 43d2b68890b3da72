import { RECORD_STATES, riskAdjust } from '@flp/shared/resources';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { riskTagField } from './RiskTag';

const SEVERITY = ['NORMAL', 'SPECIAL_MENTION', 'SUBSTANDARD', 'DOUBTFUL', 'LOSS'];
const loosens = (row: Record<string, unknown>) =>
  SEVERITY.indexOf(String(row.proposedLevel)) < SEVERITY.indexOf(String(row.currentLevel));

/**
 * 风险等级维护: a class proposed for an IOU. A tighter class applies on saving; a looser one is saved as a draft and
 * applies once its approval (the fl_risk family) passes; never below the floor the days past due give.
 */
export default function RiskLevelPage() {
  const { t } = useTranslation();
  const start = useStartFamily();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('risk.levelHint')} />
      <ResourcePage
        def={riskAdjust}
        fields={{ currentLevel: riskTagField, proposedLevel: riskTagField }}
        rowActions={(row, ctx) =>
          ctx.can('risk_level_add') &&
          loosens(row) &&
          [RECORD_STATES.draft, RECORD_STATES.rejected, RECORD_STATES.withdrawn].includes(String(row.flowState)) && (
            <Button
              type="link"
              size="small"
              onClick={() => start('fl_risk', { id: String(row.id), name: String(row.iouNo ?? row.iouId ?? '') })}
            >
              {t('risk.submitApproval')}
            </Button>
          )
        }
      />
    </>
  );
}
