// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
// An approval chain drawn as a BPMN 2.0 model in Flowable's dialect (the one the shipped models were written in), with
// its diagram laid out left to right: the steps on one row, each followed by its decision gateway; a step entered on a
// condition, and a choice's other branches, on rows above; the starter's correction loop on a row below, every 驳回
// running down to it. What is generated is what an administrator sees, and edits, in the designer.
import {
  type ApprovalChain,
  type ChainChoice,
  ChainError,
  type ChainStage,
  type Correction,
  checkChain,
  comparisonToJuel,
  completionToJuel,
  isChoice,
} from './chain';

export interface ChainModelOptions {
  /** The process key (the family's `processKey`). */
  key: string;
  /** The process name (业务审批). */
  name: string;
  /** The category (`flow_2`), written as the target namespace, as Flowable's modeler does. */
  category: string;
}

type Step = ChainChoice['branches'][number];

/** A choice as drawn: an optional step is a choice of one branch with a way past it. */
interface Choice {
  id: string;
  name: string;
  branches: { step: Step; flowId: string; label?: string; condition?: string }[];
  skip?: { flowId: string; label: string };
}

interface Point {
  x: number;
  y: number;
}
interface Size {
  width: number;
  height: number;
}
interface Bounds extends Point, Size {}

interface NodeOut {
  id: string;
  tag: 'startEvent' | 'userTask' | 'exclusiveGateway' | 'endEvent';
  name: string;
  attrs: [string, string][];
  multi?: { sequential: boolean; collection: string; elementVariable: string; completion?: string };
  /** Where its name is drawn, when not where the designer would put it (below). */
  label?: Bounds;
}
interface FlowOut {
  id: string;
  name?: string;
  source: string;
  target: string;
  condition?: string;
}

// Shape sizes and spacing, as Flowable's modeler draws them.
const TASK: Size = { width: 100, height: 80 };
const GATEWAY: Size = { width: 50, height: 50 };
const EVENT: Size = { width: 36, height: 36 };
const LEFT = 42;
/** Between two shapes on a row. */
const GAP = 55;
/** Between the centre lines of a choice's rows. */
const ROW = 120;
/** From the main row's centre line down to the rejected end's, and to the correction row's. */
const REJECTED_ROW = 100;
const CORRECTION_ROW = 200;
/** Past a stage with branches above: the lane their 驳回 run down (+20), the lane they join by (+40), the next shape. */
const LANE = 20;
const JOIN = 40;
const AFTER_BRANCHES = 80;
/** A label's line height and the width of one (CJK) character, as the designer draws names. */
const LABEL_HEIGHT = 14;
const LABEL_CHAR = 12;

const right = (b: Bounds): Point => ({ x: b.x + b.width, y: b.y + b.height / 2 });
const left = (b: Bounds): Point => ({ x: b.x, y: b.y + b.height / 2 });
const top = (b: Bounds): Point => ({ x: b.x + b.width / 2, y: b.y });
const bottom = (b: Bounds): Point => ({ x: b.x + b.width / 2, y: b.y + b.height });
const centerX = (b: Bounds) => b.x + b.width / 2;
const centerY = (b: Bounds) => b.y + b.height / 2;
const rightEdge = (b: Bounds) => b.x + b.width;

function asChoice(stage: ChainStage): Choice | undefined {
  if (isChoice(stage))
    return {
      id: stage.choice.id,
      name: stage.choice.name,
      branches: stage.branches.map((step) => ({
        step,
        flowId: `flow_${step.id}Enter`,
        label: step.when?.label,
        condition: step.when ? comparisonToJuel(step.when.test) : undefined,
      })),
      skip:
        stage.otherwise !== undefined ? { flowId: `flow_${stage.choice.id}Skip`, label: stage.otherwise } : undefined,
    };
  if (!stage.when) return undefined;
  const { when, ...step } = stage;
  return {
    id: `${stage.id}Entry`,
    name: when.gateway,
    branches: [{ step, flowId: `flow_${stage.id}Enter`, label: when.label, condition: comparisonToJuel(when.test) }],
    skip: { flowId: `flow_${stage.id}Skip`, label: when.otherwise },
  };
}

