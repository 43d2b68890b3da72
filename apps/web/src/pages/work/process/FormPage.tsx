import { SaveOutlined } from '@ant-design/icons';
import type { WorkflowFamily } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Result, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTab } from '../../../app/TabContext';
import { Loading, ResourceForm, type Row as Values, useLoc } from '../../../crud';
import { defaultsOf } from '../../../crud/fields';
import { useTags } from '../../../store/tags';
import { familyApi } from '../api';
import { prefillOf } from '../families';
import { FlowDiagram } from './FlowDiagram';
import { RefSummaries } from './RefSummary';
import { NoFamily, useFamilyRoute, useFieldOverrides } from './family';

/**
 * /work/process/{family}/form/:processDefinitionId — any family's start form: its resource's form, 提交 starting the
 * process with the fields and the definition, 暂存 saving a draft where the family has that call; beside it, the
 * definition's diagram.
 */
export default function FormPage() {
  const route = useFamilyRoute();
  const { t } = useTranslation();
  if (!route.family) return <NoFamily code={route.code} />;
  if (route.family.handleOnly || !route.processDefinitionId)
    return <Result status="404" title={t('work.noFamily', { family: route.code })} />;
  return <StartForm family={route.family} processDefinitionId={route.processDefinitionId} />;
}

/**
 * With `?id=`, the existing record (a project to initiate) loaded by the family's detail call, so that starting goes
 * on with it; without, a new record from the definition's defaults and the query's fields.
 */
function StartForm({ family, processDefinitionId }: { family: WorkflowFamily; processDefinitionId: string }) {
  const tab = useTab();
  const { id } = tab.query;
  const api = useMemo(() => familyApi(family), [family]);
  const existing = useQuery({
    queryKey: ['work', 'business', family.code, id, ''],
    queryFn: () => api.detail(id, ''),
    enabled: !!id,
  });
  if (!id) return <StartFormOf family={family} processDefinitionId={processDefinitionId} />;
  if (existing.isError) return <Alert type="error" showIcon title={(existing.error as Error).message} />;
  if (!existing.data) return <Loading />;
  return <StartFormOf family={family} processDefinitionId={processDefinitionId} record={existing.data} />;
}

function StartFormOf({
  family,
  processDefinitionId,
  record,
}: {
  family: WorkflowFamily;
  processDefinitionId: string;
  record?: Values;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tab = useTab();
  const queryClient = useQueryClient();
  const def = family.resource();
  const api = useMemo(() => familyApi(family), [family]);
  const overrides = useFieldOverrides(def);
  const [form] = Form.useForm();
  const initial = useMemo(
    () => record ?? { ...defaultsOf(def.fields), ...prefillOf(def.fields, tab.query) },
    [def, record, tab.query],
  );
  // The draft's id once saved (or the record being started), so that saving again or submitting goes on with it.
  const [draftId, setDraftId] = useState<string | undefined>(record?.id ? String(record.id) : undefined);
  // …and its version: the server refuses to save a record with its details (a project's items) without it.
  const [version, setVersion] = useState<unknown>(record?.version);
  const [drafting, setDrafting] = useState(false);
  const withDraft = (values: Values) => ({
    ...values,
    processDefinitionId,
    ...(draftId ? { id: draftId, ...(version === undefined ? {} : { version }) } : {}),
  });

  const start = async (values: Values) => {
    await api.start(withDraft(values));
    message.success(t('work.started'));
    void queryClient.invalidateQueries({ queryKey: ['work'], refetchType: 'none' });
    navigate('/work/send');
    useTags.getState().close(tab.value);
  };
  const saveDraft = async () => {
    if (!api.save) return;
    setDrafting(true);
    try {
      const answer = await api.save(withDraft(form.getFieldsValue()));
      const id = idOf(answer);
      if (id) {
        setDraftId(id);
        // the save answers only the id: the version the next save must name is read back
        setVersion((await api.detail(id, '')).version);
      }
      message.success(t('work.draftSaved'));
    } finally {
      setDrafting(false);
    }
  };

  return (
    <Row gutter={[12, 12]} className="flow-start-form">
      <Col xs={24} xl={14}>
        <Card
          size="small"
          title={[loc(family.label), tab.query.name ?? t('work.formTitle')]
            .filter((x, i, all) => all.indexOf(x) === i)
            .join(' · ')}
          extra={
            api.save && (
              <Button size="small" icon={<SaveOutlined />} loading={drafting} onClick={() => void saveDraft()}>
                {t('work.saveDraft')}
              </Button>
            )
          }
        >
          <RefSummaries def={def} row={initial} />
          <ResourceForm
            fields={def.fields}
            def={def}
            mode="add"
            row={initial}
            overrides={overrides}
            form={form}
            submitText={t('work.submit')}
            submitOnEnter={false}
            onSubmit={start}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('work.diagram')} className="flow-diagram-card">
          <FlowDiagram processDefinitionId={processDefinitionId} height={360} />
        </Card>
      </Col>
    </Row>
  );
}

/** The record id a draft save answers: `businessId`, `id`, or the id itself. */
function idOf(answer: unknown): string | undefined {
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer);
  if (answer && typeof answer === 'object') {
    const a = answer as { businessId?: unknown; id?: unknown };
    const id = a.businessId ?? a.id;
    return id === undefined || id === null ? undefined : String(id);
  }
  return undefined;
}
