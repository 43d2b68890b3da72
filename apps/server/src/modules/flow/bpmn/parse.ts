/**
 * Reads a BPMN 2.0 model in Flowable's dialect (`flowable:`, the older `activiti:`, or `camunda:` attributes) into
 * executable process graphs. Parsing is bpmn-moddle's (the bpmn.io parser); this module maps its element tree onto
 * what the engine runs. It refuses only what cannot run here (naming the element and why), warns about what is
 * merely unusual, and reports every problem at once (validate.ts adds the structural checks).
 */
import { l, type Localized } from '@flp/shared';
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

/**
 * The engine namespaces, in the order their attributes are read when a model declares several. They carry the same
 * attributes (assignee, candidateUsers, candidateGroups, initiator, collection, elementVariable, skipExpression…);
 * only the namespace differs. Flowable itself reads `flowable:` and `activiti:`; `camunda:` is read too, so a model
 * drawn in Camunda's modeler keeps its assignments.
 */
const ENGINE_URIS = ['http://flowable.org/bpmn', 'http://activiti.org/bpmn', 'http://camunda.org/schema/1.0/bpmn'];

/**
 * One parser, with no extension package: every engine attribute stays in `$attrs` and every engine extension
 * element stays a generic element, under the prefix the document binds to its namespace. So nothing is dropped
 * (moddle drops an element of a registered namespace whose type it does not know), any prefix works, and the
 * dialects cannot conflict.
 */
const PARSER = new BpmnModdle();

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
  'bpmn:ReceiveTask': l(
    '不支持接收任务 (没有能触发它的消息)',
    'receive tasks are not supported (nothing here could trigger one)',
  ),
  'bpmn:BusinessRuleTask': l('不支持业务规则任务', 'business rule tasks are not supported'),
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

