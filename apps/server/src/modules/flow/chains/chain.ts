// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
// An approval chain, declared as data: the steps a request passes in order, who may act at each, which are entered
// only on a condition, which are countersigned, what a 驳回 does, and the starter's correction loop. bpmn.ts draws it
// as a Flowable-dialect BPMN model with its diagram; the families ship those as their default models.

/** A process variable compared with a number or with another variable: `${amount > threshold}`, `${days <= 3}`. */
export interface Comparison {
  variable: string;
  op: '>' | '>=' | '<' | '<=' | '==' | '!=';
  than: number | { variable: string };
}

/** Who may act at a step. At least one of them; `assignee` and `starter` name one person and exclude each other. */
export interface Candidates {
  /** One person, by an expression: `${taskUser}` (chosen on the form), `${reviewer}` (a countersign's element). */
  assignee?: string;
  /** The starter: the start event's initiator variable (`${applyUser}`). Only the correction step is usually theirs. */
  starter?: true;
  /** Role aliases (`dept_leader@dept`, `risk_officer`) or expressions. */
  groups?: readonly string[];
  /** User ids or expressions. */
  users?: readonly string[];
}

/** A step everyone in a list acts on (multi-instance): one task per person, all at once or one after another. */
export interface Countersign {
  /** The process variable holding the people (`reviewers`). */
  collection: string;
  /** The name each task sees its person under (`reviewer`): the step's assignee names it (`${reviewer}`). */
  elementVariable: string;
  sequential?: boolean;
  /**
   * Done before everyone has acted: once this share has acted (`{share: 0.5}`), once this many have (`{count: 2}`),
   * or at the first 驳回 (`'firstReject'`, for a sequential round). Absent: when everyone has.
   */
  completion?: { share: number } | { count: number } | 'firstReject';
}

/** The condition to enter a step, and the words on the diagram: gateway 金额, flows 超过阈值 / 不超过阈值. */
export interface StepEntry {
  test: Comparison;
  /** The gateway before the step. */
  gateway: string;
  /** The flow into the step. */
  label: string;
  /** The flow past it, to what follows the step. */
  otherwise: string;
}

/** What a 驳回 at a step does. */
export type OnReject =
  /** Back to the starter's correction step (the default when the chain has one). */
  | 'starter'
  /** The process ends, rejected (the default without a correction step). */
  | 'end'
  /** No decision follows the step: it goes on whatever was decided (a vote the family's `outcome` reads). */
  | 'none';

interface StepBase {
  /** The task's id: the `taskDefKey` families name in `editableAt` and `decisionLabels`. */
  id: string;
  name: string;
  candidates: Candidates;
  countersign?: Countersign;
  onReject?: OnReject;
}

export interface ChainStep extends StepBase {
  /** Entered only when the test holds; otherwise the chain goes on past the step. */
  when?: StepEntry;
}

/** One of several steps, chosen by condition (请假天数: 经理审批 up to 3 days, 老板审批 above). */
export interface ChainChoice {
  choice: { id: string; name: string };
  /**
   * The alternatives, in order: each entered when its test holds; at most one without a test, taken when no other
   * holds (the default).
   */
  branches: readonly (StepBase & { when?: { test: Comparison; label: string } })[];
  /** When given, no branch need hold: the chain goes on past the choice along a flow with this label. */
  otherwise?: string;
}

export type ChainStage = ChainStep | ChainChoice;

/** The starter's correction loop: a 驳回 comes back to the starter, who resubmits (to the first step) or gives up. */
export interface Correction {
  /** The task's id (`starterAdjust`) and name (发起人调整). */
  id: string;
  name: string;
  /** The gateway after it (是否重新提交). */
  question: string;
  /** The flow back to the first step (重新提交). */
  resubmit: string;
  /** The flow to the end, and the end's name (结束申请). */
  giveUp: string;
}

export interface ApprovalChain {
  documentation?: string;
  /** In order; a step may be a choice between steps. */
  steps: readonly ChainStage[];
  correction?: Correction;
  /** The words on a decision's two flows: 同意 and 驳回 (the loan area says 退回). */
  labels?: { approve?: string; reject?: string };
  /** The end events' names: approved (审批通过), and rejected (审批驳回) when a step's 驳回 ends the process. */
  ends?: { approved?: string; rejected?: string };
  /** The start event's initiator variable, holding the starter (`applyUser`, which the families set). */
  initiator?: string;
}

export class ChainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainError';
  }
}

export const isChoice = (stage: ChainStage): stage is ChainChoice => 'choice' in stage;

/** JUEL's reserved words, which no variable may be called. */
const RESERVED = new Set(
  'and or not eq ne lt gt le ge true false null empty div mod instanceof'.split(' ').map((w) => w.toLowerCase()),
);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** An XML id (NCName) that also reads well in the generated flow ids. */
const ELEMENT_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function variableName(name: string, where: string): string {
  if (!IDENTIFIER.test(name) || RESERVED.has(name.toLowerCase()))
    throw new ChainError(`${where}: "${name}" is not a variable name`);
  return name;
}

function words(value: string | undefined, where: string): void {
  if (value === undefined) return;
  if (value.trim() === '' || CONTROL.test(value)) throw new ChainError(`${where}: "${value}" is not a name`);
}

