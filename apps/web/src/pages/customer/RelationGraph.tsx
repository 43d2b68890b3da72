import '@xyflow/react/dist/style.css';
import { CUSTOMER_TYPES, RELATION_TYPE_OPTIONS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Background, Controls, type Edge, MarkerType, type Node, ReactFlow } from '@xyflow/react';
import { Alert, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useLoc } from '../../crud';
import { type GroupGraph, customerApi } from './api';

const NODE_WIDTH = 170;

/**
 * Places the group around the customer: the customer in the middle, the others on rings by their distance from it
 * (a group of a few dozen stays readable without a layout library).
 */
export function layout(graph: GroupGraph, centre: string): Map<string, { x: number; y: number }> {
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
      const radius = r * 230;
      out.set(id, { x: radius * Math.cos(angle) - NODE_WIDTH / 2, y: radius * Math.sin(angle) - 20 });
    });
  return out;
}

/** The group a customer belongs to, as a graph: related parties point at the customer they are related to. */
export default function RelationGraph({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const graph = useQuery({ queryKey: ['customerGraph', customerId], queryFn: () => customerApi.graph(customerId) });
  const flow = useMemo(() => {
    const g = graph.data;
    if (!g) return { nodes: [] as Node[], edges: [] as Edge[] };
    const at = layout(g, customerId);
    const nodes: Node[] = g.nodes.map((n) => ({
      id: n.id,
      position: at.get(n.id) ?? { x: 0, y: 0 },
      data: { label: n.title },
      className: `customer-graph-node${n.id === customerId ? ' is-focus' : ''}${n.idType === CUSTOMER_TYPES.person ? ' is-person' : ''}`,
      style: { width: NODE_WIDTH },
      draggable: true,
      connectable: false,
    }));
    const edges: Edge[] = g.edges.map((e) => {
      const type = RELATION_TYPE_OPTIONS.find((o) => o.value === e.relationType);
      const label = `${type ? loc(type.label) : e.relationType}${e.shareRatio ? ` ${Number(e.shareRatio)}%` : ''}`;
      return {
        id: e.id,
        source: e.source,
        target: e.target,
        label,
        markerEnd: { type: MarkerType.ArrowClosed },
        labelBgPadding: [4, 2] as [number, number],
      };
    });
    return { nodes, edges };
  }, [graph.data, customerId, loc]);

  if (graph.isLoading) return <Loading />;
  if (!graph.data || graph.data.edges.length === 0) return <Empty description={t('customer.graphEmpty')} />;
  return (
    <>
      {graph.data.truncated && (
        <Alert type="warning" showIcon title={t('customer.graphTruncated', { n: graph.data.nodes.length })} />
      )}
      <div className="customer-graph" style={{ height: 420 }}>
        <ReactFlow
          nodes={flow.nodes}
          edges={flow.edges}
          fitView
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
