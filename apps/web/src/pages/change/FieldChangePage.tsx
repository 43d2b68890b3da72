import {
  FIELD_CHANGES,
  type FieldChangeDecl,
  type ResourceDef,
  type WorkflowFamily,
  approvalChangeFamily,
  commonChangeFamily,
  contractChangeFamily,
  maxChangeFamily,
  otherApproval,
  otherFamily,
  projectChangeFamily,
} from '@flp/shared/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { changeDiffTab } from './ChangeDiff';
import { proposedField } from './Proposal';
import { StartCard } from './StartCard';

/** Started with its family's start form, never added or edited in the list. */
const NO_ADD = { add: true, edit: true, delete: true } as const;

/**
 * A change family's screen over its records (批复变更, 项目变更, 合同变更, 其他审批): the start card above the list,
 * whose row actions on the approval are the family's; 查看 adds 变更内容 where the family answers the diff.
 */
function FamilyScreen({
  def,
  family,
  number,
  hint,
  fields,
  diff,
}: {
  def: ResourceDef;
  family: WorkflowFamily;
  number: string;
  hint: string;
  fields?: Record<string, FieldOverride>;
  diff: boolean;
}) {
  const actions = useMemo(() => ({ name: (row: Row) => String(row[number] || '') }), [number]);
  const tabs = useMemo(() => (diff ? [changeDiffTab(family)] : []), [diff, family]);
  const familyActions = useFamilyActions(family, actions);
  const { t } = useTranslation();
  return (
    <>
      <StartCard def={def} family={family} hint={t(`change.field.hint.${hint}`)} />
      <ResourcePage def={def} hide={NO_ADD} fields={fields} rowActions={familyActions} recordTabs={tabs} />
    </>
  );
}

const fieldChangeScreen = (decl: FieldChangeDecl, family: WorkflowFamily) => {
  const def = FIELD_CHANGES.find((c) => c.decl === decl)!.def;
  const fields = { proposed: proposedField(decl) };
  return function FieldChangeScreen() {
    return <FamilyScreen def={def} family={family} number="changeNo" hint={decl.name} fields={fields} diff />;
  };
};

const [approval, project, contract, max, common] = FIELD_CHANGES.map((c) => c.decl);
export const ApprovalChangePage = fieldChangeScreen(approval, approvalChangeFamily);
export const ProjectChangePage = fieldChangeScreen(project, projectChangeFamily);
export const ContractChangePage = fieldChangeScreen(contract, contractChangeFamily);
export const MaxChangePage = fieldChangeScreen(max, maxChangeFamily);
export const CommonChangePage = fieldChangeScreen(common, commonChangeFamily);

/** 其他审批: the free-form approvals. */
export function OtherApprovalPage() {
  return <FamilyScreen def={otherApproval} family={otherFamily} number="otherNo" hint="otherApproval" diff={false} />;
}
