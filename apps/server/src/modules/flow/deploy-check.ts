// What decides whether a model may be deployed: the BPMN checks of bpmn/parse.ts plus every expression the engine
// will evaluate, parsed now so that a method call or a typo is refused at deploy time with its element, not when an
// instance reaches it. Pure: the deployment service and the model designer's save both use it.
import { type FlowModelFinding, type Locale, type Localized, l } from '@flp/shared';
import { BpmnModelError } from './bpmn/errors';
import type { BpmnProblem, ParsedDefinitions, ProcessGraph } from './bpmn/graph';
import { checkBpmn } from './bpmn/parse';
import { checkExpression } from './expression';
import { MAX_MULTI_INSTANCES, MAX_PROCESS_ELEMENTS } from './limits';

export interface ModelCheck {
  /** Absent when the XML could not be read at all. */
  definitions?: ParsedDefinitions;
  /** Problems that block deployment. */
  problems: BpmnProblem[];
  warnings: BpmnProblem[];
}

const ATTRIBUTES = {
  condition: l('条件', 'condition'),
  assignee: l('办理人', 'assignee'),
  candidateUsers: l('候选人', 'candidate users'),
  candidateGroups: l('候选组', 'candidate groups'),
  collection: l('集合', 'collection'),
  loopCardinality: l('循环基数', 'loop cardinality'),
  completionCondition: l('完成条件', 'completion condition'),
  skipExpression: l('跳过表达式', 'skip expression'),
} satisfies Record<string, Localized>;

/** Every expression of a graph that does not parse, as a problem naming its element and attribute. */
export function expressionProblems(graph: ProcessGraph): BpmnProblem[] {
  const problems: BpmnProblem[] = [];
  const check = (elementId: string, elementType: string, attr: keyof typeof ATTRIBUTES, source?: string) => {
    if (source === undefined) return;
    const error = checkExpression(source);
    if (!error) return;
    const name = ATTRIBUTES[attr];
    problems.push({
      elementId,
      elementType,
      reason: l(`${name['zh-CN']}: ${error.text['zh-CN']}`, `${name['en-US']}: ${error.text['en-US']}`),
    });
  };
  for (const flow of Object.values(graph.flows)) {
    check(flow.id, 'sequenceFlow', 'condition', flow.conditionExpression);
    check(flow.id, 'sequenceFlow', 'skipExpression', flow.skipExpression);
  }
  for (const node of Object.values(graph.nodes)) {
    if (node.type !== 'userTask') continue;
    check(node.id, 'userTask', 'assignee', node.assignee);
    check(node.id, 'userTask', 'skipExpression', node.skipExpression);
    for (const c of node.candidateUsers) check(node.id, 'userTask', 'candidateUsers', c);
    for (const c of node.candidateGroups) check(node.id, 'userTask', 'candidateGroups', c);
    const multi = node.multiInstance;
    if (multi) {
      check(node.id, 'userTask', 'collection', multi.collection);
      check(node.id, 'userTask', 'loopCardinality', multi.loopCardinality);
      check(node.id, 'userTask', 'completionCondition', multi.completionCondition);
    }
  }
  return problems;
}

/**
 * What a process would ask of the engine past its bounds (limits.ts): more elements than a process may hold, a
 * literal loop cardinality above the instances a task may open. A cardinality from a variable is bounded when the
 * instance reaches it.
 */
export function limitProblems(process: { key: string; graph: ProcessGraph }): BpmnProblem[] {
  const problems: BpmnProblem[] = [];
  const elements = Object.keys(process.graph.nodes).length + Object.keys(process.graph.flows).length;
  if (elements > MAX_PROCESS_ELEMENTS)
    problems.push({
      elementId: process.key,
      elementType: 'process',
      reason: l(
        `有 ${elements} 个元素, 多于上限 ${MAX_PROCESS_ELEMENTS}`,
        `${elements} elements, more than the limit of ${MAX_PROCESS_ELEMENTS}`,
      ),
    });
  for (const node of Object.values(process.graph.nodes)) {
    if (node.type !== 'userTask') continue;
    const literal = node.multiInstance?.loopCardinality?.trim();
    if (!literal || !/^\d+$/.test(literal) || Number(literal) <= MAX_MULTI_INSTANCES) continue;
    problems.push({
      elementId: node.id,
      elementType: 'userTask',
      reason: l(
        `循环基数 ${literal} 多于一个任务的实例上限 ${MAX_MULTI_INSTANCES}`,
        `a loop cardinality of ${literal} is more than the limit of ${MAX_MULTI_INSTANCES} instances a task may open`,
      ),
    });
  }
  return problems;
}

/** Reads and checks a model without throwing (the designer saves work in progress and shows these). */
export async function checkModel(xml: string): Promise<ModelCheck> {
  const check = await checkBpmn(xml);
  const problems = [...check.problems];
  for (const process of check.definitions?.processes ?? [])
    problems.push(...expressionProblems(process.graph), ...limitProblems(process));
  return { definitions: check.definitions, problems, warnings: check.warnings };
}

/** The executable processes of a model, or a BpmnModelError listing every problem (expressions included). */
export async function parseModel(xml: string): Promise<ParsedDefinitions> {
  const check = await checkModel(xml);
  if (check.problems.length > 0 || !check.definitions) throw new BpmnModelError(check.problems);
  return check.definitions;
}

/** `userTask "approve": 办理人: …` — one problem as a line a person reads. */
export const describeProblem = (p: BpmnProblem, locale: Locale) =>
  `${p.elementType}${p.elementId ? ` "${p.elementId}"` : ''}: ${p.reason[locale]}`;

/** One problem or warning as the answers carry it, in the caller's language. */
export const findingOf = (p: BpmnProblem, locale: Locale): FlowModelFinding => ({
  elementId: p.elementId,
  elementType: p.elementType,
  message: p.reason[locale],
});
