// The executable process graph read from a BPMN model. Expressions (conditions, assignees, completion conditions)
// are kept as their JUEL source; the engine evaluates them with modules/flow/expression.ts.
import type { Localized } from '@flp/shared';

export interface NodeBase {
  id: string;
  name?: string;
  documentation?: string;
  /** Sequence-flow ids, in document order. */
  incoming: string[];
  outgoing: string[];
}

export interface StartEventNode extends NodeBase {
  type: 'startEvent';
  /** Variable that receives the starter's user id (`flowable:initiator`). */
  initiator?: string;
  formKey?: string;
}

export interface EndEventNode extends NodeBase {
  type: 'endEvent';
  /** A terminate end event ends every active path of the instance. */
  terminate: boolean;
}

/**
 * A node the token passes straight through, as Flowable runs it: a manual task, an untyped task, a none
 * intermediate throw event. Nobody is asked; its outgoing flows are taken as a task's are.
 */
export interface PassThroughNode extends NodeBase {
  type: 'manualTask' | 'task' | 'intermediateThrowEvent';
  /** Default sequence flow id (tasks only). */
  default?: string;
}

export interface MultiInstance {
  isSequential: boolean;
  /** Expression or variable name giving the list (`flowable:collection`). */
  collection?: string;
  elementVariable?: string;
  loopCardinality?: string;
  completionCondition?: string;
}

export interface FormProperty {
  id: string;
  name?: string;
  type?: string;
  required?: boolean;
  readable?: boolean;
  writable?: boolean;
}

export interface UserTaskNode extends NodeBase {
  type: 'userTask';
  assignee?: string;
  candidateUsers: string[];
  /** Role aliases (BladeX) or expressions. */
  candidateGroups: string[];
  formKey?: string;
  /** Default sequence flow id (taken when no condition on the other outgoing flows holds). */
  default?: string;
  multiInstance?: MultiInstance;
  /** `flowable:formProperty` entries, kept as metadata. */
  formProperties: FormProperty[];
  /**
   * `flowable:skipExpression`: when the variable `_FLOWABLE_SKIP_EXPRESSION_ENABLED` (or `_ACTIVITI_…`) is true and
   * this holds, the task is passed through without creating a task.
   */
  skipExpression?: string;
}

export interface GatewayNode extends NodeBase {
  type: 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway';
  /** Default sequence flow id (exclusive / inclusive only). */
  default?: string;
}

export type FlowNode = StartEventNode | EndEventNode | UserTaskNode | GatewayNode | PassThroughNode;
export type FlowNodeType = FlowNode['type'];

export interface SequenceFlow {
  /** The flow's id; a flow written without one gets `<source>_<target>` (with `_2`, `_3`… when that is taken). */
  id: string;
  name?: string;
  sourceRef: string;
  targetRef: string;
  /** JUEL source, e.g. `${days > 3}`; absent when unconditional. */
  conditionExpression?: string;
  /**
   * `flowable:skipExpression`: with skipping enabled (see UserTaskNode.skipExpression) the flow is taken when it
   * holds, whatever its condition, and not taken when it does not (unless it is the node's only way out).
   */
  skipExpression?: string;
}

export interface ProcessGraph {
  startId: string;
  nodes: Record<string, FlowNode>;
  flows: Record<string, SequenceFlow>;
}

export interface ParsedProcess {
  /** Process key: the process element's id. */
  key: string;
  name?: string;
  isExecutable: boolean;
  documentation?: string;
  graph: ProcessGraph;
}

export interface ParsedDefinitions {
  id?: string;
  /** `targetNamespace`, which Flowable uses as the category (BladeX: `flow_<dictKey>`). */
  category?: string;
  processes: ParsedProcess[];
  /** Problems that do not block deployment (e.g. a user task nobody is assigned to), of the whole file. */
  warnings: BpmnProblem[];
}

export interface BpmnProblem {
  elementId: string;
  /** BPMN local name of the element, e.g. `scriptTask`, `sequenceFlow`, `definitions`. */
  elementType: string;
  reason: Localized;
}
