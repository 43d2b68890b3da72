/**
 * 研发工具 (WAVE3-BRIEF §9.3): 数据源管理 — the databases a tenant's developers read table structures from — and 代码生成
 * — a table of one of them turned into this codebase's own pieces (a definition, a module, a screen), handed back as a
 * zip and never written on the server. See docs/decisions.md "Data sources and the code generator".
 */
import { defineResource, dict, l, ref, text, textarea } from './define';

/** The kind of database this platform itself runs on: offered in the platform tenant only, with no address. */
export const DATASOURCE_PLATFORM = 'platform';

/** The kinds a data source names; only PostgreSQL (and this platform's own database) is connected to. */
export const DATASOURCE_KINDS = [
  { value: 'postgresql', label: l('PostgreSQL', 'PostgreSQL') },
  { value: DATASOURCE_PLATFORM, label: l('本平台数据库', 'This platform’s database') },
  { value: 'mysql', label: l('MySQL (暂不支持)', 'MySQL (not supported)') },
  { value: 'oracle', label: l('Oracle (暂不支持)', 'Oracle (not supported)') },
  { value: 'sqlserver', label: l('SQL Server (暂不支持)', 'SQL Server (not supported)') },
];

export const datasource = defineResource({
  name: 'datasource',
  api: '/blade-develop/datasource',
  table: 'blade_datasource',
  permission: 'datasource',
  label: l('数据源管理', 'Data sources'),
  noun: l('数据源', 'data source'),
  titleField: 'name',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'select'],
  defaultSort: ['createTime asc'],
  unique: [['name']],
  fields: [
    text('name', l('名称', 'Name'), {
      required: l('请输入名称', 'please enter the name'),
      max: 100,
      search: true,
      width: 160,
    }),
    dict('kind', l('数据库类型', 'Database'), 'datasource_kind', {
      required: l('请选择数据库类型', 'please select the database'),
      options: DATASOURCE_KINDS,
      defaultValue: 'postgresql',
      search: true,
      width: 130,
    }),
    // postgresql://host:5432/db (or the JDBC form jdbc:postgresql://…, as BladeX keeps it); user and password apart.
    text('url', l('连接地址', 'Address'), {
      max: 500,
      width: 280,
      placeholder: l('postgresql://主机:5432/数据库', 'postgresql://host:5432/database'),
    }),
    text('username', l('用户名', 'User'), { max: 100, width: 120 }),
    // Never read back: reads answer SECRET_MASK when one is stored (as object storage, 短信配置).
    text('password', l('密码', 'Password'), { max: 255, list: false, readable: false }),
    textarea('remark', l('备注', 'Remark'), { max: 255 }),
  ],
});

/** Letters, digits and the separators a folder or a path segment may hold: never `..`, `/` at the start, or `\`. */
const FOLDER = {
  regex: '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_./-]*$',
  message: l(
    '只能包含字母、数字、下划线、短横线、点和斜杠, 不能以斜杠开头或包含 ..',
    'letters, digits, _ - . and / only; not starting with / and never ..',
  ),
};

/** A lower-case name as the generated code uses it in paths (module folder, api family). */
const SLUG = {
  regex: '^[a-z][a-z0-9-]{0,39}$',
  message: l(
    '须以小写字母开头, 只能包含小写字母、数字和短横线',
    'starts with a lower-case letter; a-z, 0-9 and - only',
  ),
};

export const codeGen = defineResource({
  name: 'code',
  api: '/blade-develop/code',
  table: 'blade_code',
  permission: 'code',
  label: l('代码生成', 'Code generator'),
  noun: l('代码生成配置', 'generator setting'),
  titleField: 'codeName',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  defaultSort: ['createTime desc'],
  fields: [
    ref('datasourceId', l('数据源', 'Data source'), () => datasource, {
      required: l('请选择数据源', 'please select the data source'),
      width: 150,
    }),
    text('codeName', l('模块名称', 'Module name'), {
      required: l('请输入模块名称', 'please enter the module name'),
      max: 50,
      search: true,
      width: 130,
    }),
    text('serviceName', l('服务名称', 'Service'), {
      required: l('请输入服务名称', 'please enter the service'),
      max: 40,
      search: true,
      pattern: SLUG,
      placeholder: l('接口前缀, 如 rzzl-qy', 'the API family, e.g. rzzl-qy'),
      width: 120,
    }),
    text('tableName', l('表名', 'Table'), {
      required: l('请输入表名', 'please enter the table'),
      max: 127,
      search: true,
      pattern: {
        regex: '^([a-z_][a-z0-9_$]{0,62}\\.)?[a-z_][a-z0-9_$]{0,62}$',
        message: l(
          '表名只能包含小写字母、数字和下划线 (可带模式名)',
          'lower-case letters, digits and _ (schema. allowed)',
        ),
      },
      width: 150,
    }),
    text('tablePrefix', l('表前缀', 'Table prefix'), {
      max: 30,
      pattern: { regex: '^[a-z0-9_]*$', message: l('只能包含小写字母、数字和下划线', 'a-z, 0-9 and _ only') },
      placeholder: l('如 fl_ (生成的名称去掉它)', 'e.g. fl_ (left out of the generated names)'),
      width: 90,
    }),
    text('pkName', l('主键名', 'Primary key'), { max: 64, defaultValue: 'id', list: false }),
    text('packageName', l('包名', 'Package'), {
      required: l('请输入包名', 'please enter the package'),
      max: 40,
      pattern: SLUG,
      placeholder: l('模块和页面目录, 如 gadget', 'the module and screens folder, e.g. gadget'),
      width: 110,
    }),
    text('apiPath', l('后端生成路径', 'Server folder'), { max: 120, pattern: FOLDER, list: false }),
    text('webPath', l('前端生成路径', 'Web folder'), { max: 120, pattern: FOLDER, list: false }),
  ],
});
