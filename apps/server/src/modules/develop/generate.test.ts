import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate, resourceNameOf, safeFolder } from './generate';

test('apiPath and webPath stay folders inside the zip', () => {
  assert.equal(safeFolder('../../etc'), 'etc');
  assert.equal(safeFolder('/abs/path'), 'abs/path');
  assert.equal(safeFolder('C:\\work\\..\\flp'), 'C/work/flp');
  assert.equal(safeFolder('a/./b/...x'), 'a/b');
  assert.equal(safeFolder(''), '');
  assert.equal(safeFolder(null), '');
});

test('a table’s resource name: its prefix left out, an identifier', () => {
  assert.equal(resourceNameOf('fl_gadget_item', 'fl_'), 'gadgetItem');
  assert.equal(resourceNameOf('public.blade_notice', 'blade_'), 'notice');
  assert.equal(resourceNameOf('fl_', 'fl_'), 'fl');
  assert.equal(resourceNameOf('t_2024_rate', 't_'), 't2024Rate');
  assert.equal(resourceNameOf('delete', ''), 'deleteRecord');
});

test('every path of the zip is relative and inside its folder, whatever the row says', () => {
  const files = generate([
    {
      code: {
        codeName: '设备',
        serviceName: 'svc',
        tableName: 'fl_gadget',
        tablePrefix: 'fl_',
        packageName: 'gadget',
        apiPath: '../../../root',
        webPath: '/var/www',
      },
      table: { schema: 'public', name: 'fl_gadget', comment: null, columns: [] },
      sourceName: '本平台数据库',
    },
  ]);
  for (const f of files) assert.ok(!f.path.startsWith('/') && !f.path.split('/').includes('..'), f.path);
  assert.ok(files.some((f) => f.path === 'root/apps/server/src/modules/gadget/index.ts'));
  assert.ok(files.some((f) => f.path === 'var/www/apps/web/src/pages/gadget/GadgetPage.tsx'));
  // The package's menu and its table's screen never share a code.
  const menus = files.find((f) => f.path.endsWith('gadget/menus.ts'))!.content;
  assert.match(menus, /code: 'gadget_menu'/);
  assert.match(menus, /code: 'gadget',/);
});
