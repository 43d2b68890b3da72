/**
 * System administration entities (spec: shell-and-administration §3, §5, §7 "System administration").
 * Field names follow BladeX, whose wire shapes the spec's client was written against.
 */
import {
  ALL_ROUTES,
  date,
  datetime,
  defineResource,
  dict,
  ref,
  refs,
  int,
  l,
  password,
  switchField,
  text,
  textarea,
  treeCode,
  url,
} from './define';

const remark = textarea('remark', l('备注', 'Remark'), { max: 255 });
const sort = (required = l('请输入排序', 'please enter the sort')) =>
  int('sort', l('排序', 'Sort'), { required, minValue: 0, maxValue: 99999, defaultValue: 0 });

export const param = defineResource({
  name: 'param',
  api: '/blade-system/param',
  table: 'blade_param',
  permission: 'param',
  label: l('参数管理', 'Parameters'),
  titleField: 'paramName',
  noun: l('参数', 'parameter'),
  fields: [
    text('paramName', l('参数名称', 'Parameter name'), {
      required: l('请输入参数名称', 'please enter the parameter name'),
      search: true,
      max: 255,
    }),
    text('paramKey', l('参数键名', 'Parameter key'), {
      required: l('请输入参数键名', 'please enter the parameter key'),
      search: true,
      max: 255,
    }),
    textarea('paramValue', l('参数键值', 'Parameter value'), {
      required: l('请输入参数键值', 'please enter the parameter value'),
      list: true,
      max: 2000,
    }),
    remark,
  ],
  unique: [['paramKey']],
  history: true,
});

/** Business dictionary: a parent (dictKey '-1', parentId '0') holds the code; its children hold the key/value pairs. */
export const dictBiz = defineResource({
  name: 'dictBiz',
  api: '/blade-system/dict-biz',
  table: 'blade_dict_biz',
  permission: 'dict',
  label: l('业务字典', 'Dictionary'),
  titleField: 'dictValue',
  noun: l('字典', 'dictionary entry'),
  tree: true,
  fields: [
    text('parentId', l('上级字典', 'Parent dictionary'), { immutable: true, defaultValue: '0' }),
    text('code', l('字典编号', 'Dictionary code'), {
      required: l('请输入字典编号', 'please enter dictionary code'),
      search: true,
      max: 255,
    }),
    text('dictKey', l('字典键值', 'Dictionary key'), {
      required: l('请输入字典键值', 'please enter dictionary key'),
      max: 255,
    }),
    text('dictValue', l('字典名称', 'Dictionary name'), {
      required: l('请输入字典名称', 'please enter dictionary name'),
      search: true,
      max: 255,
    }),
    sort(l('请输入字典排序', 'please enter dictionary sort')),
    switchField('isSealed', l('封存', 'Sealed'), {
      required: l('请选择字典是否封存', 'please select sealed'),
      defaultValue: 0,
    }),
    remark,
  ],
  unique: [['code', 'dictKey']],
  defaultSort: ['sort asc', 'createTime asc'],
});

export const tenant = defineResource({
  name: 'tenant',
  api: '/blade-system/tenant',
  table: 'blade_tenant',
  permission: 'tenant',
  label: l('租户管理', 'Tenants'),
  titleField: 'tenantName',
  noun: l('租户', 'tenant'),
  scope: 'platform',
  fields: [
    text('tenantId', l('租户ID', 'Tenant ID'), {
      search: true,
      immutable: true,
      max: 12,
      pattern: { regex: '^[0-9]{6}$', message: l('租户ID必须是6位数字', 'tenant id must be 6 digits') },
    }),
    text('tenantName', l('租户名称', 'Tenant name'), {
      required: l('请输入租户名称', 'please enter the tenant name'),
      search: true,
      max: 50,
    }),
    text('domain', l('绑定域名', 'Domain'), { max: 255 }),
    url('backgroundUrl', l('系统背景', 'Background image'), { max: 1000, list: false }),
    text('linkman', l('联系人', 'Contact'), { search: true, max: 20 }),
    text('contactNumber', l('联系电话', 'Contact number'), { max: 20 }),
    text('address', l('联系地址', 'Address'), { max: 255 }),
    int('accountNumber', l('账号额度', 'Account quota'), { defaultValue: -1, minValue: -1 }),
    datetime('expireTime', l('过期时间', 'Expiry time')),
    text('datasourceId', l('数据源ID', 'Data source ID'), { list: false }),
    textarea('licenseKey', l('授权码', 'License key'), { max: 1000 }),
  ],
  unique: [['tenantId'], ['domain']],
});

