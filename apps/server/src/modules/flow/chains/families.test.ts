// Every family whose default model is drawn from its chain behaves as its hand-written model did: the same process
// key, category, name and documentation, the same tasks asked of the same people, and the same route for every
// decision under the same variables (hand-written.routes.txt, recorded from those models before they were deleted);
// and it deploys without a warning, drawn well (a shape per node, an edge per flow, no overlaps, no line through a
// shape).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { contractModels } from '../../contract/families';
import { projectModels } from '../../project/families/models';
import { loanModels } from '../../servicing/loan/models';
import { overdueModels } from '../../servicing/overdue/models';
import { fundingModels } from '../../funding/models';
import { receiptModels } from '../../servicing/receipt/families';
import { checkModel } from '../deploy-check';
import { defaultModels } from '../families/models';
import { diagramProblems, readDiagram } from './diagram';
import { type Scenario, routeMap } from './routes';

const base = { applyUser: 'taskUser_1', taskUser: 'taskUser_5' };
const AMOUNT: Scenario[] = [
  { label: 'amount = threshold', variables: { ...base, amount: 1_000_000, threshold: 1_000_000 } },
  { label: 'amount > threshold', variables: { ...base, amount: 1_000_001, threshold: 1_000_000 } },
];
/** The variables each process routes on, at the edges of its conditions; by process key. */
const SCENARIOS: Record<string, Scenario[]> = {
  Leave: [
    { label: '3 days', variables: { ...base, days: 3 } },
    { label: '4 days', variables: { ...base, days: 4 } },
  ],
  BusinessApproval: AMOUNT,
  ContractApproval: AMOUNT,
  ProjectInitiation: AMOUNT,
  ProjectApplication: AMOUNT,
  ProjectReview: [
    { label: 'three reviewers', variables: { ...base, reviewers: ['taskUser_2', 'taskUser_3', 'taskUser_4'] } },
  ],
};

/** The recorded sections by file: the header line's fields and the lines below it. */
function recorded(): Map<string, { key: string; category: string; name: string; lines: string[] }> {
  const text = readFileSync(new URL('./hand-written.routes.txt', import.meta.url), 'utf8');
  const sections = new Map<string, { key: string; category: string; name: string; lines: string[] }>();
  for (const block of text.split(/^## /m).slice(1)) {
    const [header, ...lines] = block.trim().split('\n');
    const parts = header.split(' ');
    const file = parts.at(-1) as string;
    sections.set(file, { key: parts[0], category: parts[1], name: parts.slice(2, -1).join(' '), lines });
  }
  return sections;
}

const MODELS = [
  ...defaultModels(),
  ...projectModels(),
  ...contractModels(),
  ...loanModels(),
  ...receiptModels(),
  ...overdueModels(),
  // 银行还款计划上传 moved there (融资申请 was drawn from its chain from the start: nothing recorded).
  ...fundingModels().filter((m) => m.name === 'yhhkjh.bpmn20.xml'),
];

test('each chain-drawn default model routes as its hand-written model did, deploys cleanly and is drawn well', async () => {
  const hand = recorded();
  assert.deepEqual(MODELS.map((m) => m.name).sort(), [...hand.keys()].sort(), 'every recorded model is drawn');
  for (const m of MODELS) {
    const was = hand.get(m.name);
    assert.ok(was, m.name);
    const check = await checkModel(m.xml);
    assert.deepEqual(check.problems, [], m.name);
    assert.deepEqual(check.warnings, [], m.name);
    assert.equal(check.definitions?.category, was.category, m.name);
    assert.equal(m.category, was.category, m.name);
    const [process] = check.definitions?.processes ?? [];
    assert.equal(process.key, was.key, m.name);
    assert.equal(process.name, was.name, m.name);
    const routes = routeMap(process.graph, SCENARIOS[process.key] ?? [{ label: 'any', variables: base }]);
    assert.deepEqual([`documentation ${process.documentation}`, ...routes], was.lines, m.name);
    assert.deepEqual(diagramProblems(await readDiagram(m.xml)), [], m.name);
  }
});
