// A data scope for the tests of what a scoped user sees: the demo role 客户经理 given 本人可见 (scopeType 2: the
// records he owns) over some resources, through the administrator's own calls, keeping what the role holds.
import type { Client } from '../helpers';
import { ok } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, read by the helper
type Node = Record<string, any>;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Gives the demo role 客户经理 本人可见 over the resources `codes` (their menu codes), keeping what it holds. */
export async function ownRecordsOnly(admin: Client, codes: string[]) {
  const role = flatten(await ok(admin, '/api/blade-system/role/tree')).find((r) => r.title === '客户经理')!.id;
  const menus = flatten(await ok(admin, '/api/blade-system/menu/list'));
  const held = await ok(admin, `/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
  const scopes: string[] = [];
  for (const code of codes) {
    const scopeName = `本人可见 ${code}`;
    await ok(admin, '/api/blade-system/data-scope/submit', {
      menuId: menus.find((m) => m.code === code)!.id,
      resourceCode: code,
      scopeName,
      scopeField: '*',
      scopeColumn: 'create_dept',
      scopeType: 2,
      scopeValue: '',
    });
    const made = await ok(
      admin,
      `/api/blade-system/data-scope/list?current=1&size=10&scopeName=${encodeURIComponent(scopeName)}`,
    );
    scopes.push(made.records[0].id);
  }
  await ok(admin, '/api/blade-system/role/grant', {
    roleIds: [role],
    menuIds: held.menu,
    dataScopeIds: [...held.dataScope, ...scopes],
    apiScopeIds: held.apiScope,
  });
}
