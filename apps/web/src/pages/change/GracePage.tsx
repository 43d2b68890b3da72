import { graceAdjust, graceAdjustFamily } from '@flp/shared/resources';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PageContext, ResourcePage, type Row } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { useFamilyActions } from '../work/useFamilyActions';
import { changeTabsOf } from './changeTabs';

/** Started on the family's form (its start button), never added or edited here: the server prices every save. */
const NO_ADD = { add: true, edit: true, delete: true } as const;
const FAMILY_ACTIONS = { name: (row: Row) => String(row.adjustNo || row.iouNo || '') };
/** 罚息试算, then 变更内容 (what it sets on the IOU), as beside its approval. */
const TABS = changeTabsOf(graceAdjustFamily);

/**
 * 宽限期调整: the adjustments, whose row actions on the approval come from the `graceadjust` family
 * (useFamilyActions); 发起宽限期调整 opens the family's start form; 查看 adds the 罚息 before and after and
 * 变更内容.
 */
export default function GracePage() {
  const { t } = useTranslation();
  const familyActions = useFamilyActions(graceAdjustFamily, FAMILY_ACTIONS);
  const start = useStartFamily();
  const toolbar = (ctx: PageContext) =>
    ctx.can(`${graceAdjust.permission}_add`) && (
      <Button type="primary" onClick={() => void start(graceAdjustFamily.code, {})}>
        {t('change.grace.start')}
      </Button>
    );
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('change.grace.hint')} />
      <ResourcePage def={graceAdjust} hide={NO_ADD} toolbar={toolbar} rowActions={familyActions} recordTabs={TABS} />
    </>
  );
}
