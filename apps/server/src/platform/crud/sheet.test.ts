import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  attachments,
  date,
  defineResource,
  dict,
  int,
  l,
  money,
  password,
  switchField,
  text,
  textarea,
  treeCode,
} from '@flp/shared';
import {
  bareHeader,
  cellOf,
  cellText,
  describeColumn,
  exportFields,
  fieldsByHeader,
  headerOf,
  importFields,
  valueOfCell,
} from './sheet';

const kind = dict('kind', l('类别', 'Kind'), 'kind', {
  required: l('请选择类别', 'choose the kind'),
  options: [
    { value: 1, label: l('高层', 'Senior') },
    { value: 2, label: l('基层', 'Junior') },
  ],
});
const def = defineResource({
  name: 'sheetThing',
  api: '/t/sheet',
  table: 't_sheet',
  permission: 't_sheet',
  label: l('表格测试', 'Sheet test'),
  fields: [
    kind,
    text('name', l('名称', 'Name'), { required: l('请输入名称', 'enter the name'), max: 20 }),
    money('amount', l('金额', 'Amount')),
    switchField('enabled', l('启用', 'Enabled')),
    date('day', l('日期', 'Day')),
    int('qty', l('数量', 'Quantity')),
    textarea('remark', l('备注', 'Remark')),
    password('secret', l('密码', 'Password')),
    text('hidden', l('隐藏', 'Hidden'), { readable: false }),
    text('computed', l('计算', 'Computed'), { form: false }),
  ],
});
const zh = [
  { value: '1', label: '高层' },
  { value: '2', label: '基层' },
];

describe('columns', () => {
  test('an export has the list columns, never secrets or textareas; an import the form fields less server ones', () => {
    assert.deepEqual(
      exportFields(def).map((f) => f.name),
      ['kind', 'name', 'amount', 'enabled', 'day', 'qty', 'computed'],
    );
    assert.deepEqual(
      importFields(def, ['qty']).map((f) => f.name),
      ['kind', 'name', 'amount', 'enabled', 'day', 'remark'],
    );
  });

  test('headers: labels in the language, * after required ones in a template; read back either way', () => {
    assert.equal(headerOf(kind, 'zh-CN', true), '类别 *');
    assert.equal(headerOf(kind, 'en-US'), 'Kind');
    assert.equal(bareHeader(' 类别  * '), '类别');
    const fields = importFields(def);
    const map = fieldsByHeader(fields, ['Name *', '???', '类别', '名称']);
    assert.deepEqual(
      [...map.entries()].map(([i, f]) => [i, f.name]),
      [
        [0, 'name'],
        [2, 'kind'],
      ],
    );
  });

  test('the template describes each column: type, required, values or format', () => {
    assert.deepEqual(describeColumn(kind, 'zh-CN', zh), ['类别', '选项', '是', '高层、基层']);
    assert.deepEqual(describeColumn(def.fields[4], 'en-US'), ['Day', 'Date', 'No', 'yyyy-MM-dd']);
  });
});

describe('values', () => {
  test('a cell shows labels: choices, 是/否, titles of references, numbers for amounts', () => {
    assert.equal(cellOf(kind, { kind: 2 }, 'zh-CN', zh), '基层');
    const several = { ...kind, multiple: true };
    const en = [
      { value: '1', label: 'Senior' },
      { value: '2', label: 'Junior' },
    ];
    assert.equal(cellOf(several, { kind: '2,1' }, 'zh-CN', zh), '基层、高层');
    assert.equal(cellOf(several, { kind: '2,1' }, 'en-US', en), 'Junior, Senior');
    assert.equal(cellOf(def.fields[3], { enabled: 1 }, 'zh-CN'), '是');
    assert.equal(cellOf(def.fields[3], { enabled: 0 }, 'en-US'), 'No');
    assert.equal(cellOf(def.fields[2], { amount: '1234.50' }, 'zh-CN'), 1234.5);
    assert.equal(cellOf(def.fields[1], { name: null }, 'zh-CN'), null);
  });

  test('a label reads back as its value; an unknown one names the allowed ones', () => {
    assert.deepEqual(valueOfCell(kind, '基层', zh), { ok: true, value: '2' });
    assert.deepEqual(valueOfCell(kind, '2', zh), { ok: true, value: '2' });
    const bad = valueOfCell(kind, '中层', zh);
    assert.equal(bad.ok, false);
    assert.match(!bad.ok ? bad.message['zh-CN'] : '', /高层、基层/);
    assert.deepEqual(valueOfCell(def.fields[3], '是'), { ok: true, value: 1 });
    assert.deepEqual(valueOfCell(def.fields[3], 'No'), { ok: true, value: 0 });
    assert.equal(valueOfCell(def.fields[3], 'maybe').ok, false);
    assert.deepEqual(valueOfCell(def.fields[5], '12'), { ok: true, value: 12 });
    assert.deepEqual(valueOfCell(def.fields[1], ''), { ok: true, value: undefined });
  });

  test('a code-tree cell carries the code and its names; the code is what reads back; files are never cells', () => {
    const region = treeCode('regionCode', l('地区', 'Region'), 'region');
    const industry = treeCode('industryCode', l('行业', 'Industry'), 'industry');
    const row = { regionCode: '440305', regionCodeName: '广东省 / 深圳市 / 南山区' };
    assert.equal(cellOf(region, row, 'zh-CN'), '440305 广东省 / 深圳市 / 南山区');
    assert.equal(
      cellOf(industry, { industryCode: 'C3511', industryCodeName: 'C3511 矿山机械制造' }, 'zh-CN'),
      'C3511 矿山机械制造',
    );
    assert.deepEqual(valueOfCell(region, '440305 广东省 / 深圳市 / 南山区'), { ok: true, value: '440305' });
    assert.deepEqual(valueOfCell(industry, 'C3511'), { ok: true, value: 'C3511' });
    const files = defineResource({
      name: 'sheetFiles',
      api: '/t/sheet-files',
      table: 't_sheet_files',
      permission: 't_sheet_files',
      label: l('附件测试', 'Files test'),
      fields: [text('name', l('名称', 'Name')), attachments('files', l('附件', 'Files'))],
    });
    assert.ok(!exportFields(files).some((f) => f.name === 'files'));
    assert.ok(!importFields(files).some((f) => f.name === 'files'));
  });

  test('cell texts: Excel dates (UTC midnight) as yyyy-MM-dd, formulas by their result, rich text joined', () => {
    assert.equal(cellText(new Date(Date.UTC(2025, 1, 3)), 'date'), '2025-02-03');
    assert.equal(cellText(new Date(Date.UTC(2025, 1, 3, 4, 5, 6)), 'datetime'), '2025-02-03 04:05:06');
    assert.equal(cellText({ formula: 'A1', result: 7 }, 'int'), '7');
    assert.equal(cellText({ richText: [{ text: 'a' }, { text: 'b' }] }, 'text'), 'ab');
    assert.equal(cellText('  x ', 'text'), 'x');
  });
});
