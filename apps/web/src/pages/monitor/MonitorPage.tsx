import { MONITOR_SEVERITIES, companyChange, monitorConf } from '@flp/shared/resources';
import { App, Button, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { BusyLink, type PageContext, ResourcePage, type Row, useLoc } from '../../crud';
import { PushSettings } from './PushSettings';

const API = `/api${monitorConf.api}`;
const COLORS: Record<string, string> = { RED: 'red', YELLOW: 'gold', INFO: 'blue' };
/** The changes are what was seen: read, never written here. */
const READ_ONLY = { add: true, edit: true, delete: true } as const;

/** A change's severity as a coloured tag. */
function SeverityTag({ value }: { value: unknown }) {
  const loc = useLoc();
  const o = MONITOR_SEVERITIES.find((s) => s.value === value);
  return o ? <Tag color={COLORS[String(value)]}>{loc(o.label)}</Tag> : null;
}

/** 立即比对: the company compared with its last snapshot now; the result told, the list reloaded. */
function CompareNow({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  return (
    <BusyLink
      run={async () => {
        const [r] = await http.post<{ result: { 'zh-CN': string; 'en-US': string } }[]>(`${API}/check`, undefined, {
          params: { ids: row.id },
          timeout: 120_000,
        });
        message.info(`${row.companyName}: ${loc(r.result)}`);
        await ctx.reload();
      }}
    >
      {t('monitor.check')}
    </BusyLink>
  );
}

/**
 * 企业监控: the watched companies — added one by one or all customers with exposure at once (初始化), compared daily
 * by the server and now by 立即比对 — and the changes seen in them, red ones first to look at; 推送设置 opens the
 * provider's webhook.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Tabs
      className="monitor-page"
      items={[
        {
          key: 'companies',
          label: t('monitor.companies'),
          children: (
            <ResourcePage
              def={monitorConf}
              hide={{ delete: true }}
              toolbar={(ctx) => (
                <>
                  {ctx.can('risk_monitor_add') && (
                    <Button
                      onClick={async () => {
                        const r = await http.post<{ added: number }>(`${API}/initialize`, {});
                        message.success(t('monitor.initialized', { n: r.added }));
                        await ctx.reload();
                      }}
                    >
                      {t('monitor.initialize')}
                    </Button>
                  )}
                  {ctx.can('risk_monitor_delete') && (
                    <Button
                      danger
                      onClick={() =>
                        ctx.confirmSelected({
                          confirm: t('monitor.removeConfirm'),
                          run: (rows) =>
                            http.post(`${API}/batchDelete`, undefined, {
                              params: { ids: rows.map((r) => r.id).join(',') },
                            }),
                          success: t('monitor.removed'),
                        })
                      }
                    >
                      {t('monitor.remove')}
                    </Button>
                  )}
                  {ctx.can('risk_monitor_push') && <PushSettings />}
                </>
              )}
              rowActions={(row, ctx) => ctx.can('risk_monitor_check') && <CompareNow row={row} ctx={ctx} />}
            />
          ),
        },
        {
          key: 'changes',
          label: t('monitor.changes'),
          children: (
            <ResourcePage
              def={companyChange}
              tableId="company-changes"
              hide={READ_ONLY}
              fields={{ severity: { render: (v) => <SeverityTag value={v} /> } }}
            />
          ),
        },
      ]}
    />
  );
}