/** Passed straight through, as Flowable runs them (a warning says so). */
const PASS_THROUGH: Record<string, 'manualTask' | 'task' | 'intermediateThrowEvent'> = {
  'bpmn:ManualTask': 'manualTask',
  'bpmn:Task': 'task',
  'bpmn:IntermediateThrowEvent': 'intermediateThrowEvent',
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

/** Engine extension elements that run code (Java classes, expressions with side effects, scripts): refused. */
const LISTENERS = new Set(['tasklistener', 'executionlistener', 'eventlistener']);
/** Engine extension elements kept (form properties, as metadata) or without behaviour (modeler bookkeeping). */
const QUIET_EXTENSIONS = new Set([
  'formproperty',
  'translation',
  'localization',
  'work-form-field-validation',
  'task-candidates-type',
]);
/**
 * Engine attributes with a behaviour in Flowable that this engine does not have: read past with a warning. Other
 * engine attributes without an effect on the path (`async`, `exclusive`, `formFieldValidation`…) pass silently.
 */
const IGNORED_ATTRIBUTES = new Set([
  'priority',
  'dueDate',
  'businessCalendarName',
  'owner',
  'category',
  'candidateStarterUsers',
  'candidateStarterGroups',
  'taskIdVariableName',
  'taskCompleterVariableName',
]);

function list<T = El>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const v = text(value)?.toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

function documentation(el: El): string | undefined {
  return text(
    list(el.documentation)
      .map((d) => text(d.text) ?? '')
      .join('\n'),
  );
}

/** The body of a formal expression (`<conditionExpression xsi:type="tFormalExpression">${pass}</…>`, CDATA too). */
function expressionBody(el: unknown): string | undefined {
  return el && typeof el === 'object' ? text((el as El).body) : undefined;
}

/** Expression languages a condition may name: JUEL, which is what the engine evaluates (or none). */
const JUEL = /^(juel|uel|el|javax?\.el|http:\/\/www\.w3\.org\/1999\/XPath)?$/i;

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

/** The prefixes a document binds to an engine namespace, in ENGINE_URIS order (`flowable`, or `fl`, …). */
function enginePrefixes(...scopes: El[]): string[] {
  const bound: [number, string][] = [];
  for (const scope of scopes) {
    for (const [key, value] of Object.entries((scope.$attrs ?? {}) as Record<string, unknown>)) {
      const rank = ENGINE_URIS.indexOf(String(value));
      if (key.startsWith('xmlns:') && rank >= 0) bound.push([rank, key.slice('xmlns:'.length)]);
    }
  }
  return [...new Set(bound.sort((a, b) => a[0] - b[0]).map(([, prefix]) => prefix))];
}

/** Element → `bpmn:property` → the id an unresolved reference named. */
type Unresolved = WeakMap<object, Record<string, string>>;

class Reader {
  readonly problems: BpmnProblem[] = [];
  readonly warnings: BpmnProblem[] = [];

  constructor(
    private readonly unresolved: Unresolved,
    /** Prefixes bound to an engine namespace, most preferred first. */
    private readonly prefixes: string[],
    /** Ids in use in the document; generated flow ids are added. */
    private readonly usedIds: Set<string>,
  ) {}

  refuse(el: { id?: unknown; $type: string }, reason: Localized, type = elementType(el)): void {
    this.problems.push({ elementId: String(el.id ?? ''), elementType: type, reason });
  }

  warn(el: { id?: unknown; $type: string }, reason: Localized, type = elementType(el)): void {
    this.warnings.push({ elementId: String(el.id ?? ''), elementType: type, reason });
  }

  /**
   * An engine attribute in whichever engine namespace the model uses (in `$attrs` of a BPMN element; a generic
   * element, such as an engine extension element, holds its attributes as properties).
   */
  attr(el: El, name: string): string | undefined {
    const attrs = (el.$attrs ?? {}) as Record<string, unknown>;
    for (const prefix of this.prefixes) {
      const value = text(attrs[`${prefix}:${name}`]) ?? text(el[`${prefix}:${name}`]);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** The lower-cased local name of an engine extension element, or undefined for another namespace's. */
  engineExtension(el: El): string | undefined {
    const colon = el.$type.indexOf(':');
    if (colon < 0 || !this.prefixes.includes(el.$type.slice(0, colon))) return undefined;
    return el.$type.slice(colon + 1).toLowerCase();
  }

  /** Listeners run Java classes, delegate expressions, method expressions or scripts: never executed here. */
  checkListeners(el: El): void {
    for (const value of extensionValues(el)) {
      if (!LISTENERS.has(this.engineExtension(value) ?? '')) continue;
      const script = list(value.$children).some((c) => /:script$/i.test(c.$type));
      const kind = value.class
        ? 'class'
        : value.delegateExpression
          ? 'delegateExpression'
          : script
            ? 'script'
            : 'expression';
      const target = text(value.class) ?? text(value.delegateExpression) ?? text(value.expression) ?? '';
      const what = target ? `${kind} ${target}` : kind;
      this.refuse(el, l(`不支持监听器 (${what})`, `listeners are not supported (${what})`), elementType(value));
    }
  }

  /**
   * Engine extension elements and attributes this engine reads past although Flowable gives them a behaviour: one
   * warning per element naming them. Other namespaces' extensions (modeler and designer bookkeeping) pass silently.
   */
  checkIgnored(el: El, owner: { id?: unknown; $type: string } = el): void {
    const ignored: string[] = [];
    for (const value of extensionValues(el)) {
      const name = this.engineExtension(value);
      if (name !== undefined && !LISTENERS.has(name) && !QUIET_EXTENSIONS.has(name)) ignored.push(`<${value.$type}>`);
    }
    for (const key of Object.keys((el.$attrs ?? {}) as Record<string, unknown>)) {
      const [prefix, name] = key.split(':');
      if (name !== undefined && this.prefixes.includes(prefix) && IGNORED_ATTRIBUTES.has(name)) ignored.push(key);
    }
    if (ignored.length === 0) return;
    const names = ignored.join(', ');
    this.warn(owner, l(`${names} 在本引擎中不起作用，已忽略`, `${names}: no effect in this engine, ignored`));
  }

  formProperties(el: El): FormProperty[] {
    return extensionValues(el)
      .filter((v) => this.engineExtension(v) === 'formproperty' && text(v.id))
      .map((v) => ({
        id: text(v.id) as string,
        name: text(v.name),
        type: text(v.type),
        required: flag(v.required),
        readable: flag(v.readable),
        writable: flag(v.writable),
      }));
  }

  readProcess(proc: El): ParsedProcess {
    const nodes: Record<string, FlowNode> = {};
    const flows: Record<string, SequenceFlow> = {};
    const flowNodeIds = new Set<string>();
    /** Boundary events hang on their activity: an edge for reachability although they are refused. */
    const attachments: [string, string][] = [];
    const sequenceFlows: El[] = [];
    this.checkListeners(proc);
    this.checkIgnored(proc);
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
      if (node) {
        nodes[id] = node;
        this.checkIgnored(el);
      }
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
    const passThrough = PASS_THROUGH[el.$type];
    if (passThrough && list(el.eventDefinitions).length === 0) {
      if (el.loopCharacteristics) this.refuse(el, l('只有用户任务可以多实例', 'only user tasks may be multi-instance'));
      return {
        ...base,
        type: passThrough,
        default: passThrough === 'intermediateThrowEvent' ? undefined : this.reference(el, 'default'),
      };
    }
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
          initiator: this.attr(el, 'initiator'),
          formKey: this.attr(el, 'formKey'),
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
      assignee: this.attr(el, 'assignee'),
      candidateUsers: splitCandidates(this.attr(el, 'candidateUsers')),
      candidateGroups: splitCandidates(this.attr(el, 'candidateGroups')),
      formKey: this.attr(el, 'formKey'),
      default: this.reference(el, 'default'),
      formProperties: this.formProperties(el),
    };
    this.readResourceRoles(el, node);
    const skip = this.attr(el, 'skipExpression');
    if (skip !== undefined) node.skipExpression = skip;
    const loop = el.loopCharacteristics as El | undefined;
    if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
      node.multiInstance = this.readMultiInstance(el, loop);
    } else if (loop) {
      this.refuse(el, l('不支持标准循环，请使用多实例', 'standard loops are not supported; use multi-instance'));
    }
    return node;
  }

  /**
   * BPMN's own assignment, as Flowable reads it: `humanPerformer` is the assignee; `potentialOwner` adds candidates,
   * `user(x)` a user, `group(x)` or a bare name a group.
   */
  private readResourceRoles(el: El, node: UserTaskNode) {
    for (const role of list(el.resources)) {
      const body = expressionBody((role.resourceAssignmentExpression as El | undefined)?.expression);
      if (!body) continue;
      if (role.$type === 'bpmn:HumanPerformer') node.assignee = body;
      else if (role.$type === 'bpmn:PotentialOwner') {
        for (const entry of splitCandidates(body)) {
          const m = /^(user|group)\((.*)\)$/.exec(entry);
          if (m?.[1] === 'user') node.candidateUsers.push(m[2].trim());
          else node.candidateGroups.push(m ? m[2].trim() : entry);
        }
      }
    }
  }

  private readMultiInstance(task: El, loop: El): MultiInstance {
    const handler = extensionValues(loop).find((v) => this.engineExtension(v) === 'collection');
    if (handler) {
      const target = this.attr(handler, 'class') ?? this.attr(handler, 'delegateExpression') ?? text(handler.class);
      const what = target ? ` ${target}` : '';
      this.refuse(
        task,
        l(
          `不支持集合处理器 (它运行 Java 代码${what})`,
          `collection handlers are not supported (they run Java code${what})`,
        ),
      );
    }
    const multi: MultiInstance = {
      isSequential: loop.isSequential === true,
      collection: this.attr(loop, 'collection') ?? this.unresolved.get(loop)?.['bpmn:loopDataInputRef'],
      elementVariable: this.attr(loop, 'elementVariable') ?? text((loop.inputDataItem as El | undefined)?.name),
      loopCardinality: expressionBody(loop.loopCardinality),
      completionCondition: expressionBody(loop.completionCondition),
    };
    if (!multi.collection && !multi.loopCardinality && !handler) {
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
    const ends: Record<'sourceRef' | 'targetRef', string | undefined> = { sourceRef: undefined, targetRef: undefined };
    const named = {
      sourceRef: (el.sourceRef as El | undefined)?.id ?? this.unresolved.get(el)?.['bpmn:sourceRef'],
      targetRef: (el.targetRef as El | undefined)?.id ?? this.unresolved.get(el)?.['bpmn:targetRef'],
    };
    const id = text(el.id) ?? this.generatedId(named.sourceRef, named.targetRef);
    const flowEl = { id, $type: el.$type };
    let ok = true;
    for (const end of ['sourceRef', 'targetRef'] as const) {
      const ref = named[end];
      if (ref !== undefined && flowNodeIds.has(String(ref))) {
        ends[end] = String(ref);
        continue;
      }
      ok = false;
      const which = end === 'sourceRef' ? l('源节点', 'source') : l('目标节点', 'target');
      this.refuse(
        flowEl,
        ref === undefined
          ? l(`缺少${which['zh-CN']}`, `the ${which['en-US']} is missing`)
          : l(`${which['zh-CN']} "${ref}" 不存在`, `the ${which['en-US']} "${ref}" does not exist`),
      );
    }
    const condition = el.conditionExpression as El | undefined;
    const language = text(condition?.language);
    if (language !== undefined && !JUEL.test(language)) {
      this.refuse(
        flowEl,
        l(
          `不支持脚本条件 (language="${language}")，请使用 \${…} 表达式`,
          `script conditions are not supported (language="${language}"); use a \${…} expression`,
        ),
      );
      ok = false;
    }
    if (!ok) return undefined;
    this.checkIgnored(el, flowEl);
    const flow: SequenceFlow = {
      id,
      name: text(el.name),
      sourceRef: ends.sourceRef as string,
      targetRef: ends.targetRef as string,
      conditionExpression: expressionBody(condition),
    };
    const skip = this.attr(el, 'skipExpression');
    if (skip !== undefined) flow.skipExpression = skip;
    return flow;
  }

  /**
   * An id for a flow written without one (Flowable deploys those): `<source>_<target>`, then `_2`, `_3`… while that
   * is taken, so it is the same at every deployment of the same file.
   */
  private generatedId(source: string | undefined, target: string | undefined): string {
    const base = `${source ?? 'none'}_${target ?? 'none'}`;
    let id = base;
    for (let n = 2; this.usedIds.has(id); n++) id = `${base}_${n}`;
    this.usedIds.add(id);
    return id;
  }

  /** An id reference (e.g. `default`), keeping the id even when it names nothing, so validation can say so. */
  private reference(el: El, property: string): string | undefined {
    const target = el[property] as El | undefined;
    return target?.id !== undefined ? String(target.id) : this.unresolved.get(el)?.[`bpmn:${property}`];
  }
}

/**
 * `line: 0 column: 135 nested error: closing tag mismatch` → 1-based position and the cause: malformed XML, or (when
 * `ignored`) content left out.
 */
function xmlProblem(message: string, ignored = false): BpmnProblem {
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
    reason: ignored
      ? l(`${where['zh-CN']}${cause}，已忽略`, `${where['en-US']}${cause}, ignored`)
      : l(`XML 格式错误，${where['zh-CN']}${cause}`, `malformed XML, ${where['en-US']}${cause}`),
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
    result = await PARSER.fromXML(xml);
  } catch (error) {
    return { problems: [xmlProblem(error instanceof Error ? error.message : String(error))], warnings: [] };
  }
  const unresolved: Unresolved = new WeakMap();
  const problems: BpmnProblem[] = [];
  const ignoredXml: BpmnProblem[] = [];
  for (const warning of result.warnings as ParseWarning[]) {
    if (warning.message.startsWith('unresolved reference')) {
      // Checked where it matters (flow ends, default flows); a message or signal ref on a refused event is not.
      if (warning.element && warning.property && warning.value) {
        const refs = unresolved.get(warning.element) ?? {};
        refs[warning.property] = warning.value;
        unresolved.set(warning.element, refs);
      }
    } else if (/unrecognized element/.test(warning.message)) {
      // A known element where the schema has no place for it (diagram bounds in extensionElements, as Signavio
      // writes them): moddle leaves it out; Flowable reads past it too.
      ignoredXml.push(xmlProblem(warning.message, true));
    } else if (!/unknown type|unknown attribute/.test(warning.message)) {
      // Elements of unknown namespaces are kept as generic elements; what remains is broken XML.
      problems.push(xmlProblem(warning.message));
    }
  }
  const root = result.rootElement;
  const allProcesses = list(root.rootElements).filter((el) => el.$type === 'bpmn:Process');
  const reader = new Reader(
    unresolved,
    enginePrefixes(root, ...allProcesses),
    new Set(Object.keys(result.elementsById ?? {})),
  );
  reader.problems.push(...problems);
  reader.warnings.push(...ignoredXml);
  const processes: ParsedProcess[] = [];
  for (const proc of allProcesses) {
    if (proc.isExecutable !== false) processes.push(reader.readProcess(proc));
  }
  if (processes.length === 0) {
    reader.refuse(root, l('没有可执行的流程 (isExecutable="true")', 'no executable process (isExecutable="true")'));
  } else {
    // As Flowable: a file may hold processes that are only documentation; they are skipped, with a word.
    for (const proc of allProcesses.filter((p) => p.isExecutable === false))
      reader.warn(
        proc,
        l(
          '流程不可执行 (isExecutable="false")，部署时跳过',
          'the process is not executable (isExecutable="false"): it is not deployed',
        ),
      );
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
