import {
  FIELD_CHANGES,
  guaranteeChange,
  guaranteeChangeFamily,
  otherApproval,
  otherFamily,
} from '@flp/shared/resources';
import type { ReactNode } from 'react';
import { FamilyScreen } from '../work/FamilyScreen';
import { changeDiffTab } from './ChangeDiff';
import { proposedField } from './Proposal';
import { securityDiffTab } from './SecurityDiff';
import { securityFields } from './SecurityPicker';

const SECURITY_TABS = [securityDiffTab];

const screens = new Map<string, () => ReactNode>();

/** The screen of one field change (FIELD_CHANGES, by its declaration's name), one component per change. */
export function fieldChangeScreen(name: string) {
  let screen = screens.get(name);
  if (!screen) {
    const { decl, def, family } = FIELD_CHANGES.find((c) => c.decl.name === name)!;
    const fields = { proposed: proposedField(decl) };
    const tabs = [changeDiffTab(family)];
    screen = function FieldChangeScreen() {
      return (
        <FamilyScreen
          def={def}
          family={family}
          number="changeNo"
          hint={`change.field.hint.${decl.name}`}
          fields={fields}
          tabs={tabs}
        />
      );
    };
    screens.set(name, screen);
  }
  return screen;
}

/** 其他审批: the free-form approvals. */
export function OtherApprovalPage() {
  return (
    <FamilyScreen def={otherApproval} family={otherFamily} number="otherNo" hint="change.field.hint.otherApproval" />
  );
}

/** 担保变更: a contract's security added, released or replaced; the releases picked from its live security. */
export function GuaranteeChangePage() {
  return (
    <FamilyScreen
      def={guaranteeChange}
      family={guaranteeChangeFamily}
      number="changeNo"
      hint="change.field.hint.guaranteeChange"
      fields={securityFields}
      tabs={SECURITY_TABS}
    />
  );
}
