/**
 * The moddle descriptor of Flowable's `flowable:` attributes (assignee, candidates, initiator, collection…), one file
 * for the server's parser (apps/server/src/modules/flow/bpmn/parse.ts) and the web designer, so both read and write
 * the same attributes.
 */
import descriptor from './flowable-moddle.json';

export const FLOWABLE_MODDLE = descriptor;
export const FLOWABLE_URI = descriptor.uri;
