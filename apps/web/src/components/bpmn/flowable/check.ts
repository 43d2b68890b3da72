import { getBusinessObject, is } from 'bpmn-js/lib/util/ModelUtil';
import type { Element, Shape } from 'bpmn-js/lib/model/Types';
import i18n from 'i18next';

/**
 * The designer's 检查: what the engine would refuse at deploy time, and what it would only warn about, found on the
 * diagram before saving (the rules of docs/architecture.md "BPMN models"; the server checks again and has the last
 * word — its warnings are shown after a save).
 */
export interface DiagramProblem {
  elementId: string;
  elementName: string;
  level: 'error' | 'warning';
  message: string;
}

const tr = (key: string, values: Record<string, unknown> = {}) => i18n.t(`flow.check.${key}`, values);

/** Element types the engine does not execute: refused at deployment. */
const REFUSED: [string, string][] = [
  ['bpmn:ScriptTask', 'scriptTask'],
  ['bpmn:ServiceTask', 'serviceTask'],
  ['bpmn:SendTask', 'sendTask'],
  ['bpmn:ReceiveTask', 'receiveTask'],
  ['bpmn:BusinessRuleTask', 'businessRuleTask'],
  ['bpmn:CallActivity', 'callActivity'],
  ['bpmn:SubProcess', 'subProcess'],
  ['bpmn:IntermediateCatchEvent', 'intermediateEvent'],
  ['bpmn:BoundaryEvent', 'boundaryEvent'],
  ['bpmn:EventBasedGateway', 'eventGateway'],
  ['bpmn:ComplexGateway', 'complexGateway'],
];

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export function checkDiagram(elements: Element[]): DiagramProblem[] {
  const problems: DiagramProblem[] = [];
  const add = (element: Element, level: DiagramProblem['level'], key: string, values?: Record<string, unknown>) => {
    const bo = getBusinessObject(element);
    problems.push({ elementId: bo.id, elementName: bo.name ?? '', level, message: tr(key, values) });
  };
  // labels are separate shapes of the same element
  const nodes = elements.filter((e) => !('labelTarget' in e && e.labelTarget) && is(e, 'bpmn:FlowNode'));
  const flows = elements.filter((e) => is(e, 'bpmn:SequenceFlow'));

  const starts = nodes.filter((e) => is(e, 'bpmn:StartEvent'));
  const noneStarts = starts.filter((e) => !getBusinessObject(e).get('eventDefinitions')?.length);
  if (noneStarts.length !== 1) {
    const root = elements.find((e) => is(e, 'bpmn:Process') || is(e, 'bpmn:Collaboration'));
    if (root) add(root, 'error', noneStarts.length ? 'manyStarts' : 'noStart');
  }
  for (const node of nodes) {
    const bo = getBusinessObject(node);
    const refused = REFUSED.find(([type]) => bo.$type === type);
    if (refused) {
      add(node, 'error', `refused.${refused[1]}`);
      continue;
    }
    const definitions = bo.get('eventDefinitions')?.length ?? 0;
    // As Flowable runs them: a manual or untyped task and a none intermediate throw event are passed through.
    if (bo.$type === 'bpmn:Task' || bo.$type === 'bpmn:ManualTask') add(node, 'warning', 'passThrough');
    if (is(node, 'bpmn:IntermediateThrowEvent'))
      add(node, definitions ? 'error' : 'warning', definitions ? 'refused.intermediateEvent' : 'passThrough');
    if ((is(node, 'bpmn:StartEvent') || is(node, 'bpmn:EndEvent')) && definitions) {
      const terminate = bo
        .get('eventDefinitions')
        .every((d: { $type: string }) => d.$type === 'bpmn:TerminateEventDefinition');
      if (!(is(node, 'bpmn:EndEvent') && terminate)) add(node, 'error', 'eventDefinition');
    }
    // the diagram's connections (the XML need not list a node's incoming and outgoing flows)
    const incoming = (node as Shape).incoming ?? [];
    const outgoing = (node as Shape).outgoing ?? [];
    if (!is(node, 'bpmn:StartEvent') && !incoming.length) add(node, 'warning', 'noIncoming');
    // a path may end without an end event (the engine ends it there, as Flowable does), but not at an exclusive choice
    if (is(node, 'bpmn:ExclusiveGateway') && !outgoing.length) add(node, 'error', 'gatewayNoOutgoing');
    else if (!is(node, 'bpmn:EndEvent') && !outgoing.length) add(node, 'warning', 'noOutgoing');

    if (is(node, 'bpmn:UserTask')) {
      const lc = bo.get('loopCharacteristics');
      if (lc && !is(lc, 'bpmn:MultiInstanceLoopCharacteristics')) add(node, 'error', 'standardLoop');
      if (
        lc &&
        is(lc, 'bpmn:MultiInstanceLoopCharacteristics') &&
        !hasText(lc.get('flowable:collection')) &&
        !lc.get('loopCardinality')
      )
        add(node, 'error', 'noCollection');
      const someone = ['flowable:assignee', 'flowable:candidateUsers', 'flowable:candidateGroups'].some((a) =>
        hasText(bo.get(a)),
      );
      if (!someone) add(node, 'warning', 'noAssignee');
    } else if (bo.get('loopCharacteristics')) {
      add(node, 'error', 'loopNotUserTask');
    }
    if (
      is(node, 'bpmn:Gateway') &&
      outgoing.length > 1 &&
      (is(node, 'bpmn:ExclusiveGateway') || is(node, 'bpmn:InclusiveGateway'))
    ) {
      const open = outgoing.filter(
        (f) => !f.businessObject.conditionExpression && bo.get('default') !== f.businessObject,
      );
      if (open.length) add(node, 'warning', 'unconditionedFlow', { count: open.length });
    }
  }

  for (const flow of flows) {
    const bo = getBusinessObject(flow);
    const source = bo.get('sourceRef');
    if (source && is(source, 'bpmn:ParallelGateway') && bo.get('conditionExpression'))
      add(flow, 'warning', 'parallelCondition');
  }
  return problems;
}
