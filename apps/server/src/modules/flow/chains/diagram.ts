// Reads a model's BPMN DI diagram and says what is wrong with its drawing: an element without a shape or a flow
// without an edge, shapes that overlap, an edge that does not run from its source's outline to its target's, bends
// that are not square, or a line through a shape. The chains' tests hold every generated model to it.
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';

export interface Point {
  x: number;
  y: number;
}
export interface Box extends Point {
  width: number;
  height: number;
}

export interface Diagram {
  /** Flow nodes by id, with their BPMN type (`bpmn:UserTask`). */
  nodes: Map<string, string>;
  flows: { id: string; source: string; target: string }[];
  shapes: Map<string, Box>;
  edges: Map<string, Point[]>;
  /** DI elements that name no element of the process, or name one twice. */
  stray: string[];
}

const PARSER = new BpmnModdle();
const list = (v: unknown) => (Array.isArray(v) ? (v as ModdleElement[]) : []);

export async function readDiagram(xml: string): Promise<Diagram> {
  const { rootElement } = await PARSER.fromXML(xml);
  const process = list(rootElement.rootElements).find((e) => e.$type === 'bpmn:Process');
  const nodes = new Map<string, string>();
  const flows: Diagram['flows'] = [];
  for (const el of list(process?.flowElements)) {
    if (el.$type === 'bpmn:SequenceFlow')
      flows.push({
        id: String(el.id),
        source: String((el.sourceRef as ModdleElement).id),
        target: String((el.targetRef as ModdleElement).id),
      });
    else nodes.set(String(el.id), el.$type);
  }
  const shapes = new Map<string, Box>();
  const edges = new Map<string, Point[]>();
  const stray: string[] = [];
  const plane = list(rootElement.diagrams)[0]?.plane as ModdleElement | undefined;
  for (const di of list(plane?.planeElement)) {
    const id = String((di.bpmnElement as ModdleElement | undefined)?.id ?? '');
    if (di.$type === 'bpmndi:BPMNShape' && nodes.has(id) && !shapes.has(id)) {
      const b = di.bounds as ModdleElement;
      shapes.set(id, { x: Number(b.x), y: Number(b.y), width: Number(b.width), height: Number(b.height) });
    } else if (di.$type === 'bpmndi:BPMNEdge' && flows.some((f) => f.id === id) && !edges.has(id)) {
      edges.set(
        id,
        list(di.waypoint).map((p) => ({ x: Number(p.x), y: Number(p.y) })),
      );
    } else stray.push(String(di.id));
  }
  return { nodes, flows, shapes, edges, stray };
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a point lies on a box's outline. */
const onOutline = (p: Point, b: Box) => {
  const inX = p.x >= b.x && p.x <= b.x + b.width;
  const inY = p.y >= b.y && p.y <= b.y + b.height;
  return (inX && (p.y === b.y || p.y === b.y + b.height)) || (inY && (p.x === b.x || p.x === b.x + b.width));
};

/** Whether a square segment passes through a box's inside (touching its outline is not). */
function crosses(a: Point, b: Point, box: Box): boolean {
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  if (a.y === b.y) return a.y > box.y && a.y < box.y + box.height && x1 < box.x + box.width && x2 > box.x;
  return a.x > box.x && a.x < box.x + box.width && y1 < box.y + box.height && y2 > box.y;
}

/** What is wrong with a diagram's drawing, one line each; empty when nothing is. */
export function diagramProblems(d: Diagram): string[] {
  const problems = d.stray.map((id) => `${id}: names no element, or one drawn already`);
  for (const id of d.nodes.keys()) if (!d.shapes.has(id)) problems.push(`${id}: no shape`);
  for (const f of d.flows) if (!d.edges.has(f.id)) problems.push(`${f.id}: no edge`);
  const shapes = [...d.shapes];
  shapes.forEach(([id, box], i) => {
    for (const [other, b] of shapes.slice(i + 1)) if (overlap(box, b)) problems.push(`${id} overlaps ${other}`);
  });
  for (const f of d.flows) {
    const points = d.edges.get(f.id);
    const source = d.shapes.get(f.source);
    const target = d.shapes.get(f.target);
    if (!points || !source || !target) continue;
    if (points.length < 2) {
      problems.push(`${f.id}: fewer than two waypoints`);
      continue;
    }
    if (!onOutline(points[0], source)) problems.push(`${f.id}: does not leave from ${f.source}'s outline`);
    if (!onOutline(points[points.length - 1], target)) problems.push(`${f.id}: does not end on ${f.target}'s outline`);
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1], points[i]];
      if (a.x !== b.x && a.y !== b.y) problems.push(`${f.id}: a slanted segment`);
      else if (a.x === b.x && a.y === b.y) problems.push(`${f.id}: a segment of no length`);
      else
        for (const [id, box] of shapes)
          if (crosses(a, b, box))
            problems.push(`${f.id}: runs through ${id === f.source || id === f.target ? 'its own ' : ''}${id}`);
    }
  }
  return problems;
}
