import {
  PRESERVATION_CASE_MOVES,
  PRESERVATION_CASE_STATES,
  preservation,
  preservationFamily,
} from '@flp/shared/resources';
import { App, Button, Dropdown } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type Row, useLoc } from '../../crud';
import { usePermission } from '../../store/auth';
import { FamilyScreen } from '../work/FamilyScreen';
import preservationFamilies from './families';

const API = `/api${preservation.api}`;

/** 案件进展: an approved case moved on with the court (forward only, or released). */
function CaseProgress({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const client = useQueryClient();
  const moves = PRESERVATION_CASE_MOVES[String(row.caseState ?? 'APPLYING')] ?? [];
  if (row.flowState !== 'approved' || !moves.length) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: moves.map((m) => ({
          key: m,
          label: loc(PRESERVATION_CASE_STATES.find((s) => s.value === m)!.label),
        })),
        onClick: async ({ key }) => {
          await http.post(`${API}/updateCaseState`, { id: row.id, caseState: key });
          message.success(t('preservation.moved'));
          await client.invalidateQueries();
        },
      }}
    >
      <Button type="link" size="small">
        {t('preservation.progress')}
      </Button>
    </Dropdown>
  );
}

/**
 * 资产保全: the court preservation cases — 发起 with the contract (its parties and security offered as 保全标的), the
 * claim and the court's fees worked out by the server; approved cases moved on with the court (案件进展).
 */
export default function PreservationPage() {
  const canMove = usePermission('risk_preservation_state');
  return (
    <FamilyScreen
      def={preservation}
      family={preservationFamily}
      number="preservationNo"
      hint="preservation.hint"
      fields={preservationFamilies.fields?.[preservation.name]}
      extraActions={canMove ? (row) => <CaseProgress row={row} /> : undefined}
    />
  );
}
