import type { ModelView } from '@flp/shared';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef } from 'react';

/** A read-only diagram of a deployed model (bpmn-js keeps its bpmn.io watermark, as its licence requires). */
export default function BpmnViewer({ view, height = 420 }: { view: ModelView; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const viewer = new NavigatedViewer({ container: host.current });
    viewer.importXML(view.xml).then(() => (viewer.get('canvas') as { zoom: (z: string) => void }).zoom('fit-viewport'));
    return () => viewer.destroy();
  }, [view.xml]);
  return <div ref={host} style={{ height, border: '1px solid var(--ant-color-border, #eee)' }} />;
}
