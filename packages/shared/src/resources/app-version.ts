/**
 * 应用版本 (`appVersion`; WAVE3-BRIEF §9.5): the versions of the company's mobile apps — per app and platform, each with
 * a version code higher than every earlier one, the lowest code still supported (older apps must update) and whether
 * this update is forced, release notes, and where to get it: the package (an .apk) filed here, or the store's page.
 * A draft is edited freely; a published version is what apps are told about and is never changed or removed — it is
 * withdrawn (下架) instead, and a withdrawn one can be published again.
 */
import { attachments, datetime, defineResource, dict, int, l, switchField, text, textarea, url } from './define';

export const APP_PLATFORMS = [
  { value: 'android', label: l('Android', 'Android') },
  { value: 'ios', label: l('iOS', 'iOS') },
  { value: 'h5', label: l('H5', 'H5') },
];

export const APP_VERSION_STATES = [
  { value: 'DRAFT', label: l('草稿', 'Draft') },
  { value: 'PUBLISHED', label: l('已发布', 'Published') },
  { value: 'WITHDRAWN', label: l('已下架', 'Withdrawn') },
];

export const appVersion = defineResource({
  name: 'appVersion',
  api: '/blade-system/app-version',
  table: 'fl_app_version',
  permission: 'app_version',
  label: l('应用版本', 'App versions'),
  noun: l('版本', 'version'),
  titleField: 'versionName',
  routes: ['page', 'detail', 'submit', 'remove'],
  defaultSort: ['appName asc', 'platform asc', 'versionCode desc'],
  fields: [
    text('appName', l('应用名称', 'App'), {
      required: l('请输入应用名称', 'please enter the app'),
      max: 50,
      search: true,
      width: 140,
    }),
    dict('platform', l('平台', 'Platform'), 'app_platform', {
      required: l('请选择平台', 'please select the platform'),
      options: APP_PLATFORMS,
      search: true,
      width: 90,
    }),
    int('versionCode', l('版本号', 'Version code'), {
      required: l('请输入版本号', 'please enter the version code'),
      minValue: 1,
      maxValue: 2_000_000_000,
      width: 90,
    }),
    text('versionName', l('版本名称', 'Version name'), {
      required: l('请输入版本名称', 'please enter the version name'),
      max: 30,
      search: true,
      width: 100,
    }),
    int('minSupportedCode', l('最低支持版本号', 'Lowest supported code'), {
      minValue: 1,
      maxValue: 2_000_000_000,
      width: 120,
    }),
    switchField('forceUpdate', l('强制更新', 'Forced update'), { width: 90 }),
    dict('versionState', l('状态', 'State'), 'app_version_state', {
      options: APP_VERSION_STATES,
      form: false,
      search: true,
      width: 80,
    }),
    datetime('publishTime', l('发布时间', 'Published'), { form: false, width: 160 }),
    url('storeUrl', l('应用商店地址', 'Store page'), { max: 500, list: false }),
    attachments('package', l('安装包', 'Package'), { max: 1, attachmentKind: 'app_package', list: false }),
    textarea('releaseNotes', l('更新说明', 'Release notes'), { max: 2000, list: false }),
  ],
  unique: [['appName', 'platform', 'versionCode']],
  status: {
    field: 'versionState',
    initial: 'DRAFT',
    transitions: { DRAFT: ['PUBLISHED'], PUBLISHED: ['WITHDRAWN'], WITHDRAWN: ['PUBLISHED'] },
    editableIn: ['DRAFT'],
    removableIn: ['DRAFT'],
  },
});