export const client = defineResource({
  name: 'client',
  api: '/blade-system/client',
  table: 'blade_client',
  permission: 'client',
  label: l('应用管理', 'Clients'),
  titleField: 'clientId',
  noun: l('应用', 'client'),
  scope: 'platform',
  fields: [
    text('clientId', l('应用ID', 'Client ID'), {
      required: l('请输入客户端id', 'please enter the client id'),
      search: true,
      max: 48,
    }),
    text('clientSecret', l('应用密钥', 'Client secret'), {
      required: l('请输入客户端密钥', 'please enter the client secret'),
      search: true,
      max: 256,
    }),
    text('resourceIds', l('资源集合', 'Resource ids'), { list: false, max: 256 }),
    text('scope', l('授权范围', 'Scope'), {
      required: l('请输入授权范围', 'please enter the scope'),
      defaultValue: 'all',
    }),
    text('authorizedGrantTypes', l('授权类型', 'Grant types'), {
      required: l('请输入授权类型', 'please enter the grant types'),
      defaultValue: 'refresh_token,password,authorization_code,captcha,social',
      max: 256,
    }),
    text('webServerRedirectUri', l('回调地址', 'Redirect URI'), { list: false, max: 256 }),
    text('authorities', l('权限', 'Authorities'), { list: false, max: 256 }),
    int('accessTokenValidity', l('令牌过期秒数', 'Access token seconds'), {
      required: l('请输入令牌过期秒数', 'please enter the access token validity'),
      minValue: 60,
      defaultValue: 3600,
    }),
    int('refreshTokenValidity', l('刷新令牌过期秒数', 'Refresh token seconds'), {
      required: l('请输入刷新令牌过期秒数', 'please enter the refresh token validity'),
      minValue: 60,
      defaultValue: 604800,
    }),
    textarea('additionalInformation', l('附加说明', 'Additional information'), { max: 4096 }),
    text('autoapprove', l('自动授权', 'Auto approve'), { list: false, max: 256 }),
  ],
  unique: [['clientId']],
});

export const dept = defineResource({
  name: 'dept',
  api: '/blade-system/dept',
  table: 'blade_dept',
  permission: 'dept',
  label: l('机构管理', 'Departments'),
  titleField: 'deptName',
  noun: l('机构', 'department'),
  tree: true,
  fields: [
    text('parentId', l('上级机构', 'Parent department'), { defaultValue: '0' }),
    text('ancestors', l('祖级列表', 'Ancestors'), { form: false, list: false, max: 2000 }),
    text('deptName', l('机构名称', 'Department name'), {
      required: l('请输入机构名称', 'please enter the department name'),
      search: true,
      max: 45,
    }),
    text('fullName', l('机构全称', 'Full name'), {
      required: l('请输入机构全称', 'please enter the full name'),
      search: true,
      max: 45,
    }),
    dict('deptCategory', l('机构类型', 'Category'), 'org_category', {
      options: [
        { value: 1, label: l('公司', 'Company') },
        { value: 2, label: l('部门', 'Department') },
        { value: 3, label: l('小组', 'Group') },
      ],
      defaultValue: 1,
    }),
    // 所在地区: where a branch of the leasing company sits (the region module's code tree; regionCodeName on reads).
    treeCode('regionCode', l('所在地区', 'Region'), 'region'),
    sort(),
    remark,
  ],
  defaultSort: ['sort asc'],
});

export const post = defineResource({
  name: 'post',
  api: '/blade-system/post',
  table: 'blade_post',
  permission: 'post',
  label: l('岗位管理', 'Posts'),
  titleField: 'postName',
  noun: l('岗位', 'post'),
  // Staff keep their posts in a spreadsheet: they come in by Excel (platform/crud/import.ts).
  routes: [...ALL_ROUTES, 'import'],
  fields: [
    dict('category', l('岗位类型', 'Category'), 'post_category', {
      required: l('请选择岗位类型', 'please select the post category'),
      search: true,
      options: [
        { value: 1, label: l('高层', 'Senior') },
        { value: 2, label: l('中层', 'Middle') },
        { value: 3, label: l('基层', 'Junior') },
        { value: 4, label: l('其他', 'Other') },
      ],
    }),
    text('postCode', l('岗位编号', 'Post code'), {
      required: l('请输入岗位编号', 'please enter the post code'),
      search: true,
      max: 12,
    }),
    text('postName', l('岗位名称', 'Post name'), {
      required: l('请输入岗位名称', 'please enter the post name'),
      search: true,
      max: 64,
    }),
    sort(),
    remark,
  ],
  unique: [['postCode']],
  defaultSort: ['sort asc'],
});

