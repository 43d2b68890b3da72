// The module walls (issue 27 item 5): a module reaches another only through the interface of a module its manifest
// says it uses. The reaches below stand from before the manifests — the platform's menus, dictionaries and parameters
// still live in the system module (system/seed, system/params), families reach into the engine's folders — and are
// to be mended one by one: this list may only shrink. A new reach past a wall fails here; a mended one must leave
// the list.
import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaredUses, reachesPastWalls } from './walls';

const ROOT = dirname(fileURLToPath(import.meta.url));

const STANDING = [
  'auth → system/services',
  'company → system/seed',
  'company → system/seed-data',
  'company → system/setup-checklist',
  'concentration → contract',
  'concentration → customer',
  'concentration → servicing/menus',
  'concentration → system/seed',
  'concentration → system/seed-data',
  'contract → contract-model',
  'contract → contract-model/menus',
  'contract → flow/chains',
  'contract → flow/definitions',
  'contract → flow/families',
  'contract → flow/runtime/types',
  'contract → numbering',
  'contract → system/params',
  'contract → system/seed',
  'contract → system/seed-data',
  'contract → system/services',
  'contract-model → company',
  'contract-model → system/seed',
  'contract-model → system/seed-data',
  'contract-model → system/setup-checklist',
  'customer → system/seed',
  'customer → system/seed-data',
  'dashboard → customer',
  'dashboard → desk/message.service',
  'dashboard → flow',
  'dashboard → region',
  'dashboard → servicing/api',
  'dashboard → system/seed',
  'dashboard → system/seed-data',
  'desk → system/seed',
  'desk → system/seed-data',
  'desk → system/services',
  'enterprise → system/params',
  'enterprise → system/seed',
  'enterprise → system/seed-data',
  'flow → desk/message.service',
  'flow → system/dicts',
  'flow → system/params',
  'flow → system/seed',
  'flow → system/seed-data',
  'flow → system/services',
  'job → log',
  'job → system/params',
  'job → system/seed',
  'job → system/seed-data',
  'lending → system/seed',
  'lending → system/seed-data',
  'log → system/seed',
  'log → system/seed-data',
  'numbering → system/seed',
  'numbering → system/seed-data',
  'project → contract-model',
  'project → customer',
  'project → flow/chains',
  'project → flow/definitions',
  'project → flow/families',
  'project → flow/runtime/types',
  'project → numbering',
  'project → system/params',
  'project → system/seed',
  'project → system/seed-data',
  'project → system/services',
  'region → system/seed',
  'region → system/seed-data',
  'resource → system/params',
  'resource → system/seed',
  'resource → system/seed-data',
  'servicing → company',
  'servicing → customer',
  'servicing → desk/message.service',
  'servicing → flow/chains',
  'servicing → flow/definitions',
  'servicing → flow/families',
  'servicing → flow/families/change',
  'servicing → flow/runtime/types',
  'servicing → numbering',
  'servicing → system/params',
  'servicing → system/seed',
  'servicing → system/seed-data',
  'servicing → system/services',
];

test('no module reaches past another module’s interface beyond the reaches standing today', () => {
  assert.deepEqual(reachesPastWalls(ROOT), STANDING);
});

test('the manifests’ uses are read from their index files', () => {
  assert.deepEqual(declaredUses(ROOT, 'contract'), ['flow', 'resource', 'project']);
  assert.deepEqual(declaredUses(ROOT, 'company'), []);
});
