import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mayOpen, resolvePage } from './pages';

/** The user's menus as the shell asks them: granted menus and their ancestors (menu/routes). */
const menusOf = (paths: string[]) => (p: string) => paths.includes(p);

test('a workflow family page resolves for any family and is admitted by the 我的事务 menu, not by its own path', () => {
  const path = '/work/process/leave/handle/11/22/33';
  const page = resolvePage(path);
  assert.ok(page);
  assert.deepEqual(page.params, { family: 'leave', taskId: '11', processInstanceId: '22', businessId: '33' });
  assert.equal(page.def.perRecord, true);
  assert.equal(mayOpen(page, path, menusOf(['/work', '/work/todo'])), true);
  assert.equal(mayOpen(page, path, menusOf(['/desk/notice'])), false);

  const form = resolvePage('/work/process/business/form/BusinessApproval%3A1%3A9');
  assert.equal(form?.params.processDefinitionId, 'BusinessApproval:1:9');
  assert.equal(resolvePage('/work/process/leave/detail/22/33')?.params.family, 'leave');
});

test('a menu screen needs its own path; an everyone page needs none', () => {
  const todo = resolvePage('/work/todo')!;
  assert.equal(mayOpen(todo, '/work/todo', menusOf(['/work', '/work/todo'])), true);
  assert.equal(mayOpen(todo, '/work/todo', menusOf(['/work', '/work/start'])), false);
  const home = resolvePage('/wel/index')!;
  assert.equal(mayOpen(home, '/wel/index', menusOf([])), true);
});
