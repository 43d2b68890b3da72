import { FLOWABLE_URI } from '@flp/shared';

const ACTIVITI_URI = 'http://activiti.org/bpmn';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A new model (its element names in the interface language): a start event whose starter lands in `applyUser` (as BladeX's models name it), one approval task and
 * an end event, laid out left to right.
 */
export function newModelXml(
  key: string,
  name: string,
  category = '',
  labels: { start: string; task: string; end: string } = { start: '开始', task: '审批', end: '结束' },
): string {
  const k = escapeAttr(key);
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="${FLOWABLE_URI}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC" xmlns:omgdi="http://www.omg.org/spec/DD/20100524/DI"
  typeLanguage="http://www.w3.org/2001/XMLSchema" expressionLanguage="http://www.w3.org/1999/XPath"
  targetNamespace="${escapeAttr(category)}">
  <process id="${k}" name="${escapeAttr(name)}" isExecutable="true">
    <startEvent id="start" name="${escapeAttr(labels.start)}" flowable:initiator="applyUser" />
    <userTask id="approve" name="${escapeAttr(labels.task)}" />
    <endEvent id="end" name="${escapeAttr(labels.end)}" />
    <sequenceFlow id="flow_start" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="flow_end" sourceRef="approve" targetRef="end" />
  </process>
  <bpmndi:BPMNDiagram id="diagram_${k}">
    <bpmndi:BPMNPlane id="plane_${k}" bpmnElement="${k}">
      <bpmndi:BPMNShape id="shape_start" bpmnElement="start">
        <omgdc:Bounds x="100" y="142" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="shape_approve" bpmnElement="approve">
        <omgdc:Bounds x="200" y="120" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="shape_end" bpmnElement="end">
        <omgdc:Bounds x="370" y="142" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="edge_flow_start" bpmnElement="flow_start">
        <omgdi:waypoint x="136" y="160" />
        <omgdi:waypoint x="200" y="160" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="edge_flow_end" bpmnElement="flow_end">
        <omgdi:waypoint x="300" y="160" />
        <omgdi:waypoint x="370" y="160" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
}

/**
 * A model in the older `activiti:` namespace (BladeX's designer) read as `flowable:`: the designer edits one
 * namespace (moddle cannot hold two that extend the same elements), and the engine reads both the same way.
 */
export function asFlowable(xml: string): string {
  if (!xml.includes(ACTIVITI_URI) || xml.includes(FLOWABLE_URI)) return xml;
  return xml
    .replace(`xmlns:activiti="${ACTIVITI_URI}"`, `xmlns:flowable="${FLOWABLE_URI}"`)
    .replace(/(<\/?|\s)activiti:/g, '$1flowable:');
}
