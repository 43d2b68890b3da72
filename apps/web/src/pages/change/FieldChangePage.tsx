import {
  FIELD_CHANGES,
  type ResourceDef,
  type WorkflowFamily,
  guaranteeChange,
  guaranteeChangeFamily,
  otherApproval,
  otherFamily,
} from '@flp/shared/resources';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, type RecordTab, ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { changeDiffTab } from './ChangeDiff';
import { proposedField } from './Proposal';
import { securityDiffTab } from './SecurityDiff';
import { securityFields } from './SecurityPicker';

const SECURITY_TABS = [securityDiffTab];
import { StartCard } from './StartCard';

/** Started with its family's start form, never added or edited in the list. */
const NO_ADD = { add: true, edit: true, delete: true } as const;

/**
 * A change family's screen over its records (批复变更, 项目变更, 合同变更, 担保变更, 其他审批): the start card above the list,
 * whose row actions on the approval are the family's; 查看 adds 变更内容 where the family answers the diff.
 */
function FamilyScreen({
  def,
  family,
  number,
  hint,
  fields,
  tabs,
}: {
  def: ResourceDef;
  family: WorkflowFamily;
  number: string;
  hint: string;
  fields?: Record<string, FieldOverride>;
  /** Its 查看's tabs beside 基本信息 (what it changes). */
  tabs?: RecordTab[];
}) {
  const actions = useMemo(() => ({ name: (row: Row) => String(row[number] || '') }), [number]);
  const familyActions = useFamilyActions(family, actions);
  const { t } = useTranslation();
  return (
    <>
      <StartCard def={def} family={family} hint={t(`change.field.hint.${hint}`)} />
      <ResourcePage def={def} hide={NO_ADD} fields={fields} rowActions={familyActions} recordTabs={tabs} />
    </>
  );
}

const screens = new Map<string, () => ReactNode>();

/** The screen of one field change (FIELD_CHANGES, by its declaration's name), one component per change. */
export function fieldChangeScreen(name: string) {
  let screen = screens.get(name);
  if (!screen) {
    const { decl, def, family } = FIELD_CHANGES.find((c) => c.decl.name === name)!;
    const fields = { proposed: proposedField(decl) };
    const tabs = [changeDiffTab(family)];
    screen = function FieldChangeScreen() {
      return <FamilyScreen def={def} family={family} number="changeNo" hint={decl.name} fields={fields} tabs={tabs} />;
    };
    screens.set(name, screen);
  }
  return screen;
}

/** 其他审批: the free-form approvals. */
export function OtherApprovalPage() {
  return <FamilyScreen def={otherApproval} family={otherFamily} number="otherNo" hint="otherApproval" />;
}

/** 担保变更: a contract's security added, released or replaced; the releases picked from its live security. */
export function GuaranteeChangePage() {
  return (
    <FamilyScreen
      def={guaranteeChange}
      family={guaranteeChangeFamily}
      number="changeNo"
      hint="guaranteeChange"
      fields={securityFields}
      tabs={SECURITY_TABS}
    />
  );
}
