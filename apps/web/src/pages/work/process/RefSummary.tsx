import { type ResourceDef, contract, contractFamily, project } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading, RecordView, type Row, resourceApi, useLoc } from '../../../crud';
import { familyApi } from '../api';
import { DecisionTabs } from './DecisionTabs';

/**
 * How a record a business record points at is summarised: which of its fields (its definition's `summary` and its
 * status), how a new record's starter loads it, where its page is. A family's detail call sends the summaries with the
 * record (`related`), so an approver reads them whatever their menus; only a form not yet saved loads them itself.
 */
interface Summary {
  def: ResourceDef;
  load(id: string): Promise<Row>;
  path: string;
}

/** Keyed by the referenced resource's name; a business record's `ref` field to one of these shows its summary. */
const SUMMARIES: Record<string, Summary> = {
  [project.name]: { def: project, load: (id) => resourceApi(project).detail(id), path: '/project/info' },
  // The contract list has no detail call; its family's does.
  [contract.name]: { def: contract, load: (id) => familyApi(contractFamily).detail(id, ''), path: '/contract/info' },
};

const summaryFields = (def: ResourceDef) =>
  def.fields.filter((f) => def.summary?.includes(f.name) || f.name === def.status?.field);

/** The summaries a business record calls for: each of its `ref` fields to a summarised resource that holds a value. */
export function refSummaries(def: ResourceDef, row: Row | undefined) {
  if (!row) return [];
  return def.fields
    .filter((f) => f.kind === 'ref' && f.target && SUMMARIES[f.target().name] && row[f.name])
    .map((f) => ({
      key: f.name,
      id: String(row[f.name]),
      summary: SUMMARIES[f.target!().name],
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

function RefSummaryCard({ id, summary, sent }: { id: string; summary: Summary; sent?: Row }) {
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
