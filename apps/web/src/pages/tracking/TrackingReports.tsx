import { tracking, trackingReport } from '@flp/shared/resources';
import { App, Button, Popconfirm } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type FormHooks, ResourcePage, type Row } from '../../crud';

const API = `/api${tracking.api}`;
/** While a check may change (a draft, withdrawn, or back with its starter) so may its reports. */
const WRITABLE = new Set(['draft', 'rejected', 'withdrawn']);

/**
 * 检查报告: the reports of a check (现场报告, 照片, 非现场监测…) with their files — added, changed and removed while the
 * check is being written, read by everyone who reads the check (its approvers too).
 */
export function TrackingReports({ check }: { check: Row }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const trackId = String(check.id);
  const writable = WRITABLE.has(String(check.flowState ?? 'draft'));
  const hooks = useMemo<FormHooks>(
    () => ({
      // The list holds each report whole (its files too).
      load: async (row) => row,
      submit: (body, mode) =>
        http.post(`${API}/${mode === 'add' ? 'saveReport' : 'updateReport'}`, { ...body, trackId }),
    }),
    [trackId],
  );
  return (
    <ResourcePage
      def={trackingReport}
      tableId={`tracking-reports-${writable ? 'w' : 'r'}`}
      size="small"
      request={async () => http.get<Row[]>(`${API}/reportList`, { trackId })}
      fields={{ trackId: { form: false, view: false } }}
      form={hooks}
      hide={{
        add: !writable,
        edit: !writable,
        delete: true,
        search: true,
        export: true,
        import: true,
        selection: true,
        dateRange: true,
      }}
      rowActions={(row, ctx) =>
        writable && (
          <Popconfirm
            title={t('tracking.removeReport')}
            onConfirm={async () => {
              await http.post(`${API}/removeReport`, undefined, { params: { ids: row.id } });
              message.success(t('tracking.removed'));
              ctx.reload();
            }}
          >
            <Button type="link" size="small" danger>
              {t('crud.delete')}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}
