// The module walls (issue 27 item 5): a module reaches another only through the interface of a module its manifest
// says it uses. The reaches below stand from before the manifests — dictionaries and parameters still registered and
// read through the system module (system/seed, system/params), families reaching into the engine's folders — and are
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
  'concentration → contract',
  'concentration → customer',
  'concentration → servicing/menus',
  'contract → contract-model',
  'contract → contract-model/menus',
  'contract → flow/chains',
  'contract → flow/definitions',
  'contract → flow/families',
  'contract → flow/runtime/types',
  'contract → numbering',
  'contract-model → company',
  'dashboard → desk/message.service',
  'dashboard → flow',
  'dashboard → region',
  'dashboard → servicing/api',
  'flow → desk/message.service',
  'job → log',
  'project → contract-model',
  'project → customer',
  'project → flow/chains',
  'project → flow/definitions',
  'project → flow/families',
  'project → flow/runtime/types',
  'project → numbering',
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
  'servicing → system/services',
];

test('no module reaches past another module’s interface beyond the reaches standing today', () => {
  assert.deepEqual(reachesPastWalls(ROOT), STANDING);
});

test('the manifests’ uses are read from their index files', () => {
  assert.deepEqual(declaredUses(ROOT, 'contract'), ['system', 'flow', 'resource', 'project']);
  assert.deepEqual(declaredUses(ROOT, 'company'), []);
});