/** How many rows above the main one a stage draws on. */
function rowsAbove(stage: ChainStage): number {
  const choice = asChoice(stage);
  if (!choice) return 0;
  return choice.skip ? choice.branches.length : choice.branches.length - 1;
}

/** A flow still looking for its target (whatever comes next), with its route so far, which ends on the main row. */
interface Pending {
  flow: Omit<FlowOut, 'target'>;
  points: Point[];
}

/** A 驳回, routed once the correction row and the rejected end are placed. */
interface Reject {
  flowId: string;
  gateway: string;
  to: 'starter' | 'end';
  /** For a gateway above the main row: the x of the lane its 驳回 runs down, clear of the rows below. */
  lane?: number;
}

/** What a placed step leaves from: its last shape and the flow on (its gateway's 同意, or the task itself). */
interface Placed {
  last: Bounds;
  on: Pending['flow'];
  reject?: Reject;
}

class Drawing {
  readonly nodes: NodeOut[] = [];
  readonly defaults = new Map<string, string>();
  readonly flows: FlowOut[] = [];
  readonly shapes = new Map<string, Bounds>();
  readonly edges = new Map<string, Point[]>();
  private readonly rejects: Reject[] = [];
  private pending: Pending[] = [];
  /** Where the next shape on the main row starts. */
  private cursor = LEFT;
  private readonly initiator: string;
  private readonly approve: string;
  private readonly reject: string;

  constructor(
    private readonly chain: ApprovalChain,
    /** The centre line of the main row. */
    private readonly main: number,
  ) {
    this.initiator = chain.initiator ?? 'applyUser';
    this.approve = chain.labels?.approve ?? '同意';
    this.reject = chain.labels?.reject ?? '驳回';
  }

  private shape(node: NodeOut, size: Size, x: number, rowY: number): Bounds {
    const b = { x, y: rowY - size.height / 2, ...size };
    this.nodes.push(node);
    this.shapes.set(node.id, b);
    return b;
  }

  private flow(flow: FlowOut, points: Point[]) {
    this.flows.push(flow);
    this.edges.set(flow.id, points);
  }

  /** Places a node on the main row and leads every pending flow into it. */
  private next(node: NodeOut, size: Size): Bounds {
    const b = this.shape(node, size, this.cursor, this.main);
    for (const p of this.pending) this.flow({ ...p.flow, target: node.id }, [...p.points, left(b)]);
    this.pending = [];
    return b;
  }

  private task(step: Step): NodeOut {
    const c = step.candidates;
    const attrs: [string, string][] = [];
    const assignee = c.starter ? `\${${this.initiator}}` : c.assignee;
    if (assignee !== undefined) attrs.push(['flowable:assignee', assignee]);
    if (c.users?.length) attrs.push(['flowable:candidateUsers', c.users.join(',')]);
    if (c.groups?.length) attrs.push(['flowable:candidateGroups', c.groups.join(',')]);
    const cs = step.countersign;
    const node: NodeOut = { id: step.id, tag: 'userTask', name: step.name, attrs };
    if (cs)
      node.multi = {
        sequential: cs.sequential === true,
        collection: `\${${cs.collection}}`,
        elementVariable: cs.elementVariable,
        completion: completionToJuel(cs.completion, `step ${step.id}`),
      };
    return node;
  }

  /** A step's task (placed by `place`), then its decision gateway on the same row unless a 驳回 does nothing there. */
  private step(step: Step, place: () => Bounds): Placed {
    const task = place();
    const onReject = step.onReject ?? (this.chain.correction ? 'starter' : 'end');
    if (onReject === 'none') return { last: task, on: { id: `flow_${step.id}`, source: step.id } };
    const id = `${step.id}Gateway`;
    const node: NodeOut = { id, tag: 'exclusiveGateway', name: `${step.name}结果`, attrs: [] };
    const gateway = this.shape(node, GATEWAY, rightEdge(task) + GAP, centerY(task));
    // The name above the gateway: its 驳回 leaves from below.
    const width = LABEL_CHAR * [...node.name].length;
    node.label = { x: centerX(gateway) - width / 2, y: gateway.y - LABEL_HEIGHT - 6, width, height: LABEL_HEIGHT };
    this.flow({ id: `flow_${step.id}`, source: step.id, target: id }, [right(task), left(gateway)]);
    const reject: Reject = { flowId: `flow_${step.id}Reject`, gateway: id, to: onReject };
    this.rejects.push(reject);
    // Written here, beside its step; routed once what it leads to is placed (finish).
    this.flows.push({
      id: reject.flowId,
      name: this.reject,
      source: id,
      target: onReject === 'end' ? 'endRejected' : (this.chain.correction as Correction).id,
      condition: '${!pass}',
    });
    return {
      last: gateway,
      on: { id: `flow_${step.id}Pass`, name: this.approve, source: id, condition: '${pass}' },
      reject,
    };
  }

