import '@xyflow/react/dist/style.css';
import './RelationGraph.css';
import { CUSTOMER_TYPES, RELATION_TYPE_OPTIONS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import {
  Background,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import { Alert, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useLoc } from '../../crud';
import { useScreen } from '../../shell/responsive';
import { type GroupGraph, customerApi } from './api';

const NODE_WIDTH = 180;
const NODE_HEIGHT = 48;
/** On a phone: narrower boxes on upright rings (wider on a desk), so a group of a few fits at reading size. */
const PHONE = { width: 128, ring: 150, sx: 0.85, sy: 1.6, height: 580 };
const DESK = { width: NODE_WIDTH, ring: 210, sx: 1.3, sy: 1, height: 480 };

const SIDES = [Position.Top, Position.Right, Position.Bottom, Position.Left] as const;

/**
 * A party: its name at the graph's reading size, a handle on every side (hidden) so each edge leaves and enters on
 * the sides that face each other and runs straight, its label on open ground rather than on a curl around a node.
 */
function PartyNode({ data }: NodeProps<Node<{ label: string }>>) {
  return (
    <>
      {SIDES.map((side) => (
        <Handle key={`t-${side}`} id={`t-${side}`} type="target" position={side} isConnectable={false} />
      ))}
      <span className="customer-graph-label">{data.label}</span>
      {SIDES.map((side) => (
        <Handle key={`s-${side}`} id={`s-${side}`} type="source" position={side} isConnectable={false} />
      ))}
    </>
  );
}
const NODE_TYPES = { party: PartyNode };

/** The sides two boxes face each other by: the axis on which they are further apart. */
export function facingSides(a: { x: number; y: number }, b: { x: number; y: number }): [Position, Position] {
  const dx = b.x - a.x;
  // a box is wider than tall: compare the gaps in box sizes
  const dy = (b.y - a.y) * (NODE_WIDTH / NODE_HEIGHT / 2);
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? [Position.Right, Position.Left] : [Position.Left, Position.Right];
  return dy >= 0 ? [Position.Bottom, Position.Top] : [Position.Top, Position.Bottom];
}

/**
 * Places the group around the customer: the customer in the middle, the others on rings by their distance from it
 * (a group of a few dozen stays readable without a layout library).
 */
export function layout(
  graph: GroupGraph,
  centre: string,
  size: { width: number; ring: number; sx: number; sy: number } = DESK,
): Map<string, { x: number; y: number }> {
  const next = new Map<string, string[]>();
  for (const e of graph.edges) {
    next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
    next.set(e.target, [...(next.get(e.target) ?? []), e.source]);
  }
  const ring = new Map([[centre, 0]]);
  let frontier = [centre];
  while (frontier.length) {
    const found: string[] = [];
    for (const id of frontier)
      for (const n of next.get(id) ?? [])
        if (!ring.has(n)) {
          ring.set(n, (ring.get(id) ?? 0) + 1);
          found.push(n);
        }
    frontier = found;
  }
  const byRing = new Map<number, string[]>();
  for (const n of graph.nodes) {
    const r = ring.get(n.id) ?? 1;
    byRing.set(r, [...(byRing.get(r) ?? []), n.id]);
  }
  const out = new Map<string, { x: number; y: number }>();
  for (const [r, ids] of byRing)
    ids.forEach((id, i) => {
      const angle = (2 * Math.PI * i) / ids.length - Math.PI / 2 + r * 0.4;
      // the distance between rings leaves room for an edge's label between two nodes
      const radius = r * size.ring;
      out.set(id, {
        x: radius * Math.cos(angle) * size.sx - size.width / 2,
        y: radius * Math.sin(angle) * size.sy - NODE_HEIGHT / 2,
      });
    });
  return out;
}

const EDGE_COLOUR = '#595959';

/** The group a customer belongs to, as a graph: related parties point at the customer they are related to. */
export default function RelationGraph({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const size = useScreen() === 'xs' ? PHONE : DESK;
  const graph = useQuery({ queryKey: ['customerGraph', customerId], queryFn: () => customerApi.graph(customerId) });
  const flow = useMemo(() => {
    const g = graph.data;
    if (!g) return { nodes: [] as Node[], edges: [] as Edge[] };
    const at = layout(g, customerId, size);
    const nodes: Node[] = g.nodes.map((n) => ({
      id: n.id,
      type: 'party',
      position: at.get(n.id) ?? { x: 0, y: 0 },
      data: { label: n.title },
      className: `customer-graph-node${n.id === customerId ? ' is-focus' : ''}${n.idType === CUSTOMER_TYPES.person ? ' is-person' : ''}`,
      style: { width: size.width, minHeight: NODE_HEIGHT },
      draggable: true,
      connectable: false,
    }));
    const centre = (id: string) => {
      const p = at.get(id) ?? { x: 0, y: 0 };
      return { x: p.x + size.width / 2, y: p.y + NODE_HEIGHT / 2 };
    };
    const edges: Edge[] = g.edges.map((e) => {
      const type = RELATION_TYPE_OPTIONS.find((o) => o.value === e.relationType);
      const label = `${type ? loc(type.label) : e.relationType}${e.shareRatio ? ` ${Number(e.shareRatio)}%` : ''}`;
      const [from, to] = facingSides(centre(e.source), centre(e.target));
      return {
        id: e.id,
        source: e.source,
        target: e.target,
        sourceHandle: `s-${from}`,
        targetHandle: `t-${to}`,
        type: 'straight',
        label,
        className: 'customer-graph-edge',
        markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color: EDGE_COLOUR },
        style: { stroke: EDGE_COLOUR, strokeWidth: 1.5 },
        labelStyle: { fontSize: 14, fontWeight: 500, fill: '#1f1f1f' },
        labelShowBg: true,
        labelBgStyle: { fill: '#fff', fillOpacity: 1, stroke: '#d9d9d9' },
        labelBgPadding: [6, 3] as [number, number],
        labelBgBorderRadius: 4,
      };
    });
    return { nodes, edges };
  }, [graph.data, customerId, loc, size]);

  if (graph.isLoading) return <Loading />;
  if (!graph.data || graph.data.edges.length === 0) return <Empty description={t('customer.graphEmpty')} />;
  return (
    <>
      {graph.data.truncated && (
        <Alert type="warning" showIcon title={t('customer.graphTruncated', { n: graph.data.nodes.length })} />
      )}
      <div className="customer-graph" style={{ height: size.height }}>
        <ReactFlow
          nodes={flow.nodes}
          edges={flow.edges}
          nodeTypes={NODE_TYPES}
          // shown at reading size when the group fits; a bigger group is shrunk no further than still legible
          fitView
          fitViewOptions={{ padding: 0.1, maxZoom: 1, minZoom: 0.8 }}
          minZoom={0.4}
          nodesConnectable={false}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </>
  );
}
