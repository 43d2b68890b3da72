/**
 * 短信配置 (spec §7 "/api/blade-resource sms", WAVE3-BRIEF §9.1): a tenant's text-message providers, one enabled at a
 * time (status 2, as object storage), and 短信日志, one row per send. See docs/decisions.md "Text messages" for what
 * each provider's fields mean.
 */
import { datetime, defineResource, dict, int, l, text, textarea } from './define';

/** BladeX's dictionary `sms`: the providers, by the numbers blade_sms keeps. */
export const SMS_YUNPIAN = 1;
export const SMS_QINIU = 2;
export const SMS_ALIYUN = 3;
export const SMS_TENCENT = 4;

export const SMS_CATEGORIES = [
  { value: SMS_YUNPIAN, label: l('云片', 'Yunpian') },
  { value: SMS_QINIU, label: l('七牛云', 'Qiniu') },
  { value: SMS_ALIYUN, label: l('阿里云', 'Alibaba Cloud') },
  { value: SMS_TENCENT, label: l('腾讯云', 'Tencent Cloud') },
];

/** The most numbers one send takes (BladeX leaves it to the provider; 腾讯云 takes 200, 阿里云 1000, 云片 1000). */
export const SMS_MAX_PHONES = 100;

/** A mainland mobile number: 11 digits, 1 then 3–9. */
export const SMS_PHONE = /^1[3-9]\d{9}$/;

export const smsSetting = defineResource({
  name: 'sms',
  api: '/blade-resource/sms',
  table: 'blade_sms',
  permission: 'sms',
  label: l('短信配置', 'Text messages'),
  noun: l('短信配置', 'text-message setting'),
  titleField: 'smsCode',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'select'],
  defaultSort: ['createTime desc'],
  unique: [['smsCode']],
  fields: [
    dict('category', l('分类', 'Provider'), 'sms', {
      required: l('请选择分类', 'please select the provider'),
      options: SMS_CATEGORIES,
      search: true,
      defaultValue: SMS_ALIYUN,
      width: 110,
    }),
    text('smsCode', l('资源编号', 'Code'), {
      required: l('请输入资源编号', 'please enter the code'),
      search: true,
      max: 64,
      pattern: {
        regex: '^[A-Za-z0-9_-]+$',
        message: l('资源编号只能包含字母、数字、下划线和短横线', 'Code: letters, digits, underscores and hyphens only'),
      },
    }),
    // 阿里云 SMS_123456789, 腾讯云 1234567, 七牛 its template id; 云片 the approved template's text with #name# places.
    text('templateId', l('模版ID', 'Template'), {
      required: l('请输入模版ID', 'please enter the template'),
      max: 500,
      placeholder: l('云片填写模版内容, 如 您的验证码是#code#', 'Yunpian: the template text, e.g. Your code is #code#'),
    }),
    text('accessKey', l('accessKey', 'Access key'), { max: 255, list: false }),
    // Never read back: reads answer SECRET_MASK when one is stored (as object storage).
    text('secretKey', l('secretKey', 'Secret key'), { max: 255, list: false, readable: false }),
    text('appId', l('应用ID', 'App id'), {
      max: 64,
      list: false,
      placeholder: l('腾讯云 SmsSdkAppId', 'Tencent Cloud SmsSdkAppId'),
    }),
    text('regionId', l('地域', 'Region'), { max: 64, list: false }),
    text('signName', l('短信签名', 'Signature'), { max: 64, width: 140 }),
    text('endpoint', l('服务地址', 'Endpoint'), {
      max: 255,
      list: false,
      placeholder: l('留空使用官方地址', 'empty: the provider’s official address'),
      pattern: {
        regex: '^https?://[^\\s/?#]+(:\\d+)?(/[^\\s?#]*)?$',
        message: l('服务地址必须是 http(s)://主机[:端口][/路径]', 'Endpoint must be http(s)://host[:port][/path]'),
      },
    }),
    textarea('remark', l('备注', 'Remark'), { max: 255 }),
  ],
});

/** 短信日志 (fl_sms_log): every send, made or refused by the provider; numbers masked (138****0000). */
export const smsLog = defineResource({
  name: 'smsLog',
  api: '/blade-resource/sms-log',
  table: 'fl_sms_log',
  permission: 'sms_log',
  label: l('短信日志', 'Text-message log'),
  noun: l('短信日志', 'text-message log entry'),
  routes: ['list', 'page', 'detail'],
  defaultSort: ['createTime desc'],
  fields: [
    datetime('sentAt', l('发送时间', 'Sent at'), { search: true, width: 170 }),
    dict('category', l('服务商', 'Provider'), 'sms', { options: SMS_CATEGORIES, search: true, width: 100 }),
    text('smsCode', l('资源编号', 'Code'), { search: true, max: 64, width: 120 }),
    text('templateId', l('模版ID', 'Template'), { max: 500, width: 140 }),
    textarea('phones', l('手机号', 'Numbers'), { max: 2000, list: true, width: 200 }),
    int('phoneCount', l('号码数', 'Numbers sent to'), { width: 90 }),
    textarea('params', l('参数', 'Parameters'), { max: 2000 }),
    dict('ok', l('结果', 'Result'), 'sms_result', {
      options: [
        { value: 1, label: l('成功', 'Sent') },
        { value: 0, label: l('失败', 'Failed') },
      ],
      search: true,
      width: 80,
    }),
    text('providerMsgId', l('服务商消息ID', 'Provider message id'), { max: 255, width: 160 }),
    textarea('error', l('失败原因', 'Why it failed'), { max: 1000, list: true, width: 220 }),
    text('source', l('来源', 'Source'), { max: 40, search: true, width: 100 }),
  ],
});