  start() {
    const b = this.next(
      { id: 'start', tag: 'startEvent', name: '开始', attrs: [['flowable:initiator', this.initiator]] },
      EVENT,
    );
    this.pending = [{ flow: { id: 'flowStart', source: 'start' }, points: [right(b)] }];
    this.cursor = rightEdge(b) + GAP;
  }

  stage(stage: ChainStage) {
    const choice = asChoice(stage);
    if (!choice) {
      const placed = this.step(stage as Step, () => this.next(this.task(stage as Step), TASK));
      this.pending = [{ flow: placed.on, points: [right(placed.last)] }];
      this.cursor = rightEdge(placed.last) + GAP;
      return;
    }
    const gateway = this.next({ id: choice.id, tag: 'exclusiveGateway', name: choice.name, attrs: [] }, GATEWAY);
    const byDefault = choice.skip?.flowId ?? choice.branches.find((b) => !b.condition)?.flowId;
    if (byDefault) this.defaults.set(choice.id, byDefault);
    const branchX = rightEdge(gateway) + GAP;
    const firstRow = choice.skip ? 1 : 0;
    const placed = choice.branches.map((branch, i) => {
      const row = firstRow + i;
      const rowY = this.main - row * ROW;
      const p = this.step(branch.step, () => {
        const task = this.shape(this.task(branch.step), TASK, branchX, rowY);
        const route =
          row === 0 ? [right(gateway), left(task)] : [top(gateway), { x: centerX(gateway), y: rowY }, left(task)];
        this.flow(
          {
            id: branch.flowId,
            name: branch.label,
            source: choice.id,
            target: branch.step.id,
            condition: branch.condition,
          },
          route,
        );
        return task;
      });
      return { ...p, row, rowY };
    });
    const stageRight = Math.max(...placed.map((p) => rightEdge(p.last)));
    const pending: Pending[] = [];
    if (choice.skip)
      pending.push({
        flow: { id: choice.skip.flowId, name: choice.skip.label, source: choice.id },
        points: [right(gateway)],
      });
    for (const p of placed) {
      if (p.row === 0) {
        pending.push({ flow: p.on, points: [right(p.last)] });
        continue;
      }
      const join = stageRight + JOIN;
      pending.push({ flow: p.on, points: [right(p.last), { x: join, y: p.rowY }, { x: join, y: this.main }] });
      if (p.reject) p.reject.lane = stageRight + LANE;
    }
    this.pending = pending;
    this.cursor = stageRight + (placed.some((p) => p.row > 0) ? AFTER_BRANCHES : GAP);
  }

