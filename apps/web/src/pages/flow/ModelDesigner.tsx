import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmnModelerHandle } from '../../components/bpmn/BpmnModeler';
import type { DiagramProblem } from '../../components/bpmn/flowable/check';
import { newModelXml } from '../../components/bpmn/flowable/template';
import { ApiError } from '../../api/http';
import { Loading } from '../../crud/Loading';
import { useLang } from '../../crud/labels';
import { flowApi, type ServerProblem, type SubmitAnswer } from './api';
import { useCategoryOptions } from './shared';

// bpmn-js is large: it loads when a designer opens, not with the list.
const BpmnModeler = lazy(() => import('../../components/bpmn/BpmnModeler'));

/** A process key: an XML id (the process element's), as Flowable takes it. */
export const MODEL_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Problems a refused save names in its body (`data`, `data.problems` or `data.errors`: lists of `{elementId, reason}`). */
function problemsIn(body: unknown): ServerProblem[] {
  const data = (body as { data?: unknown } | null)?.data;
  const candidates = [data, (data as { problems?: unknown })?.problems, (data as { errors?: unknown })?.errors];
  const found = candidates.find(
    (c): c is ServerProblem[] => Array.isArray(c) && c.some((x) => x && typeof x === 'object' && 'elementId' in x),
  );
  return found ?? [];
}

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
  const lang = useLang();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const designer = useRef<BpmnModelerHandle>(null);
  const categories = useCategoryOptions();
  const [savedId, setSavedId] = useState<string>();
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
      setDirty(false);
      const wasSaved = saved;
      setSaved(false);
      onClose(wasSaved);
    };
    if (dirty) modal.confirm({ title: t('crud.tip'), content: t('flow.model.closeConfirm'), onOk: done });
    else done();
  };

  /** The server's problems (warnings of a save, or what a refused save names) as the designer lists them. */
  const listed = (list: (ServerProblem | string)[], level: DiagramProblem['level']): DiagramProblem[] =>
    list.map((w) => {
      if (typeof w === 'string') return { elementId: '', elementName: '', level, message: w };
      const reason = typeof w.reason === 'object' ? (w.reason[lang] ?? Object.values(w.reason)[0]) : w.reason;
      return {
        elementId: w.elementId ?? '',
        elementName: w.elementId ?? '',
        level,
        message: reason ?? w.message ?? '',
      };
    });

  const save = async () => {
    const handle = designer.current;
    if (!handle) return;
    const values = await form.validateFields();
    const problems = handle.check();
    if (problems.some((p) => p.level === 'error')) {
      handle.showProblems(problems);
      message.error(t('flow.model.blocked'));
      return;
    }
    setSaving(true);
    try {
      handle.setProcess({ id: values.modelKey.trim(), name: values.name.trim() });
      const modelEditorXml = await handle.saveXml();
      let answer: SubmitAnswer | boolean;
      try {
        answer = await flowApi.submitModel({
          id,
          name: values.name.trim(),
          modelKey: values.modelKey.trim(),
          description: values.description?.trim() ?? '',
          modelEditorXml,
        });
      } catch (e) {
        // the toast says it; the problems the server names are listed beside the diagram too
        const named = e instanceof ApiError ? problemsIn(e.body) : [];
        if (named.length) handle.showProblems(listed(named, 'error'));
        return;
      }
      setDirty(false);
      setSaved(true);
      const version = typeof answer === 'object' && answer ? answer.version : undefined;
      message.success(version ? t('flow.model.saved', { version }) : t('flow.model.savedPlain'));
      if (typeof answer === 'object' && answer?.id) setSavedId(String(answer.id));
      const warnings = listed(typeof answer === 'object' && answer ? (answer.warnings ?? []) : [], 'warning');
      handle.showProblems(warnings.length ? warnings : null);
      // without the new model's id a second save would make another model: back to the list
      if (!id && !(typeof answer === 'object' && answer?.id)) onClose(true);
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
              <Input maxLength={255} style={{ width: 200 }} data-testid="model-key" />
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
