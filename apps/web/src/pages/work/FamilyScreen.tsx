import type { ResourceDef, WorkflowFamily } from '@flp/shared/resources';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, type RecordTab, ResourcePage, type Row } from '../../crud';
import { StartCard } from './StartCard';
import { useFamilyActions } from './useFamilyActions';

/** Started with its family's start form, never added or edited in the list. */
const NO_ADD = { add: true, edit: true, delete: true } as const;

/**
 * A family's screen over its records (批复变更, 项目变更, 合同变更, 担保变更, 其他审批, 融资申请): the start card above the
 * list, whose row actions on the approval are the family's; 查看 adds the tabs given (变更内容 where the family answers
 * the diff). `number` names a record in the actions; `hint` is the message key of what the family does.
 * `extraActions` adds a row's own actions after the family's.
 */
export function FamilyScreen({
  def,
  family,
  number,
  hint,
  fields,
  tabs,
  extraActions,
}: {
  def: ResourceDef;
  family: WorkflowFamily;
  number: string;
  hint: string;
  fields?: Record<string, FieldOverride>;
  /** Its 查看's tabs beside 基本信息 (what it changes). */
  tabs?: RecordTab[];
  /** Actions of a row beside the family's (what is done to a record once approved: a case's progress). */
  extraActions?: (row: Row) => ReactNode;
}) {
  const actions = useMemo(() => ({ name: (row: Row) => String(row[number] || '') }), [number]);
  const familyActions = useFamilyActions(family, actions);
  const { t } = useTranslation();
  return (
    <>
      <StartCard def={def} family={family} hint={t(hint)} />
      <ResourcePage
        def={def}
        hide={NO_ADD}
        fields={fields}
        rowActions={
          extraActions
            ? (row, ctx) => (
                <>
                  {familyActions(row, ctx)}
                  {extraActions(row)}
                </>
              )
            : familyActions
        }
        recordTabs={tabs}
      />
    </>
  );
}
