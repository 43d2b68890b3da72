import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { ModelView } from '@flp/shared';
import { Alert, Button, Space, Tooltip } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn.css';
import { fitCentered, zoomBy } from './canvas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Marks the path of an instance: finished and active activities, flows taken (only ids the diagram has). */
function markPath(canvas: Canvas, registry: ElementRegistry, view: ModelView) {
  const mark = (ids: string[], marker: string) => {
    for (const id of ids) if (registry.get(id)) canvas.addMarker(id, marker);
  };
  // An activity both finished and active (a loop back to it) shows as active.
  const active = new Set(view.activeActivityIds);
  mark(
    view.finishedActivityIds.filter((id) => !active.has(id)),
    'flp-done',
  );
  mark(view.activeActivityIds, 'flp-active');
  mark(view.takenFlowIds, 'flp-taken');
}

/**
 * The history of each activity as the browser's tooltip on its shape: who, when, and the comment (an SVG title, so
 * it needs no overlay and is read by screen readers).
 */
function titleHistory(registry: ElementRegistry, view: ModelView) {
  const byActivity = new Map<string, string[]>();
  for (const row of view.flow) {
    const when = [row.createTime, row.endTime].filter(Boolean).join(' → ');
    const line = [row.assigneeName, when, row.comment].filter(Boolean).join(' · ');
    if (!line) continue;
    byActivity.set(row.historyActivityId, [...(byActivity.get(row.historyActivityId) ?? []), line]);
  }
  for (const [id, lines] of byActivity) {
    const gfx = registry.getGraphics(id);
    if (!gfx) continue;
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = lines.join('\n');
    gfx.prepend(title);
  }
}

/**
 * A read-only diagram of a deployed model with the path of an instance marked: finished activities green, active
 * ones orange (pulsing), flows taken green; hovering an activity shows its history. Fitted to its box, with zoom buttons; dragging pans, the wheel zooms.
 * bpmn-js keeps its bpmn.io watermark, as its licence requires.
 */
export default function BpmnViewer({ view, height = 420 }: { view: ModelView; height?: number }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<Canvas | null>(null);
  const [error, setError] = useState<string>();
  const hasPath = view.finishedActivityIds.length + view.activeActivityIds.length + view.takenFlowIds.length > 0;
  // drawn again when the diagram or the path changes, not when the caller makes a new but equal view object
  const viewRef = useRef(view);
  viewRef.current = view;
  const pathKey = [
    ...[view.finishedActivityIds, view.activeActivityIds, view.takenFlowIds].map((ids) => ids.join(',')),
    view.flow.length,
  ].join('|');

  const xml = view.xml;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathKey stands for the marked ids and the history (read from viewRef)
  useEffect(() => {
    if (!host.current) return;
    const viewer = new NavigatedViewer({ container: host.current });
    let alive = true;
    setError(undefined);
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = viewer.get<Canvas>('canvas');
        canvasRef.current = canvas;
        const registry = viewer.get<ElementRegistry>('elementRegistry');
        markPath(canvas, registry, viewRef.current);
        titleHistory(registry, viewRef.current);
        fitCentered(canvas);
      })
      .catch((e: Error) => alive && setError(e.message));
    return () => {
      alive = false;
      canvasRef.current = null;
      viewer.destroy();
    };
  }, [xml, pathKey]);

  return (
    <div data-testid="bpmn-viewer">
      {error && <Alert type="error" showIcon title={t('flow.viewer.loadFailed')} description={error} />}
      <div className="flp-bpmn" style={{ height, display: error ? 'none' : undefined }}>
        <div ref={host} className="flp-bpmn-canvas" />
        <Space.Compact className="flp-bpmn-zoom" size="small">
          <Tooltip title={t('flow.viewer.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('flow.viewer.zoomIn')}
              onClick={() => zoomBy(canvasRef.current, 'in')}
            />
          </Tooltip>
          <Tooltip title={t('flow.viewer.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('flow.viewer.zoomOut')}
              onClick={() => zoomBy(canvasRef.current, 'out')}
            />
          </Tooltip>
          <Tooltip title={t('flow.viewer.fit')}>
            <Button
              icon={<CompressOutlined />}
              aria-label={t('flow.viewer.fit')}
              onClick={() => zoomBy(canvasRef.current, 'fit')}
            />
          </Tooltip>
        </Space.Compact>
      </div>
      {hasPath && !error && (
        <div className="flp-bpmn-legend">
          <span>
            <i className="done" />
            {t('flow.viewer.done')}
          </span>
          <span>
            <i className="active" />
            {t('flow.viewer.active')}
          </span>
          <span>
            <i className="taken" />
            {t('flow.viewer.taken')}
          </span>
        </div>
      )}
    </div>
  );
}
