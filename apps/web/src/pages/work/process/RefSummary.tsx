import type { ResourceDef } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RefSummaryDef } from '../../../app/area';
import { Loading, RecordView, type Row, useLoc } from '../../../crud';
import { familyParts } from './areaParts';
import { DecisionTabs } from './DecisionTabs';

const summaryFields = (def: ResourceDef) =>
  def.fields.filter((f) => def.summary?.includes(f.name) || f.name === def.status?.field);

/**
 * The summaries a business record calls for: each of its `ref` fields to a resource an area summarises (its
 * `families` → `summaries`: the project, the contract) that holds a value. A family's detail call sends the summaries
 * with the record (`related`), so an approver reads them whatever their menus; only a form not yet saved loads them.
 */
export function refSummaries(def: ResourceDef, row: Row | undefined) {
  if (!row) return [];
  const { summaries } = familyParts();
  return def.fields
    .filter((f) => f.kind === 'ref' && f.target && summaries[f.target().name] && row[f.name])
    .map((f) => ({
      key: f.name,
      id: String(row[f.name]),
      summary: summaries[f.target!().name],
      sent: (row.related as Record<string, Row> | undefined)?.[f.name],
    }));
}

/** The summaries of a business record's project or contract, above its form on the family pages. */
export function RefSummaries({ def, row }: { def: ResourceDef; row: Row | undefined }) {
  return (
    <>
      {refSummaries(def, row).map((s) => (
        <RefSummaryCard key={s.key} id={s.id} summary={s.summary} sent={s.sent} />
      ))}
    </>
  );
}

function RefSummaryCard({ id, summary, sent }: { id: string; summary: RefSummaryDef; sent?: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const record = useQuery({
    queryKey: ['work', 'summary', summary.def.name, id],
    queryFn: () => summary.load(id),
    enabled: !sent,
  });
  const data = sent ?? record.data;
  const fields = summaryFields(summary.def);
  return (
    <Card
      size="small"
      className="flow-ref-summary"
      style={{ marginBottom: 12 }}
      title={t('work.summaryOf', { noun: loc(summary.def.noun ?? summary.def.label) })}
      extra={
        <Button type="link" size="small" onClick={() => navigate(summary.path)}>
          {t('work.openPage')}
        </Button>
      }
    >
      {!sent && record.isError ? (
        <Alert type="error" showIcon title={(record.error as Error).message} />
      ) : data ? (
        <>
          <RecordView fields={fields} def={summary.def} row={data} noChildren />
          <DecisionTabs def={summary.def} row={data} bare />
        </>
      ) : (
        <Loading />
      )}
    </Card>
  );
}
