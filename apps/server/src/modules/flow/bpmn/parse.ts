/**
 * Reads a BPMN 2.0 model in Flowable's dialect (`flowable:` or the older `activiti:` namespace) into executable
 * process graphs. Parsing is bpmn-moddle's (the bpmn.io parser); this module maps its element tree onto the subset
 * the engine runs, refusing everything else, and reports every problem at once (validate.ts adds the structural ones).
 */
import { FLOWABLE_MODDLE as flowableDescriptor, l, type Localized } from '@flp/shared';
import { BpmnModdle, type ModdleElement, type ParseWarning } from 'bpmn-moddle';
import { BpmnModelError } from './errors';
import type {
  BpmnProblem,
  FlowNode,
  FormProperty,
  MultiInstance,
  ParsedDefinitions,
  ParsedProcess,
  SequenceFlow,
  UserTaskNode,
} from './graph';
import { checkStructure } from './validate';

/** Both dialects carry the same attributes; only the namespace differs. */
const DIALECTS = ['flowable', 'activiti'] as const;
type Dialect = (typeof DIALECTS)[number];
const DIALECT_URIS: Record<Dialect, string> = {
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

/**
 * One parser per dialect: moddle keys extension properties by their local name, so two packages extending
 * bpmn:UserTask with `assignee` conflict. The other dialect's attributes, in a model mixing both, are read from
 * `$attrs` (see dialectAttr).
 */
function moddleFor(dialect: Dialect): BpmnModdle {
  // moddle annotates a descriptor in place when it registers it: each parser gets its own copy.
  const descriptor = { ...structuredClone(flowableDescriptor), prefix: dialect, uri: DIALECT_URIS[dialect] };
  return new BpmnModdle({ [dialect]: descriptor });
}
const PARSERS: Record<Dialect, BpmnModdle> = { flowable: moddleFor('flowable'), activiti: moddleFor('activiti') };

function parserFor(xml: string): BpmnModdle {
  return xml.includes(DIALECT_URIS.activiti) && !xml.includes(DIALECT_URIS.flowable)
    ? PARSERS.activiti
    : PARSERS.flowable;
}

type El = ModdleElement;

/** Local name with a lower-case first letter, as the XML writes it: `bpmn:ScriptTask` → `scriptTask`. */
export function elementType(el: { $type: string }): string {
  const local = el.$type.slice(el.$type.indexOf(':') + 1);
  return local.charAt(0).toLowerCase() + local.slice(1);
}

const REFUSED_ELEMENTS: Record<string, Localized> = {
  'bpmn:ScriptTask': l('不支持脚本任务', 'script tasks are not supported'),
  'bpmn:ServiceTask': l('不支持服务任务', 'service tasks are not supported'),
  'bpmn:SendTask': l('不支持发送任务', 'send tasks are not supported'),
  'bpmn:ReceiveTask': l('不支持接收任务', 'receive tasks are not supported'),
  'bpmn:BusinessRuleTask': l('不支持业务规则任务', 'business rule tasks are not supported'),
  'bpmn:ManualTask': l('不支持手工任务', 'manual tasks are not supported'),
  'bpmn:Task': l('不支持未指定类型的任务，请使用用户任务', 'untyped tasks are not supported; use a user task'),
  'bpmn:IntermediateCatchEvent': l('不支持中间事件', 'intermediate events are not supported'),
  'bpmn:IntermediateThrowEvent': l('不支持中间事件', 'intermediate events are not supported'),
  'bpmn:BoundaryEvent': l('不支持边界事件', 'boundary events are not supported'),
  'bpmn:SubProcess': l('不支持子流程', 'sub-processes are not supported'),
  'bpmn:Transaction': l('不支持事务子流程', 'transaction sub-processes are not supported'),
  'bpmn:AdHocSubProcess': l('不支持自由子流程', 'ad-hoc sub-processes are not supported'),
  'bpmn:CallActivity': l('不支持调用活动', 'call activities are not supported'),
  'bpmn:EventBasedGateway': l('不支持事件网关', 'event-based gateways are not supported'),
  'bpmn:ComplexGateway': l('不支持复杂网关', 'complex gateways are not supported'),
};

const EVENT_DEFINITIONS: Record<string, [zh: string, en: string]> = {
  'bpmn:TimerEventDefinition': ['定时器', 'timer'],
  'bpmn:MessageEventDefinition': ['消息', 'message'],
  'bpmn:SignalEventDefinition': ['信号', 'signal'],
  'bpmn:ErrorEventDefinition': ['错误', 'error'],
  'bpmn:EscalationEventDefinition': ['升级', 'escalation'],
  'bpmn:ConditionalEventDefinition': ['条件', 'conditional'],
  'bpmn:CompensateEventDefinition': ['补偿', 'compensation'],
  'bpmn:LinkEventDefinition': ['链接', 'link'],
  'bpmn:CancelEventDefinition': ['取消', 'cancel'],
};

/** Kept in the model and ignored: they do not execute. */
const IGNORED_FLOW_ELEMENTS = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

const LISTENERS = new Set(['tasklistener', 'executionlistener']);

function list<T = El>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A Flowable attribute in whichever dialect the model uses (a typed property, or left in `$attrs`). */
function dialectAttr(el: El, name: string): string | undefined {
  const attrs = (el.$attrs ?? {}) as Record<string, unknown>;
  for (const dialect of DIALECTS) {
    const qualified = `${dialect}:${name}`;
    const value = text(el.get(qualified)) ?? text(attrs[qualified]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `flowable:TaskListener`, or `activiti:taskListener` as a generic element → `tasklistener`. */
function extensionName(el: El): string {
  return el.$type.slice(el.$type.indexOf(':') + 1).toLowerCase();
}

function documentation(el: El): string | undefined {
  return text(
    list(el.documentation)
      .map((d) => text(d.text) ?? '')
      .join('\n'),
  );
}

/** The body of a formal expression (`<conditionExpression xsi:type="tFormalExpression">${pass}</…>`). */
function expressionBody(el: unknown): string | undefined {
  return el && typeof el === 'object' ? text((el as El).body) : undefined;
}

/** Splits `a, b, ${x.y(1, 2)}` on the commas outside `${…}` / `#{…}`. */
export function splitCandidates(value: string | undefined): string[] {
  if (!value) return [];
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function extensionValues(el: El): El[] {
  const ext = el.extensionElements as El | undefined;
  return ext ? list(ext.values) : [];
}

function formProperties(el: El): FormProperty[] {
  return extensionValues(el)
    .filter((v) => extensionName(v) === 'formproperty' && text(v.id))
    .map((v) => ({
      id: text(v.id) as string,
      name: text(v.name),
      type: text(v.type),
      required: v.required as boolean | undefined,
      readable: v.readable as boolean | undefined,
      writable: v.writable as boolean | undefined,
    }));
}

class Reader {
  readonly problems: BpmnProblem[] = [];
  readonly warnings: BpmnProblem[] = [];

  /** `elementId|property` → the id an unresolved reference named. */
  constructor(private readonly unresolved: Map<string, string>) {}

  refuse(el: { id?: unknown; $type: string }, reason: Localized, type = elementType(el)): void {
    this.problems.push({ elementId: String(el.id ?? ''), elementType: type, reason });
  }

  /** Listeners run Java classes, delegate expressions or method expressions: never executed here. */
  checkListeners(el: El): void {
    for (const value of extensionValues(el)) {
      if (!LISTENERS.has(extensionName(value))) continue;
      const kind = value.class ? 'class' : value.delegateExpression ? 'delegateExpression' : 'expression';
      const target = text(value.class) ?? text(value.delegateExpression) ?? text(value.expression) ?? '';
      this.refuse(
        el,
        l(`不支持监听器 (${kind} ${target})`, `listeners are not supported (${kind} ${target})`),
        elementType(value),
      );
    }
  }

  readProcess(proc: El): ParsedProcess {
    const nodes: Record<string, FlowNode> = {};
    const flows: Record<string, SequenceFlow> = {};
    const flowNodeIds = new Set<string>();
    /** Boundary events hang on their activity: an edge for reachability although they are refused. */
    const attachments: [string, string][] = [];
    const sequenceFlows: El[] = [];
    this.checkListeners(proc);
    for (const el of list(proc.flowElements)) {
      this.checkListeners(el);
      if (el.$type === 'bpmn:SequenceFlow') {
        sequenceFlows.push(el);
        continue;
      }
      if (IGNORED_FLOW_ELEMENTS.has(el.$type)) continue;
      const id = String(el.id);
      flowNodeIds.add(id);
      const host = (el.attachedToRef as El | undefined)?.id;
      if (host !== undefined) attachments.push([String(host), id]);
      if (list(el.dataInputAssociations).length > 0) {
        this.refuse(el, l('不支持以数据对象作为输入', 'data objects as inputs are not supported'));
      }
      const node = this.readNode(el);
      if (node) nodes[id] = node;
    }
    for (const el of sequenceFlows) {
      const flow = this.readFlow(el, flowNodeIds);
      if (!flow) continue;
      flows[flow.id] = flow;
      nodes[flow.sourceRef]?.outgoing.push(flow.id);
      nodes[flow.targetRef]?.incoming.push(flow.id);
    }
    const structure = checkStructure(String(proc.id), nodes, flows, attachments);
    this.problems.push(...structure.problems);
    this.warnings.push(...structure.warnings);
    return {
      key: String(proc.id),
      name: text(proc.name),
      isExecutable: proc.isExecutable !== false,
      documentation: documentation(proc),
      graph: { startId: structure.startId ?? '', nodes, flows },
    };
  }

  private readNode(el: El): FlowNode | undefined {
    const base = {
      id: String(el.id),
      name: text(el.name),
      documentation: documentation(el),
      incoming: [],
      outgoing: [],
    };
    const refused = REFUSED_ELEMENTS[el.$type];
    if (refused) {
      const kinds = list(el.eventDefinitions).map(
        (d) => EVENT_DEFINITIONS[d.$type] ?? [elementType(d), elementType(d)],
      );
      const zh = kinds.map(([k]) => k).join('、');
      const en = kinds.map(([, k]) => k).join(', ');
      if (el.triggeredByEvent) this.refuse(el, l('不支持事件子流程', 'event sub-processes are not supported'));
      else if (kinds.length > 0) this.refuse(el, l(`${refused['zh-CN']} (${zh})`, `${refused['en-US']} (${en})`));
      else this.refuse(el, refused);
      return undefined;
    }
    if (el.loopCharacteristics && el.$type !== 'bpmn:UserTask') {
      this.refuse(el, l('只有用户任务可以多实例', 'only user tasks may be multi-instance'));
    }
    switch (el.$type) {
      case 'bpmn:StartEvent':
        if (!this.acceptEventDefinitions(el, [])) return undefined;
        return {
          ...base,
          type: 'startEvent',
          initiator: dialectAttr(el, 'initiator'),
          formKey: dialectAttr(el, 'formKey'),
        };
      case 'bpmn:EndEvent': {
        if (!this.acceptEventDefinitions(el, ['bpmn:TerminateEventDefinition'])) return undefined;
        const terminate = list(el.eventDefinitions).length > 0;
        return { ...base, type: 'endEvent', terminate };
      }
      case 'bpmn:UserTask':
        return this.readUserTask(el, base);
      case 'bpmn:ExclusiveGateway':
      case 'bpmn:InclusiveGateway':
      case 'bpmn:ParallelGateway':
        return {
          ...base,
          type: elementType(el) as 'exclusiveGateway',
          default: el.$type === 'bpmn:ParallelGateway' ? undefined : this.reference(el, 'default'),
        };
      default:
        this.refuse(el, l(`不支持的元素 ${el.$type}`, `unsupported element ${el.$type}`));
        return undefined;
    }
  }

  /** Refuses every event definition but the allowed ones; true when the event is kept. */
  private acceptEventDefinitions(el: El, allowed: string[]): boolean {
    let kept = true;
    for (const def of list(el.eventDefinitions)) {
      if (allowed.includes(def.$type)) continue;
      const [zh, en] = EVENT_DEFINITIONS[def.$type] ?? [elementType(def), elementType(def)];
      this.refuse(el, l(`不支持${zh}事件`, `${en} events are not supported`));
      kept = false;
    }
    return kept;
  }

  private readUserTask(
    el: El,
    base: Omit<UserTaskNode, 'type' | 'candidateUsers' | 'candidateGroups' | 'formProperties'>,
  ) {
    const node: UserTaskNode = {
      ...base,
      type: 'userTask',
      assignee: dialectAttr(el, 'assignee'),
      candidateUsers: splitCandidates(dialectAttr(el, 'candidateUsers')),
      candidateGroups: splitCandidates(dialectAttr(el, 'candidateGroups')),
      formKey: dialectAttr(el, 'formKey'),
      default: this.reference(el, 'default'),
      formProperties: formProperties(el),
    };
    const loop = el.loopCharacteristics as El | undefined;
    if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
      node.multiInstance = this.readMultiInstance(el, loop);
    } else if (loop) {
      this.refuse(el, l('不支持标准循环，请使用多实例', 'standard loops are not supported; use multi-instance'));
    }
    return node;
  }

  private readMultiInstance(task: El, loop: El): MultiInstance {
    const multi: MultiInstance = {
      isSequential: loop.isSequential === true,
      collection: dialectAttr(loop, 'collection'),
      elementVariable: dialectAttr(loop, 'elementVariable') ?? text((loop.inputDataItem as El | undefined)?.name),
      loopCardinality: expressionBody(loop.loopCardinality),
      completionCondition: expressionBody(loop.completionCondition),
    };
    if (!multi.collection && !multi.loopCardinality) {
      this.refuse(
        task,
        l(
          '多实例任务需要 collection 或 loopCardinality',
          'a multi-instance task needs a collection or a loopCardinality',
        ),
      );
    }
    return multi;
  }

  private readFlow(el: El, flowNodeIds: Set<string>): SequenceFlow | undefined {
    const id = String(el.id);
    const ends: Record<'sourceRef' | 'targetRef', string | undefined> = { sourceRef: undefined, targetRef: undefined };
    let ok = true;
    for (const end of ['sourceRef', 'targetRef'] as const) {
      const named = (el[end] as El | undefined)?.id ?? this.unresolved.get(`${id}|bpmn:${end}`);
      if (named !== undefined && flowNodeIds.has(String(named))) {
        ends[end] = String(named);
        continue;
      }
      ok = false;
      const which = end === 'sourceRef' ? l('源节点', 'source') : l('目标节点', 'target');
      this.refuse(
        el,
        named === undefined
          ? l(`缺少${which['zh-CN']}`, `the ${which['en-US']} is missing`)
          : l(`${which['zh-CN']} "${named}" 不存在`, `the ${which['en-US']} "${named}" does not exist`),
      );
    }
    if (!ok) return undefined;
    return {
      id,
      name: text(el.name),
      sourceRef: ends.sourceRef as string,
      targetRef: ends.targetRef as string,
      conditionExpression: expressionBody(el.conditionExpression),
    };
  }

  /** An id reference (e.g. `default`), keeping the id even when it names nothing, so validation can say so. */
  private reference(el: El, property: string): string | undefined {
    const target = el[property] as El | undefined;
    return target?.id !== undefined ? String(target.id) : this.unresolved.get(`${el.id}|bpmn:${property}`);
  }
}

/** `line: 0 column: 135 nested error: closing tag mismatch` → 1-based position and the cause. */
function xmlProblem(message: string): BpmnProblem {
  const line = /line: (\d+)/.exec(message);
  const column = /column: (\d+)/.exec(message);
  const cause = (/nested error: (.*)/.exec(message)?.[1] ?? message.split('\n')[0]).trim();
  const where =
    line && column
      ? l(
          `第 ${Number(line[1]) + 1} 行第 ${Number(column[1]) + 1} 列: `,
          `line ${Number(line[1]) + 1}, column ${Number(column[1]) + 1}: `,
        )
      : l('', '');
  return {
    elementId: '',
    elementType: 'xml',
    reason: l(`XML 格式错误，${where['zh-CN']}${cause}`, `malformed XML, ${where['en-US']}${cause}`),
  };
}

export interface BpmnCheck {
  /** Absent when the XML could not be read at all. */
  definitions?: ParsedDefinitions;
  /** Problems that block deployment. */
  problems: BpmnProblem[];
  warnings: BpmnProblem[];
}

/** Reads and checks a model without throwing: for a designer's "check" button as well as for deployment. */
export async function checkBpmn(xml: string): Promise<BpmnCheck> {
  let result: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    result = await parserFor(xml).fromXML(xml);
  } catch (error) {
    return { problems: [xmlProblem(error instanceof Error ? error.message : String(error))], warnings: [] };
  }
  const unresolved = new Map<string, string>();
  const problems: BpmnProblem[] = [];
  for (const warning of result.warnings as ParseWarning[]) {
    if (warning.message.startsWith('unresolved reference')) {
      // Checked where it matters (flow ends, default flows); a message or signal ref on a refused event is not.
      if (warning.element?.id && warning.value)
        unresolved.set(`${warning.element.id}|${warning.property}`, warning.value);
    } else if (!/unknown type|unknown attribute/.test(warning.message)) {
      // Elements of unknown namespaces are kept as generic elements; what remains is broken XML.
      problems.push(xmlProblem(warning.message));
    }
  }
  const reader = new Reader(unresolved);
  reader.problems.push(...problems);
  const root = result.rootElement;
  const processes = list(root.rootElements)
    .filter((el) => el.$type === 'bpmn:Process' && el.isExecutable !== false)
    .map((proc) => reader.readProcess(proc));
  if (processes.length === 0) {
    reader.refuse(root, l('没有可执行的流程 (isExecutable="true")', 'no executable process (isExecutable="true")'));
  }
  return {
    definitions: {
      id: text(root.id),
      category: text(root.targetNamespace),
      processes,
      warnings: reader.warnings,
    },
    problems: reader.problems,
    warnings: reader.warnings,
  };
}

/** Reads a model for deployment: the executable processes, or a BpmnModelError listing every problem. */
export async function parseBpmn(xml: string): Promise<ParsedDefinitions> {
  const check = await checkBpmn(xml);
  if (check.problems.length > 0 || !check.definitions) throw new BpmnModelError(check.problems);
  return check.definitions;
}
