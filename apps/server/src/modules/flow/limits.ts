// Bounds on what one model may ask of the engine, so that a tenant administrator's model cannot exhaust the server
// every tenant shares (issue 25 item 3: a loopCardinality of 1e9 crashed the embedded server; 20,000 held another
// tenant's request for 92 s). Each is far above what an approval needs: a review meeting has a few dozen members, the
// shipped models have under fifty elements. The choice is recorded in docs/decisions.md.

/** Instances one multi-instance task may open (its collection's length or its loop cardinality). */
export const MAX_MULTI_INSTANCES = 200;

/** Flow nodes and sequence flows one process may hold. */
export const MAX_PROCESS_ELEMENTS = 2_000;