  /** The approved end, the rejected end when a 驳回 ends the process, the correction row, and every 驳回. */
  finish(first: string) {
    const { chain } = this;
    const end = this.next({ id: 'end', tag: 'endEvent', name: chain.ends?.approved ?? '审批通过', attrs: [] }, EVENT);
    const targets: Partial<Record<Reject['to'], Bounds>> = {};
    if (this.rejects.some((r) => r.to === 'end'))
      targets.end = this.shape(
        { id: 'endRejected', tag: 'endEvent', name: chain.ends?.rejected ?? '审批驳回', attrs: [] },
        EVENT,
        end.x,
        this.main + REJECTED_ROW,
      );
    const c = chain.correction;
    if (c) {
      const rowY = this.main + CORRECTION_ROW;
      const firstShape = this.shapes.get(first) as Bounds;
      const start = this.shapes.get('start') as Bounds;
      // The task is written before its gateway (as the hand-drawn models had it) but drawn to the gateway's right.
      const questionX = centerX(firstShape) - GATEWAY.width / 2;
      const task = this.shape(
        { id: c.id, tag: 'userTask', name: c.name, attrs: [['flowable:assignee', `\${${this.initiator}}`]] },
        TASK,
        questionX + GATEWAY.width + GAP,
        rowY,
      );
      targets.starter = task;
      const questionId = `${c.id}Gateway`;
      const question = this.shape(
        { id: questionId, tag: 'exclusiveGateway', name: c.question, attrs: [] },
        GATEWAY,
        questionX,
        rowY,
      );
      const closed = this.shape({ id: 'endClosed', tag: 'endEvent', name: c.giveUp, attrs: [] }, EVENT, start.x, rowY);
      this.flow({ id: 'flowAdjust', source: c.id, target: questionId }, [left(task), right(question)]);
      this.flow({ id: 'flowResubmit', name: c.resubmit, source: questionId, target: first, condition: '${pass}' }, [
        top(question),
        bottom(firstShape),
      ]);
      this.flow({ id: 'flowGiveUp', name: c.giveUp, source: questionId, target: 'endClosed', condition: '${!pass}' }, [
        left(question),
        right(closed),
      ]);
    }
    for (const r of this.rejects) {
      const gateway = this.shapes.get(r.gateway) as Bounds;
      const target = targets[r.to] as Bounds;
      const points: Point[] = [bottom(gateway)];
      let x = centerX(gateway);
      if (r.lane !== undefined) {
        // Down into the gap below the gateway's row, across to the lane, then down past the rows below.
        const gapY = centerY(gateway) + ROW / 2;
        points.push({ x, y: gapY }, { x: r.lane, y: gapY });
        x = r.lane;
      }
      if (x >= target.x && x <= rightEdge(target)) points.push({ x, y: target.y });
      else points.push({ x, y: centerY(target) }, x < target.x ? left(target) : right(target));
      this.edges.set(r.flowId, points);
    }
  }
}

// ---- writing ----------------------------------------------------------------------------------------------------

const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (v: string) =>
  escapeText(v).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