export const role = defineResource({
  name: 'role',
  api: '/blade-system/role',
  table: 'blade_role',
  permission: 'role',
  label: l('角色管理', 'Roles'),
  titleField: 'roleName',
  noun: l('角色', 'role'),
  tree: true,
  fields: [
    text('parentId', l('上级角色', 'Parent role'), { defaultValue: '0' }),
    text('roleName', l('角色名称', 'Role name'), {
      required: l('请输入角色名称', 'please enter the role name'),
      search: true,
      max: 255,
    }),
    text('roleAlias', l('角色别名', 'Role alias'), {
      required: l('请输入角色别名', 'please enter the role alias'),
      search: true,
      max: 255,
    }),
    sort(),
  ],
  unique: [['roleAlias']],
  defaultSort: ['sort asc'],
});

/** Menus and buttons are one platform-wide tree; tenants see the parts their roles are granted. */
export const menu = defineResource({
  name: 'menu',
  api: '/blade-system/menu',
  table: 'blade_menu',
  permission: 'menu',
  label: l('菜单管理', 'Menus'),
  titleField: 'name',
  noun: l('菜单', 'menu'),
  scope: 'platform',
  tree: true,
  fields: [
    text('parentId', l('上级菜单', 'Parent menu'), { defaultValue: '0' }),
    text('code', l('菜单编号', 'Code'), {
      required: l('请输入菜单编号', 'please enter the menu code'),
      search: true,
      max: 255,
    }),
    text('name', l('菜单名称', 'Name'), {
      required: l('请输入菜单名称', 'please enter the menu name'),
      search: true,
      max: 255,
    }),
    text('alias', l('菜单别名', 'Alias'), { search: true, max: 255 }),
    url('path', l('路由地址', 'Path'), { max: 255 }),
    text('source', l('菜单图标', 'Icon'), { max: 255 }),
    sort(),
    dict('category', l('菜单类型', 'Type'), 'menu_category', {
      required: l('请选择菜单类型', 'please select the menu type'),
      options: [
        { value: 1, label: l('菜单', 'Menu') },
        { value: 2, label: l('按钮', 'Button') },
      ],
      defaultValue: 1,
    }),
    dict('action', l('按钮功能', 'Button action'), 'button_func', {
      options: [
        { value: 0, label: l('工具栏', 'Toolbar') },
        { value: 1, label: l('操作栏', 'Row') },
        { value: 2, label: l('工具操作栏', 'Both') },
      ],
      defaultValue: 1,
    }),
    dict('isOpen', l('新窗口', 'New window'), 'yes_no', {
      options: [
        { value: 1, label: l('否', 'No') },
        { value: 2, label: l('是', 'Yes') },
      ],
      defaultValue: 1,
    }),
    remark,
  ],
  unique: [['code']],
  defaultSort: ['sort asc'],
});

export const topMenu = defineResource({
  name: 'topMenu',
  api: '/blade-system/topmenu',
  table: 'blade_top_menu',
  permission: 'topmenu',
  label: l('顶部菜单', 'Top menus'),
  titleField: 'name',
  noun: l('顶部菜单', 'top menu'),
  fields: [
    text('code', l('菜单编号', 'Code'), {
      required: l('请输入菜单编号', 'please enter the menu code'),
      search: true,
      max: 255,
    }),
    text('name', l('菜单名称', 'Name'), {
      required: l('请输入菜单名称', 'please enter the menu name'),
      search: true,
      max: 255,
    }),
    text('source', l('菜单图标', 'Icon'), { max: 255 }),
    url('path', l('路由地址', 'Path'), { max: 255 }),
    sort(),
  ],
  unique: [['code']],
  defaultSort: ['sort asc'],
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
});

