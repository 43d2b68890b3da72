import {
  CompressOutlined,
  DownloadOutlined,
  RedoOutlined,
  SafetyCertificateOutlined,
  UndoOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { FLOWABLE_MODDLE } from '@flp/shared';
import { Alert, Button, Space, Tooltip, Upload } from 'antd';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule } from 'bpmn-js-properties-panel';
import Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import '@bpmn-io/properties-panel/assets/properties-panel.css';
import './bpmn.css';
import { fitCentered, zoomBy } from './canvas';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiagramProblem, checkDiagram } from './flowable/check';
import { type FlowableConfig, FlowablePropertiesProviderModule } from './flowable/FlowablePropertiesProvider';
import { asFlowable } from './flowable/template';
import { PeopleDialog, type PeopleRequest } from './PeopleDialog';
import { PeopleDirectory } from './people';
import { ProblemList } from './ProblemList';
import { translateModule } from './translate';

interface CommandStack {
  undo(): void;
  redo(): void;
}
interface Modeling {
  updateProperties(element: Element, properties: Record<string, unknown>): void;
}

/** What the page holding the designer asks of it. */
export interface BpmnModelerHandle {
  /** The model as XML (formatted). */
  saveXml(): Promise<string>;
  /** The problems the designer sees (see flowable/check.ts). */
  check(): DiagramProblem[];
  /** Shows a list of problems under the toolbar (the server's warnings after a save), or hides it (null). */
  showProblems(problems: DiagramProblem[] | null): void;
  /** Sets the process key (its id) and name, as the model's form has them. */
  setProcess(process: { id: string; name: string }): void;
  /** The process key, name and category (targetNamespace) as the diagram has them. */
  getProcess(): { id: string; name: string; category: string } | undefined;
}

export interface BpmnModelerProps {
  xml: string;
  /** Categories offered on the process (value `flow_<key>`). */
  categories: { value: string; label: string }[];
  ref?: Ref<BpmnModelerHandle>;
  /** File name of 下载 (without extension). */
  fileName?: string;
  /** Called when the user changes the diagram (each edit, undo or redo). */
  onChange?: () => void;
  /** Called when the user opened a file: its process key, name and category. */
  onOpened?: (process: { id: string; name: string; category: string }) => void;
}

/** The process element of the diagram (the root, or the process of a single pool). */
function processElement(registry: ElementRegistry): Element | undefined {
  const all = registry.getAll() as Element[];
  return (
    all.find((e) => e.businessObject?.$type === 'bpmn:Process') ??
    all.find((e) => e.businessObject?.$type === 'bpmn:Participant')
  );
}

/**
 * The BPMN designer: bpmn-js's modeler with its properties panel, extended for Flowable's attributes (approvers,
 * multi-instance, conditions, category: flowable/FlowablePropertiesProvider.ts). The toolbar undoes, redoes, zooms,
 * opens a .bpmn file, downloads the XML and checks the model. Models in the older `activiti:` namespace open as
 * `flowable:`. bpmn-js keeps its bpmn.io watermark, as its licence requires.
 */
