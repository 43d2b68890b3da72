import { tracking, trackingFamily } from '@flp/shared/resources';
import { useTranslation } from 'react-i18next';
import { BusyLink, type RecordTab, type Row } from '../../crud';
import { downloadFile } from '../../crud/excel/transfer';
import { usePermission } from '../../store/auth';
import { FamilyScreen } from '../work/FamilyScreen';
import trackingFamilies, { reportsTab } from './families';

const API = `/api${tracking.api}`;

/** 导出报告: the check made into the 租后检查报告 document (.docx), downloaded. */
function ExportReport({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <BusyLink run={() => downloadFile(`${API}/exReport`, { id: row.id }, `租后检查报告-${row.trackNo}.docx`)}>
      {t('tracking.export')}
    </BusyLink>
  );
}

const TABS: RecordTab[] = [reportsTab];

/**
 * 租后检查: the checks of the lessees — planned by the daily job from each lessee's class (a first check after
 * disbursement, then as often as the class asks; a special one on a warning signal) and written by the account
 * manager, with their reports (查看 → 检查报告) and the exported document; approved by 部门负责人 and 风控.
 */
export default function TrackingPage() {
  const canExport = usePermission('risk_tracking_document');
  return (
    <FamilyScreen
      def={tracking}
      family={trackingFamily}
      number="trackNo"
      hint="tracking.hint"
      fields={trackingFamilies.fields?.[tracking.name]}
      tabs={TABS}
      extraActions={canExport ? (row) => <ExportReport row={row} /> : undefined}
    />
  );
}