/** `${amount > threshold}`: the comparison in JUEL, its names checked so nothing but a comparison is said. */
export function comparisonToJuel(test: Comparison, where = 'condition'): string {
  const left = variableName(test.variable, where);
  if (!['>', '>=', '<', '<=', '==', '!='].includes(test.op)) throw new ChainError(`${where}: no operator ${test.op}`);
  let right: string;
  if (typeof test.than === 'number') {
    if (!Number.isFinite(test.than)) throw new ChainError(`${where}: ${test.than} is not a number`);
    right = String(test.than);
  } else right = variableName(test.than.variable, where);
  return `\${${left} ${test.op} ${right}}`;
}

/** The completion condition of a countersign, in JUEL. */
export function completionToJuel(completion: Countersign['completion'], where: string): string | undefined {
  if (completion === undefined) return undefined;
  if (completion === 'firstReject') return '${!pass}';
  if ('share' in completion) {
    if (!(completion.share > 0 && completion.share <= 1))
      throw new ChainError(`${where}: a share is more than 0 and at most 1`);
    return `\${nrOfCompletedInstances / nrOfInstances >= ${completion.share}}`;
  }
  if (!Number.isInteger(completion.count) || completion.count < 1)
    throw new ChainError(`${where}: a count is a whole number of at least 1`);
  return `\${nrOfCompletedInstances >= ${completion.count}}`;
}

/** Checks what a chain says that the types cannot: names, ids, candidates, conditions and where a 驳回 may go. */
export function checkChain(chain: ApprovalChain): void {
  if (chain.steps.length === 0) throw new ChainError('a chain has at least one step');
  if (chain.initiator !== undefined) variableName(chain.initiator, 'initiator');
  words(chain.labels?.approve, 'labels.approve');
  words(chain.labels?.reject, 'labels.reject');
  words(chain.ends?.approved, 'ends.approved');
  words(chain.ends?.rejected, 'ends.rejected');
  const step = (s: StepBase) => {
    const where = `step ${s.id}`;
    if (!ELEMENT_ID.test(s.id)) throw new ChainError(`${where}: "${s.id}" is not an element id`);
    words(s.name, where);
    const c = s.candidates;
    const groups = c.groups ?? [];
    const users = c.users ?? [];
    if (c.assignee !== undefined && c.starter) throw new ChainError(`${where}: an assignee or the starter, not both`);
    if (c.assignee === undefined && !c.starter && groups.length + users.length === 0)
      throw new ChainError(`${where}: nobody may act (no assignee, starter, groups or users)`);
    for (const v of [c.assignee, ...groups, ...users]) {
      if (v !== undefined && (v.trim() === '' || CONTROL.test(v) || (v.includes(',') && !/[$#]\{/.test(v))))
        throw new ChainError(`${where}: "${v}" is not a candidate`);
    }
    if ((s.onReject ?? (chain.correction ? 'starter' : 'end')) === 'starter' && !chain.correction)
      throw new ChainError(`${where}: a 驳回 goes back to the starter, but the chain has no correction step`);
    if (s.countersign) {
      variableName(s.countersign.collection, `${where} collection`);
      variableName(s.countersign.elementVariable, `${where} elementVariable`);
      completionToJuel(s.countersign.completion, where);
    }
  };
  for (const stage of chain.steps) {
    if (isChoice(stage)) {
      const where = `choice ${stage.choice.id}`;
      if (!ELEMENT_ID.test(stage.choice.id)) throw new ChainError(`${where}: not an element id`);
      words(stage.choice.name, where);
      words(stage.otherwise, where);
      if (stage.branches.length === 0) throw new ChainError(`${where}: no branch`);
      const defaults = stage.branches.filter((b) => !b.when).length;
      if (defaults > 1 || (defaults === 1 && stage.otherwise !== undefined))
        throw new ChainError(`${where}: one way is taken when no test holds, not several`);
      if (stage.branches.length === 1 && stage.otherwise === undefined)
        throw new ChainError(`${where}: a single branch is a step (with \`when\` when it is entered on a condition)`);
      for (const b of stage.branches) {
        step(b);
        if (b.when) {
          comparisonToJuel(b.when.test, `${where} ${b.id}`);
          words(b.when.label, `${where} ${b.id}`);
        }
      }
    } else {
      step(stage);
      if (stage.when) {
        comparisonToJuel(stage.when.test, `step ${stage.id}`);
        for (const w of [stage.when.gateway, stage.when.label, stage.when.otherwise]) words(w, `step ${stage.id}`);
      }
    }
  }
  const steps = chain.steps.flatMap((stage) => (isChoice(stage) ? stage.branches : [stage]));
  const ids = [...steps.map((s) => s.id), ...chain.steps.filter(isChoice).map((c) => c.choice.id)];
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new ChainError(`the id "${twice}" is used twice`);
  if (chain.correction) {
    const c = chain.correction;
    if (!steps.some((s) => (s.onReject ?? 'starter') === 'starter'))
      throw new ChainError('no 驳回 comes back to the correction step: leave it out');
    if (!ELEMENT_ID.test(c.id)) throw new ChainError(`correction: "${c.id}" is not an element id`);
    for (const w of [c.name, c.question, c.resubmit, c.giveUp]) words(w, 'correction');
  }
}
