import { FileWordOutlined, PlusOutlined } from '@ant-design/icons';
import { type ResourceDef, diligence, l, optionLabel, personalAsset, personalDiligence } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import {
  FieldsTable,
  FormDialog,
  Loading,
  type RecordTab,
  RecordView,
  ResourcePage,
  type Row,
  useLoc,
} from '../../crud';
import { inList } from '../../crud/fields';
import { downloadFile } from '../../crud/excel/transfer';
import { usePermission } from '../../store/auth';
import { RatioTable, type RatioValue } from '../../components/RatioTable';

const API = `/api${diligence.api}`;

interface FinanceYear {
  year: number;
  months: number;
  ratios: RatioValue[];
}

/** 财务指标: the ratio set of each year entered, side by side (a ratio that has no meaning says why). */
export function FinanceTab({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['diligence', 'finance', reportId],
    queryFn: () => http.get<FinanceYear[]>(`${API}/getFinanceAll`, { id: reportId }),
  });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const years = q.data;
  if (!years.length) return <Empty description={t('diligence.noFinance')} />;
  return (
    <RatioTable
      periods={years.map((y) => ({
        title: y.months === 12 ? String(y.year) : `${y.year} (${y.months}${t('diligence.months')})`,
        ratios: y.ratios,
      }))}
    />
  );
}

const listed = (def: ResourceDef) => def.fields.filter((f) => inList(f) && f.kind !== 'attachments');

/** A person as saveAll takes it back: its fields, version and assets (a masked number means "unchanged"). */
const asSent = (p: Row): Row => ({ ...p, assets: ((p.assets as Row[]) ?? []).map((a) => ({ ...a })) });

/**
 * 个人尽调: the people investigated with the assets found (identity numbers as the reader may see them); 添加, 修改
 * and 删除 save the report's whole list of people with it (saveAll), so the report's rules hold for them too.
 */
export function PersonsTab({ report }: { report: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const canEdit = usePermission('risk_diligence_edit');
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ row: Row; index: number } | null>(null);
  const key = ['diligence', 'detailAll', report.id];
  const q = useQuery({ queryKey: key, queryFn: () => http.get<Row>(`${API}/detailAll`, { id: report.id }) });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const whole = q.data;
  const persons = (whole.persons as Row[] | undefined) ?? [];
  const save = async (list: Row[]) => {
    await http.post(`${API}/saveAll`, { id: whole.id, version: whole.version, persons: list });
    await client.invalidateQueries({ queryKey: key });
  };
  return (
    <>
      {canEdit && (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ row: { assets: [] }, index: persons.length })}>
            {t('diligence.addPerson')}
          </Button>
        </Flex>
      )}
      {!persons.length && <Empty description={t('diligence.noPersons')} />}
      {persons.map((p, i) => (
        <Card
          key={String(p.id)}
          size="small"
          className="diligence-person"
          style={{ marginBottom: 12 }}
          title={`${String(p.name)} · ${String(p.relationName ?? loc(optionLabel(personalDiligence, 'relation', p.relation)))}`}
          extra={
            canEdit && (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row: p, index: i })}>
                  {t('crud.edit')}
                </Button>
                <Popconfirm
                  title={t('diligence.removePerson')}
                  onConfirm={() => save(persons.filter((_, j) => j !== i).map(asSent))}
                >
                  <Button type="link" size="small" danger>
                    {t('crud.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            )
          }
        >
          <RecordView fields={personalDiligence.fields} row={p} noChildren />
          <Typography.Text strong style={{ display: 'block', margin: '12px 0 6px' }}>
            {loc(personalAsset.label)}
          </Typography.Text>
          <FieldsTable fields={listed(personalAsset)} rows={(p.assets as Row[]) ?? []} />
        </Card>
      ))}
      <FormDialog
        open={!!editing}
        mode={editing?.row.id ? 'edit' : 'add'}
        title={loc(personalDiligence.label)}
        width={860}
        fields={personalDiligence.fields}
        def={personalDiligence}
        row={editing?.row}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return;
          const list = persons.map(asSent);
          list[editing.index] = { ...(editing.row.id ? list[editing.index] : {}), ...values };
          await save(list);
          setEditing(null);
        }}
      />
    </>
  );
}

const TABS: RecordTab[] = [
  { key: 'finance', label: l('财务指标', 'Ratios'), render: (row) => <FinanceTab reportId={String(row.id)} /> },
  { key: 'persons', label: personalDiligence.label, render: (row) => <PersonsTab report={row} /> },
];

/** 生成报告: the report made from the enabled 尽调报告 model, kept with the record and downloaded. */
function MakeReport({ row, onMade }: { row: Row; onMade: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      icon={<FileWordOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(`${API}/createJdbgDoc`, { id: row.id }, `尽职调查报告-${row.diligenceNo}.docx`);
          onMade();
        } catch (e) {
          message.error((e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('diligence.makeReport')}
    </Button>
  );
}

/**
 * 尽职调查: the reports on projects' lessees and guarantors — 新增/修改 the whole report with its sub-tables, 查看 its
 * ratios and the people investigated, 生成报告 the document from the 尽调报告 model.
 */
export default function DiligencePage() {
  const { t } = useTranslation();
  const canMake = usePermission('risk_diligence_document');
  const [made, setMade] = useState(0);
  return (
    <>
      <Alert type="info" showIcon title={t('diligence.reportHint')} style={{ marginBottom: 12 }} />
      <ResourcePage
        key={made}
        def={diligence}
        recordTabs={TABS}
        rowActions={(row) => canMake && <MakeReport row={row} onMade={() => setMade((n) => n + 1)} />}
      />
    </>
  );
}

/** The project's reports for its approvers (a decision tab): read only, 查看 showing each whole. */
export function ProjectDiligence({ projectId }: { projectId: string }) {
  return (
    <ResourcePage
      def={diligence}
      params={{ projectId }}
      recordTabs={TABS}
      hide={{ add: true, edit: true, delete: true, selection: true, search: true, import: true, dateRange: true }}
      tableId="project-diligence"
      size="small"
    />
  );
}
