/**
 * Regions (行政区划, GB/T 2260 codes to county level) and industries (国民经济行业分类, GB/T 4754-2017): platform-wide
 * code trees every tenant reads and only the platform tenant's administrator changes. Records point at them with
 * `treeCode` fields (define.ts), holding the code itself.
 */
import { defineResource, int, l, text, textarea } from './define';

/** The parent code of the provinces, as BladeX keeps it. */
export const REGION_ROOT = '00';

/** Region levels: 1 province, 2 city (or a municipality's district), 3 county/district. */
export const REGION_LEVELS = [
  { value: 1, label: l('省级', 'Province') },
  { value: 2, label: l('地级', 'City') },
  { value: 3, label: l('县级', 'County') },
];

export const REGION_MAX_LEVEL = 3;

export const region = defineResource({
  name: 'region',
  api: '/blade-system/region',
  table: 'blade_region',
  permission: 'region',
  label: l('行政区划', 'Regions'),
  noun: l('行政区划', 'Region'),
  scope: 'platform',
  titleField: 'name',
  routes: ['list', 'submit', 'remove'],
  fields: [
    text('code', l('区划编号', 'Region code'), {
      required: l('请输入区划编号', 'please enter the region code'),
      search: true,
      immutable: true,
      max: 12,
      pattern: { regex: '^\\d{6}$', message: l('区划编号必须是 6 位数字', 'Region code: 6 digits') },
    }),
    text('parentCode', l('上级区划', 'Parent region'), {
      required: l('请选择上级区划', 'please choose the parent region'),
      max: 12,
      immutable: true,
      pattern: {
        regex: '^(00|\\d{6})$',
        message: l('上级区划必须是 6 位区划编号 (省级为 00)', 'Parent region: a 6-digit code (00 for a province)'),
      },
    }),
    text('name', l('区划名称', 'Region name'), {
      required: l('请输入区划名称', 'please enter the region name'),
      search: true,
      max: 64,
    }),
    text('ancestors', l('祖区划', 'Ancestors'), { max: 255, form: false, list: false }),
    text('provinceCode', l('省级编号', 'Province code'), { max: 12, form: false, list: false }),
    text('provinceName', l('省级名称', 'Province'), { max: 64, form: false }),
    text('cityCode', l('地级编号', 'City code'), { max: 12, form: false, list: false }),
    text('cityName', l('地级名称', 'City'), { max: 64, form: false }),
    text('districtCode', l('县级编号', 'County code'), { max: 12, form: false, list: false }),
    text('districtName', l('县级名称', 'County'), { max: 64, form: false, list: false }),
    int('regionLevel', l('层级', 'Level'), { form: false, minValue: 1, maxValue: REGION_MAX_LEVEL }),
    int('sort', l('排序', 'Sort'), { minValue: 0, maxValue: 999999, defaultValue: 0 }),
    textarea('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  unique: [['code']],
  defaultSort: ['code asc'],
});

/** The edition the industry table is seeded with; stated in the calls' descriptions and docs/api.md. */
export const INDUSTRY_EDITION = 'GB/T 4754-2017 国民经济行业分类';

/** Industry levels: 1 门类 (C), 2 大类 (C35), 3 中类 (C351), 4 小类 (C3511). */
export const INDUSTRY_LEVELS = [
  { value: 1, label: l('门类', 'Section') },
  { value: 2, label: l('大类', 'Division') },
  { value: 3, label: l('中类', 'Group') },
  { value: 4, label: l('小类', 'Class') },
];

/** 国民经济行业分类: seeded from the standard, read through the industry calls (no screen of its own). */
export const industry = defineResource({
  name: 'industry',
  api: '/rzzl_qy/industry/industry',
  table: 'fl_industry',
  permission: 'industry',
  label: l('国民经济行业分类', 'Industries'),
  noun: l('行业', 'Industry'),
  scope: 'platform',
  titleField: 'name',
  routes: [],
  fields: [
    text('code', l('行业代码', 'Industry code'), { required: l('请输入行业代码', 'please enter the code'), max: 8 }),
    text('parentCode', l('上级行业', 'Parent industry'), { max: 8 }),
    text('name', l('行业名称', 'Industry name'), { required: l('请输入行业名称', 'please enter the name'), max: 100 }),
    int('industryLevel', l('层级', 'Level'), { minValue: 1, maxValue: 4 }),
  ],
  unique: [['code']],
  defaultSort: ['code asc'],
});
