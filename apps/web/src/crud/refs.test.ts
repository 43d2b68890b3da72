/// <reference types="node" />
/** References, child lists and nested error paths as pure functions. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ChildDef, defineResource, dict, int, l, ref, refs, text } from '@flp/shared/resources';
import { fieldErrorsOf } from './errors';
import {
  childBody,
  childFields,
  isStatusField,
  joinIds,
  namePathOf,
  optionOf,
  refTitle,
  splitIds,
  targetOf,
  withChildren,
} from './refs';

const dept = defineResource({
  name: 'testDept',
  api: '/test/dept',
  table: 'test_dept',
  permission: 'test_dept',
  label: l('机构', 'Department'),
  titleField: 'deptName',
  tree: true,
  fields: [text('parentId', l('上级', 'Parent')), text('deptName', l('名称', 'Name'))],
});

const line = defineResource({
  name: 'testLine',
  api: '/test/line',
  table: 'test_line',
  permission: 'test_line',
  label: l('明细', 'Line'),
  titleField: 'item',
  fields: [
    text('orderId', l('订单', 'Order')),
    text('item', l('品名', 'Item')),
    int('qty', l('数量', 'Quantity')),
    refs('deptIds', l('机构', 'Departments'), () => dept),
    text('secret', l('内部', 'Internal'), { form: false }),
  ],
});

const lines: ChildDef = { name: 'lines', label: l('明细', 'Lines'), def: () => line, foreignKey: 'orderId' };

describe('comma lists ⇄ arrays', () => {
  test('a comma list is read as trimmed ids without blanks', () => {
    assert.deepEqual(splitIds('1, 2,,3 '), ['1', '2', '3']);
    assert.deepEqual(splitIds(''), []);
    assert.deepEqual(splitIds(null), []);
    assert.deepEqual(splitIds(undefined), []);
    assert.deepEqual(splitIds(12), ['12']);
    assert.deepEqual(splitIds(['1', { value: '2' }]), ['1', '2']);
  });

  test('a picker’s choice is sent as the comma list, without repeats (labelled tree values too)', () => {
    assert.equal(joinIds(['1', '2', '1']), '1,2');
    assert.equal(joinIds([{ value: '7', label: 'x' }, { value: 8 }]), '7,8');
    assert.equal(joinIds('5'), '5');
    assert.equal(joinIds([]), '');
    assert.equal(joinIds(undefined), '');
  });
});

describe('references', () => {
  const deptIds = line.fields.find((f) => f.name === 'deptIds')!;
  const item = line.fields.find((f) => f.name === 'item')!;

  test('a ref/refs field names its target; a plain field none', () => {
    assert.equal(targetOf(deptIds), dept);
    assert.equal(targetOf(ref('menuId', l('菜单', 'Menu'), () => dept)), dept);
    assert.equal(targetOf(item), undefined);
  });

  test('the titles come from the key reads add (deptIds → deptName), comma lists spaced', () => {
    assert.equal(refTitle(deptIds, { deptIds: '1,2', deptName: '总部,分部' }), '总部, 分部');
    assert.equal(refTitle(deptIds, { deptIds: '1' }), undefined);
    assert.equal(refTitle(item, { item: 'x', itemName: 'y' }), undefined);
  });

  test('picker options from the generic {id, title} or a spec select’s whole records', () => {
    assert.deepEqual(optionOf({ id: 1, title: '总部', parentId: '0' }), { value: '1', label: '总部' });
    assert.deepEqual(optionOf({ id: '9', postName: '经理' }, 'postName'), { value: '9', label: '经理' });
  });

  test('the business status field is known from the definition', () => {
    const f = dict('state', l('状态', 'State'), 'x');
    assert.equal(isStatusField({ status: { field: 'state', initial: 'a', transitions: { a: [] } } }, f), true);
    assert.equal(isStatusField({}, f), false);
    assert.equal(isStatusField(undefined, f), false);
  });
});

describe('server error paths', () => {
  test('a child’s field is the name path of its cell', () => {
    assert.deepEqual(namePathOf('lines[2].qty'), ['lines', 2, 'qty']);
    assert.deepEqual(namePathOf('remark'), ['remark']);
    assert.deepEqual(namePathOf('lines[0]'), ['lines', 0]);
    assert.deepEqual(namePathOf('a.b'), ['a', 'b']);
    assert.deepEqual(namePathOf('m[1][2].x'), ['m', 1, 2, 'x']);
  });

  test('a 400 naming child cells marks those the form holds', () => {
    const body = {
      code: 400,
      data: {
        errors: [
          { field: 'lines[2].qty', message: '数量必须大于 0' },
          { field: 'lines[2].qty', message: 'again' },
          { field: 'lines[9].qty', message: 'no such row' },
          { field: 'remark', message: 'r' },
        ],
      },
    };
    assert.deepEqual(fieldErrorsOf(400, body, new Set(['remark', 'lines.2.qty', 'lines.2.item'])), [
      { name: ['lines', 2, 'qty'], errors: ['数量必须大于 0', 'again'] },
      { name: ['remark'], errors: ['r'] },
    ]);
  });
});

describe('child lists', () => {
  test('a child row is edited without its foreign key or form-less fields', () => {
    assert.deepEqual(
      childFields(lines).map((f) => f.name),
      ['item', 'qty', 'deptIds'],
    );
  });

  test('a child row is sent with its id when it exists, without titles or stamps', () => {
    assert.deepEqual(
      childBody(lines, { id: '5', orderId: '1', item: 'a', qty: 2, deptIds: '1', deptName: 'x', createTime: 't' }),
      { id: '5', item: 'a', qty: 2, deptIds: '1' },
    );
    assert.deepEqual(childBody(lines, { item: 'new', id: '' }), { item: 'new' });
  });

  test('the body carries each list the form holds; a list it never held is left out', () => {
    const held: Record<string, unknown> = { lines: [{ id: '5', item: 'a', createUser: 'u' }, { item: 'b' }] };
    assert.deepEqual(
      withChildren([lines], { remark: 'x', lines: [{ item: 'a' }] }, (n) => held[n]),
      { remark: 'x', lines: [{ id: '5', item: 'a' }, { item: 'b' }] },
    );
    assert.deepEqual(
      withChildren([lines], { remark: 'x' }, () => undefined),
      { remark: 'x' },
    );
    assert.deepEqual(
      withChildren([lines], { lines: [] }, () => []),
      { lines: [] },
    );
    assert.deepEqual(
      withChildren(undefined, { remark: 'x' }, () => undefined),
      { remark: 'x' },
    );
  });
});