export default function BpmnModeler({
  xml,
  categories,
  ref,
  fileName = 'process',
  onChange,
  onOpened,
}: BpmnModelerProps) {
  const { t, i18n } = useTranslation();
  const canvasHost = useRef<HTMLDivElement>(null);
  const panelHost = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<Modeler | null>(null);
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<DiagramProblem[] | null>(null);
  // the language the designer was made in: changing it later would need a new modeler and lose unsaved work
  const [lang] = useState(i18n.language);

  // who acts on a task, by name: the names the panel shows, and the dialog its 选择… opens
  const [picking, setPicking] = useState<PeopleRequest | null>(null);
  const [people] = useState(
    () =>
      new PeopleDirectory(() => {
        // names arrived: the panel draws the selected element again
        const modeler = modelerRef.current;
        if (!modeler) return;
        const selected = modeler.get<{ get(): Element[] }>('selection').get();
        if (selected.length)
          modeler
            .get<{ fire(e: string, d: object): void }>('eventBus')
            .fire('elements.changed', { elements: selected });
      }),
  );

  useEffect(() => {
    if (!canvasHost.current || !panelHost.current) return;
    const flowable: FlowableConfig = {
      categories: () => categoriesRef.current,
      people: {
        describe: (kind, value) => people.describe(kind, value),
        pick: (kind, value) =>
          new Promise((resolve) =>
            setPicking({
              kind,
              value,
              resolve: (v) => {
                setPicking(null);
                resolve(v);
              },
            }),
          ),
      },
    };
    const modeler = new Modeler({
      container: canvasHost.current,
      propertiesPanel: { parent: panelHost.current },
      flowable,
      additionalModules: [
        BpmnPropertiesPanelModule,
        BpmnPropertiesProviderModule,
        FlowablePropertiesProviderModule,
        translateModule(lang),
      ],
      moddleExtensions: { flowable: structuredClone(FLOWABLE_MODDLE) },
    });
    modelerRef.current = modeler;
    // clearing (an import) is no edit
    modeler.on('commandStack.changed', (e: { trigger?: string }) => e.trigger !== 'clear' && onChangeRef.current?.());
    return () => {
      modelerRef.current = null;
      modeler.destroy();
    };
  }, [lang, people]);

  useEffect(() => {
    const modeler = modelerRef.current;
    if (!modeler) return;
    let alive = true;
    setError(undefined);
    modeler
      .importXML(asFlowable(xml))
      .then(() => alive && fitCentered(modeler.get<Canvas>('canvas')))
      .catch((e: Error) => alive && setError(e.message));
    return () => {
      alive = false;
    };
  }, [xml]);

  const get = <T,>(name: string) => modelerRef.current?.get<T>(name);

  const check = () => checkDiagram((get<ElementRegistry>('elementRegistry')?.getAll() ?? []) as Element[]);
  const runCheck = () => setProblems(check());
  const reveal = (id: string) => {
    const element = get<ElementRegistry>('elementRegistry')?.get(id);
    if (!element) return;
    get<{ select(e: unknown): void }>('selection')?.select(element);
    get<Canvas>('canvas')?.scrollToElement(element);
  };

  const processInfo = () => {
    const registry = get<ElementRegistry>('elementRegistry');
    const element = registry && processElement(registry);
    if (!element) return undefined;
    const bo =
      element.businessObject.$type === 'bpmn:Process' ? element.businessObject : element.businessObject.processRef;
    let defs = bo;
    while (defs && defs.$type !== 'bpmn:Definitions') defs = defs.$parent;
    return { id: bo?.id ?? '', name: bo?.name ?? '', category: defs?.targetNamespace ?? '' };
  };

  useImperativeHandle(ref, () => ({
    saveXml: async () => {
      const modeler = modelerRef.current;
      if (!modeler) throw new Error('designer not ready');
      const { xml: out } = await modeler.saveXML({ format: true });
      return out ?? '';
    },
    check,
    showProblems: setProblems,
    setProcess: ({ id, name }) => {
      const registry = get<ElementRegistry>('elementRegistry');
      const element = registry && processElement(registry);
      if (!element) return;
      const modeling = get<Modeling>('modeling')!;
      if (element.businessObject.$type === 'bpmn:Process') {
        if (element.businessObject.id !== id || element.businessObject.name !== name)
          modeling.updateProperties(element, { id, name });
      } else {
        // a pool: the process behind it carries the key and the name
        const process = element.businessObject.processRef;
        if (process) Object.assign(process, { id, name });
      }
    },
    getProcess: processInfo,
  }));

  const download = async () => {
    const modeler = modelerRef.current;
    if (!modeler) return;
    const { xml: out } = await modeler.saveXML({ format: true });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([out ?? ''], { type: 'application/xml' }));
    a.download = `${fileName}.bpmn20.xml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const open = async (file: File) => {
    const text = await file.text();
    try {
      await modelerRef.current?.importXML(asFlowable(text));
      setError(undefined);
      zoomBy(get<Canvas>('canvas'), 'fit');
      const process = processInfo();
      if (process) onOpened?.(process);
      onChangeRef.current?.();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const tool = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button icon={icon} aria-label={title} onClick={onClick} />
    </Tooltip>
  );

  return (
    <div className="flp-modeler-wrap" data-testid="bpmn-modeler">
      <Space wrap size={8} style={{ marginBottom: 8 }}>
        <Space.Compact>
          {tool(t('flow.designer.undo'), <UndoOutlined />, () => get<CommandStack>('commandStack')?.undo())}
          {tool(t('flow.designer.redo'), <RedoOutlined />, () => get<CommandStack>('commandStack')?.redo())}
        </Space.Compact>
        <Space.Compact>
          {tool(t('flow.viewer.zoomIn'), <ZoomInOutlined />, () => zoomBy(get<Canvas>('canvas'), 'in'))}
          {tool(t('flow.viewer.zoomOut'), <ZoomOutOutlined />, () => zoomBy(get<Canvas>('canvas'), 'out'))}
          {tool(t('flow.viewer.fit'), <CompressOutlined />, () => zoomBy(get<Canvas>('canvas'), 'fit'))}
        </Space.Compact>
        <Upload
          accept=".bpmn,.xml"
          showUploadList={false}
          beforeUpload={(file) => {
            void open(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('flow.designer.open')}</Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('flow.designer.download')}
        </Button>
        <Button icon={<SafetyCertificateOutlined />} onClick={runCheck} data-testid="bpmn-check">
          {t('flow.designer.check')}
        </Button>
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('flow.designer.importFailed')}
          description={error}
          closable={{ onClose: () => setError(undefined) }}
        />
      )}
      {problems && <ProblemList problems={problems} onReveal={reveal} onClose={() => setProblems(null)} />}
      <div className="flp-modeler">
        <div className="flp-bpmn">
          <div ref={canvasHost} className="flp-bpmn-canvas" />
        </div>
        <div ref={panelHost} className="flp-modeler-panel" data-testid="bpmn-properties" />
      </div>
      <PeopleDialog request={picking} people={people} />
    </div>
  );
}
