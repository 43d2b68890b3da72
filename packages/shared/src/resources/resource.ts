/**
 * Object storage settings (对象存储, spec §7 "/api/blade-resource oss") and what an attachment is on the wire. A
 * tenant's uploads go to its one enabled setting (status 2, as BladeX keeps it; 1 is disabled), or to the server's
 * local folder when none is enabled. See docs/decisions.md "Object storage" for what each category means here.
 */
import { defineResource, dict, l, switchField, text, textarea } from './define';

/** Categories: the local folder, or an S3-compatible service (MinIO, 阿里云 OSS and 腾讯 COS in their S3 mode, AWS). */
export const OSS_CATEGORIES = [
  { value: 'local', label: l('本地存储', 'Local folder') },
  { value: 'minio', label: l('MinIO', 'MinIO') },
  { value: 'aliyun', label: l('阿里云 OSS (S3 兼容)', 'Alibaba Cloud OSS (S3-compatible)') },
  { value: 'tencent', label: l('腾讯云 COS (S3 兼容)', 'Tencent Cloud COS (S3-compatible)') },
  { value: 's3', label: l('Amazon S3 / 其他 S3 兼容', 'Amazon S3 / other S3-compatible') },
];

/** Categories whose bytes go to a bucket (every one but the local folder). */
export const isBucketCategory = (category: unknown) => !!category && category !== 'local';

/** The fields only a bucket category uses (the form hides them for the local folder). */
export const OSS_BUCKET_FIELDS = ['endpoint', 'accessKey', 'secretKey', 'bucketName', 'region', 'pathStyle', 'appId'];

/** What list and detail answer instead of a stored secret; saving it back unchanged keeps the stored one. */
export const SECRET_MASK = '******';

/** BladeX status values of a setting one of which a tenant enables (对象存储, 短信配置). */
export const SETTING_ENABLED = 2;
export const SETTING_DISABLED = 1;
export const OSS_ENABLED = SETTING_ENABLED;
export const OSS_DISABLED = SETTING_DISABLED;

export const ossSetting = defineResource({
  name: 'oss',
  api: '/blade-resource/oss',
  table: 'blade_oss',
  permission: 'oss',
  label: l('对象存储', 'Object storage'),
  noun: l('对象存储配置', 'storage setting'),
  titleField: 'ossCode',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'select'],
  defaultSort: ['createTime desc'],
  unique: [['ossCode']],
  fields: [
    dict('category', l('分类', 'Category'), 'oss', {
      required: l('请选择分类', 'please select the category'),
      options: OSS_CATEGORIES,
      search: true,
      defaultValue: 'minio',
      width: 180,
    }),
    text('ossCode', l('资源编号', 'Code'), {
      required: l('请输入资源编号', 'please enter the code'),
      search: true,
      max: 64,
      pattern: {
        regex: '^[A-Za-z0-9_-]+$',
        message: l('资源编号只能包含字母、数字、下划线和短横线', 'Code: letters, digits, underscores and hyphens only'),
      },
    }),
    text('endpoint', l('资源地址', 'Endpoint'), {
      max: 255,
      pattern: {
        regex: '^https?://[^\\s/]+(:\\d+)?/?$',
        message: l('资源地址必须是 http(s)://主机[:端口]', 'Endpoint must be http(s)://host[:port]'),
      },
    }),
    text('accessKey', l('accessKey', 'Access key'), { max: 255, list: false }),
    // Text, not password: it is edited like the others. Not readable (never sent, filtered or sorted on): reads answer
    // SECRET_MASK in its place when one is stored.
    text('secretKey', l('secretKey', 'Secret key'), { max: 255, list: false, readable: false }),
    text('bucketName', l('空间名', 'Bucket'), {
      max: 63,
      pattern: {
        regex: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
        message: l(
          '空间名只能包含小写字母、数字、点和短横线 (3-63 位)',
          'Bucket: 3-63 lower-case letters, digits, dots and hyphens',
        ),
      },
    }),
    text('appId', l('应用ID', 'App id'), { max: 64, list: false }),
    text('region', l('地域简称', 'Region'), { max: 64 }),
    switchField('pathStyle', l('路径风格访问', 'Path-style access'), { defaultValue: 1, list: false }),
    textarea('remark', l('备注', 'Remark'), { max: 255 }),
  ],
});

/** One attached file as reads answer it. */
export interface AttachmentInfo {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** Where it downloads (own tenant, signed in: a header or a download ticket). */
  link: string;
  createTime?: string | null;
}

/** System parameters the uploads read (blade-system/param), with the values used when a tenant has none. */
export const FILE_PARAMS = {
  maxSize: { key: 'file.maxSize', defaultValue: '20', name: '上传文件大小上限(MB)' },
  allowedTypes: {
    key: 'file.allowedTypes',
    defaultValue: 'jpg,png,pdf,xlsx,docx,xls,csv,xml,ofd,zip,apk',
    name: '允许上传的文件类型',
  },
  orphanHours: { key: 'file.orphanHours', defaultValue: '24', name: '未关联附件保留小时数' },
} as const;
