/**
 * The moddle descriptor of Flowable's `flowable:` attributes (assignee, candidates, initiator, collection…) the web
 * designer reads and writes. The server's parser (apps/server/src/modules/flow/bpmn/parse.ts) registers no descriptor:
 * it reads the same attributes, in the `flowable:`, `activiti:` or `camunda:` namespace, from the generic elements.
 */
import descriptor from './flowable-moddle.json';

export const FLOWABLE_MODDLE = descriptor;
export const FLOWABLE_URI = descriptor.uri;
