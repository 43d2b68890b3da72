import { SaveOutlined } from '@ant-design/icons';
import type { FlowModelFinding } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmnModelerHandle } from '../../components/bpmn/BpmnModeler';
import type { DiagramProblem } from '../../components/bpmn/flowable/check';
import { newModelXml } from '../../components/bpmn/flowable/template';
import { Loading } from '../../crud/Loading';
import { flowApi } from './api';
import { useCategoryOptions } from './shared';

// bpmn-js is large: it loads when a designer opens, not with the list.
const BpmnModeler = lazy(() => import('../../components/bpmn/BpmnModeler'));

/** A process key: an XML id (the process element's), as Flowable takes it. */
export const MODEL_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** A finding of the server's checker, as the designer lists it. */
const finding = (f: FlowModelFinding, level: DiagramProblem['level']): DiagramProblem => ({
  elementId: f.elementId,
  elementName: f.elementId || f.elementType,
  level,
  message: f.message,
});

interface Values {
  name: string;
  modelKey: string;
  description?: string;
}

/** What the designer opens: a model (its latest version, or the XML of an older one), or a new one. */
export interface DesignTarget {
  id?: string;
  /** An older version's XML to start from. */
  xml?: string;
}

/**
 * 新建 / 设计: the designer over the whole screen, with the model's name, key and description above it. 保存 checks
 * the diagram (errors stop it), writes the key and name into the process, and submits a new version; the server's
 * warnings are then listed in the designer. Closing with unsaved changes asks first.
 */
export function ModelDesigner({
  target,
  canEdit,
  onClose,
}: {
  target: DesignTarget | null;
  canEdit: boolean;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const designer = useRef<BpmnModelerHandle>(null);
  const categories = useCategoryOptions();
  const [savedId, setSavedId] = useState<string>();
  const [savedVersion, setSavedVersion] = useState<number>();
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // a new model's key until the user gives one (fresh for each new model)
  const blankKey = useMemo(() => (target ? `process_${Date.now().toString(36)}` : ''), [target]);
  const modelKey = Form.useWatch('modelKey', form);

  const id = target?.id ?? savedId;
  const detail = useQuery({
    queryKey: ['flow-model', target?.id],
    queryFn: () => flowApi.model(target!.id!),
    enabled: !!target?.id,
    gcTime: 0,
  });
  const loading = !!target?.id && !detail.data;
  // the version this designer edits: the one opened, then each one it saved
  const baseVersion = savedVersion ?? detail.data?.version;
  const xml =
    target?.xml ??
    detail.data?.modelEditorXml ??
    (target && !target.id
      ? newModelXml(blankKey, '', '', {
          start: t('flow.designer.templateStart'),
          task: t('flow.designer.templateTask'),
          end: t('flow.designer.templateEnd'),
        })
      : '');
  const initial: Values | undefined = detail.data
    ? { name: detail.data.name, modelKey: detail.data.modelKey, description: detail.data.description }
    : target && !target.id
      ? { name: '', modelKey: blankKey, description: '' }
      : undefined;

  const close = () => {
    const done = () => {
      setSavedId(undefined);
      setSavedVersion(undefined);
      setDirty(false);
      const wasSaved = saved;
      setSaved(false);
      onClose(wasSaved);
    };
    if (dirty) modal.confirm({ title: t('crud.tip'), content: t('flow.model.closeConfirm'), onOk: done });
    else done();
  };

  const save = async () => {
    const handle = designer.current;
    if (!handle) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      handle.setProcess({ id: values.modelKey.trim(), name: values.name.trim() });
      const modelEditorXml = await handle.saveXml();
      // a model still being drawn is saved as it is; what keeps it from deploying is listed beside the diagram
      const answer = await flowApi.submitModel({
        id,
        name: values.name.trim(),
        modelKey: values.modelKey.trim(),
        description: values.description?.trim() ?? '',
        modelEditorXml,
        version: baseVersion,
      });
      setDirty(false);
      setSaved(true);
      setSavedId(String(answer.id));
      setSavedVersion(answer.version);
      const found = [
        ...(answer.problems ?? []).map((p) => finding(p, 'error')),
        ...(answer.warnings ?? []).map((w) => finding(w, 'warning')),
      ];
      handle.showProblems(found.length ? found : null);
      if (answer.deployable === false) message.warning(t('flow.model.notDeployable', { version: answer.version }));
      else message.success(t('flow.model.saved', { version: answer.version }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!target}
      size="100%"
      destroyOnHidden
      title={target?.id ? t('flow.model.designTitle', { name: detail.data?.name ?? '' }) : t('flow.model.newTitle')}
      onClose={close}
      styles={{ body: { display: 'flex', flexDirection: 'column', paddingTop: 12 } }}
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={loading}
            onClick={() => void save()}
          >
            {t('flow.model.save')}
          </Button>
        )
      }
    >
      {loading || !initial ? (
        <Loading />
      ) : (
        <>
          <Form form={form} layout="inline" initialValues={initial} style={{ rowGap: 8, marginBottom: 8 }}>
            <Form.Item
              name="name"
              label={t('flow.model.name')}
              rules={[{ required: true, whitespace: true, message: t('crud.enter', { label: t('flow.model.name') }) }]}
            >
              <Input maxLength={255} style={{ width: 200 }} data-testid="model-name" />
            </Form.Item>
            <Form.Item
              name="modelKey"
              label={t('flow.model.modelKey')}
              tooltip={t('flow.model.keyHelp')}
              rules={[
                { required: true, message: t('crud.enter', { label: t('flow.model.modelKey') }) },
                { pattern: MODEL_KEY, message: t('flow.model.keyInvalid') },
              ]}
            >
              <Input maxLength={200} style={{ width: 200 }} data-testid="model-key" />
            </Form.Item>
            <Form.Item name="description" label={t('flow.model.description')}>
              <Input maxLength={1000} style={{ width: 280 }} />
            </Form.Item>
          </Form>
          <div style={{ flex: 1, minHeight: 480 }}>
            <Suspense fallback={<Loading />}>
              <BpmnModeler
                ref={designer}
                xml={xml}
                categories={categories}
                fileName={modelKey || 'process'}
                onChange={() => setDirty(true)}
                onOpened={(p) => {
                  // a file opened brings its own process: its key and name fill the form where they are set
                  const next: Partial<Values> = {};
                  if (p.id) next.modelKey = p.id;
                  if (p.name) next.name = p.name;
                  form.setFieldsValue(next);
                }}
              />
            </Suspense>
          </div>
        </>
      )}
    </Drawer>
  );
}