const cdata = (v: string) => `<![CDATA[${v.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const attrs = (pairs: [string, string | undefined][]) =>
  pairs
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');

const NAMESPACES: [string, string][] = [
  ['xmlns', 'http://www.omg.org/spec/BPMN/20100524/MODEL'],
  ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
  ['xmlns:flowable', 'http://flowable.org/bpmn'],
  ['xmlns:bpmndi', 'http://www.omg.org/spec/BPMN/20100524/DI'],
  ['xmlns:omgdc', 'http://www.omg.org/spec/DD/20100524/DC'],
  ['xmlns:omgdi', 'http://www.omg.org/spec/DD/20100524/DI'],
  ['typeLanguage', 'http://www.w3.org/2001/XMLSchema'],
  ['expressionLanguage', 'http://www.w3.org/1999/XPath'],
];

function write(drawing: Drawing, chain: ApprovalChain, options: ChainModelOptions): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(`<definitions${attrs([...NAMESPACES, ['targetNamespace', options.category]])}>`);
  out.push(
    `  <process${attrs([
      ['id', options.key],
      ['name', options.name],
      ['isExecutable', 'true'],
    ])}>`,
  );
  if (chain.documentation) out.push(`    <documentation>${escapeText(chain.documentation)}</documentation>`);
  for (const n of drawing.nodes) {
    const open = `    <${n.tag}${attrs([['id', n.id], ['name', n.name], ...n.attrs, ['default', drawing.defaults.get(n.id)]])}>`;
    if (!n.multi) {
      out.push(`${open}</${n.tag}>`);
      continue;
    }
    const m = n.multi;
    out.push(open);
    const loop = attrs([
      ['isSequential', String(m.sequential)],
      ['flowable:collection', m.collection],
      ['flowable:elementVariable', m.elementVariable],
    ]);
    const completion = m.completion ? `<completionCondition>${cdata(m.completion)}</completionCondition>` : '';
    out.push(`      <multiInstanceLoopCharacteristics${loop}>${completion}</multiInstanceLoopCharacteristics>`);
    out.push(`    </${n.tag}>`);
  }
  for (const f of drawing.flows) {
    const open = `    <sequenceFlow${attrs([
      ['id', f.id],
      ['name', f.name],
      ['sourceRef', f.source],
      ['targetRef', f.target],
    ])}>`;
    if (!f.condition) out.push(`${open}</sequenceFlow>`);
    else
      out.push(
        open,
        `      <conditionExpression xsi:type="tFormalExpression">${cdata(f.condition)}</conditionExpression>`,
        '    </sequenceFlow>',
      );
  }
  out.push('  </process>');
  out.push(`  <bpmndi:BPMNDiagram${attrs([['id', `BPMNDiagram_${options.key}`]])}>`);
  out.push(
    `    <bpmndi:BPMNPlane${attrs([
      ['bpmnElement', options.key],
      ['id', `BPMNPlane_${options.key}`],
    ])}>`,
  );
  const bounds = (b: Bounds) =>
    `<omgdc:Bounds${attrs([
      ['height', String(b.height)],
      ['width', String(b.width)],
      ['x', String(b.x)],
      ['y', String(b.y)],
    ])}></omgdc:Bounds>`;
  for (const n of drawing.nodes) {
    const label = n.label ? `<bpmndi:BPMNLabel>${bounds(n.label)}</bpmndi:BPMNLabel>` : '';
    out.push(
      `      <bpmndi:BPMNShape${attrs([
        ['bpmnElement', n.id],
        ['id', `BPMNShape_${n.id}`],
      ])}>${bounds(drawing.shapes.get(n.id) as Bounds)}${label}</bpmndi:BPMNShape>`,
    );
  }
  for (const f of drawing.flows) {
    const points = (drawing.edges.get(f.id) as Point[])
      .map(
        (p) =>
          `<omgdi:waypoint${attrs([
            ['x', String(p.x)],
            ['y', String(p.y)],
          ])}></omgdi:waypoint>`,
      )
      .join('');
    out.push(
      `      <bpmndi:BPMNEdge${attrs([
        ['bpmnElement', f.id],
        ['id', `BPMNEdge_${f.id}`],
      ])}>${points}</bpmndi:BPMNEdge>`,
    );
  }
  out.push('    </bpmndi:BPMNPlane>', '  </bpmndi:BPMNDiagram>', '</definitions>', '');
  return out.join('\n');
}

/**
 * The chain as a BPMN 2.0 model in Flowable's dialect with its diagram. The ids it makes: `start`, each step's task
 * (its `id`) and decision gateway `<id>Gateway`, an optional step's gateway `<id>Entry`, `end`, `endRejected`, the
 * correction's task and `<id>Gateway` and `endClosed`; flows `flowStart`, `flow_<id>` (task to gateway),
 * `flow_<id>Pass`, `flow_<id>Reject`, `flow_<id>Enter`, `flow_<id>Skip`, `flowAdjust`, `flowResubmit`, `flowGiveUp`.
 * The same chain gives the same text, so a default model is deployed again only when its chain changes.
 */
export function chainToBpmn(chain: ApprovalChain, options: ChainModelOptions): string {
  checkChain(chain);
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(options.key)) throw new ChainError(`"${options.key}" is not a process key`);
  if (!options.name.trim() || !options.category.trim()) throw new ChainError('a model has a name and a category');
  const above = Math.max(1, ...chain.steps.map(rowsAbove));
  const drawing = new Drawing(chain, 100 + above * ROW);
  drawing.start();
  for (const stage of chain.steps) drawing.stage(stage);
  const first = chain.steps[0];
  drawing.finish(isChoice(first) ? first.choice.id : first.when ? `${first.id}Entry` : first.id);
  const ids = new Set<string>([options.key]);
  for (const id of [
    ...drawing.nodes.map((n) => n.id),
    ...drawing.flows.map((f) => f.id),
    ...drawing.nodes.map((n) => `BPMNShape_${n.id}`),
    ...drawing.flows.map((f) => `BPMNEdge_${f.id}`),
    `BPMNDiagram_${options.key}`,
    `BPMNPlane_${options.key}`,
  ]) {
    if (ids.has(id)) throw new ChainError(`the id "${id}" is used twice`);
    ids.add(id);
  }
  return write(drawing, chain, options);
}