export const user = defineResource({
  name: 'user',
  api: '/blade-user',
  table: 'blade_user',
  permission: 'user',
  label: l('用户管理', 'Users'),
  titleField: 'realName',
  noun: l('用户', 'user'),
  fields: [
    text('code', l('用户编号', 'User number'), { max: 12 }),
    dict('userType', l('用户平台', 'Platform'), 'user_type', {
      options: [
        { value: 1, label: l('WEB', 'Web') },
        { value: 2, label: l('APP', 'App') },
        { value: 3, label: l('OTHER', 'Other') },
      ],
      defaultValue: 1,
    }),
    text('account', l('登录账号', 'Account'), {
      required: l('请输入登录账号', 'please enter the account'),
      search: true,
      immutable: true,
      max: 45,
    }),
    password('password', l('密码', 'Password'), { list: false, readable: false, max: 100 }),
    text('name', l('用户昵称', 'Nick name'), { required: l('请输入用户昵称', 'please enter the nick name'), max: 20 }),
    text('realName', l('用户姓名', 'Real name'), {
      required: l('请输入用户姓名', 'please enter the real name'),
      search: true,
      max: 10,
    }),
    url('avatar', l('头像', 'Avatar'), { list: false, max: 500 }),
    url('qr', l('公众号二维码', 'QR code'), { list: false, max: 500 }),
    text('email', l('邮箱', 'Email'), {
      max: 45,
      pattern: { regex: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: l('邮箱格式不正确', 'email format incorrect') },
    }),
    text('phone', l('手机号码', 'Phone'), { search: true, max: 45 }),
    date('birthday', l('生日', 'Birthday'), { list: false }),
    dict('sex', l('性别', 'Sex'), 'sex', {
      options: [
        { value: 1, label: l('男', 'Male') },
        { value: 2, label: l('女', 'Female') },
        { value: 3, label: l('未知', 'Unknown') },
      ],
      defaultValue: 3,
    }),
    refs('roleId', l('所属角色', 'Roles'), () => role, {
      required: l('请选择所属角色', 'please select the roles'),
      max: 1000,
    }),
    refs('deptId', l('所属部门', 'Departments'), () => dept, {
      required: l('请选择所属部门', 'please select the departments'),
      search: true,
      max: 1000,
    }),
    refs('postId', l('所属岗位', 'Posts'), () => post, { max: 1000 }),
  ],
  unique: [['account']],
  // Staff lists come from a spreadsheet (roles, departments and posts by name); a file may cover existing accounts.
  routes: ['page', 'detail', 'submit', 'update', 'remove', 'select', 'import'],
  importCovers: true,
  selectOpen: true,
  history: true,
});

export const dataScope = defineResource({
  name: 'dataScope',
  api: '/blade-system/data-scope',
  table: 'blade_scope_data',
  permission: 'data_scope',
  label: l('数据权限', 'Data scopes'),
  titleField: 'scopeName',
  noun: l('数据权限', 'data scope'),
  scope: 'platform',
  fields: [
    ref('menuId', l('菜单', 'Menu'), () => menu, { required: l('请选择菜单', 'please select the menu'), search: true }),
    text('resourceCode', l('资源编号', 'Resource code'), {
      required: l('请输入资源编号', 'please enter the resource code'),
      search: true,
      max: 255,
    }),
    text('scopeName', l('权限名称', 'Scope name'), {
      required: l('请输入权限名称', 'please enter the scope name'),
      search: true,
      max: 255,
    }),
    text('scopeField', l('权限字段', 'Scope field'), { max: 255, defaultValue: '*' }),
    text('scopeClass', l('权限类名', 'Scope class'), { max: 500, list: false }),
    text('scopeColumn', l('规则字段', 'Rule column'), { max: 255, defaultValue: 'create_dept' }),
    dict('scopeType', l('规则类型', 'Scope type'), 'data_scope_type', {
      required: l('请选择规则类型', 'please select the scope type'),
      options: [
        { value: 1, label: l('全部可见', 'All') },
        { value: 2, label: l('本人可见', 'Own') },
        { value: 3, label: l('所在机构可见', 'Own department') },
        { value: 4, label: l('所在机构及子级可见', 'Department and children') },
        { value: 5, label: l('自定义', 'Custom') },
      ],
    }),
    textarea('scopeValue', l('规则值', 'Scope value'), { max: 2000 }),
    remark,
  ],
});

export const apiScope = defineResource({
  name: 'apiScope',
  api: '/blade-system/api-scope',
  table: 'blade_scope_api',
  permission: 'api_scope',
  label: l('接口权限', 'API scopes'),
  titleField: 'scopeName',
  noun: l('接口权限', 'API scope'),
  scope: 'platform',
  fields: [
    ref('menuId', l('菜单', 'Menu'), () => menu, { required: l('请选择菜单', 'please select the menu'), search: true }),
    text('resourceCode', l('资源编号', 'Resource code'), {
      required: l('请输入资源编号', 'please enter the resource code'),
      search: true,
      max: 255,
    }),
    text('scopeName', l('接口名称', 'API name'), {
      required: l('请输入接口名称', 'please enter the API name'),
      search: true,
      max: 255,
    }),
    text('scopePath', l('接口路径', 'API path'), {
      required: l('请输入接口路径', 'please enter the API path'),
      max: 255,
    }),
    dict('scopeType', l('接口类型', 'API type'), 'api_scope_type', {
      options: [
        { value: 1, label: l('系统接口', 'System') },
        { value: 2, label: l('业务接口', 'Business') },
      ],
      defaultValue: 1,
    }),
    remark,
  ],
});

export const systemResources = [
  param,
  dictBiz,
  tenant,
  client,
  dept,
  post,
  role,
  menu,
  topMenu,
  user,
  dataScope,
  apiScope,
];
