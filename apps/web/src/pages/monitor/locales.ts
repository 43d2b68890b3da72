/** Messages of 企业监控 (merged under `monitor.`). */
const zh = {
  companies: '监控企业',
  changes: '企业变动',
  initialize: '初始化',
  initialized: '已添加 {{n}} 家有敞口的客户',
  remove: '取消监控',
  removeConfirm: '确定取消监控所选企业? 已发现的变动保留。',
  removed: '已取消监控',
  check: '立即比对',
  push: '推送设置',
  pushHint:
    '开启后, 服务商可将监控事件推送到本租户的接收地址; 每个请求须以签名密钥对请求体做 HMAC-SHA256 签名, 同一事件只记录一次。默认关闭。',
  pushEnabled: '接收推送',
  pushSecret: '签名密钥',
  pushSecretPlaceholder: '至少 16 位; 留空则保留原密钥',
  pushSaved: '推送设置已保存',
  pushUrl: '接收地址: {{url}} (签名放在请求头 {{header}})',
};

const en: typeof zh = {
  companies: 'Watched companies',
  changes: 'Changes',
  initialize: 'Initialize',
  initialized: '{{n}} customers with exposure added',
  remove: 'Stop watching',
  removeConfirm: 'Stop watching the selected companies? The changes seen stay.',
  removed: 'No longer watched',
  check: 'Compare now',
  push: 'Push settings',
  pushHint:
    'Once on, a provider may push monitoring events to this tenant’s address; each request must carry an HMAC-SHA256 signature of its body made with the signing secret, and an event is recorded once. Off by default.',
  pushEnabled: 'Receive pushes',
  pushSecret: 'Signing secret',
  pushSecretPlaceholder: 'At least 16 characters; empty keeps the current one',
  pushSaved: 'Push settings saved',
  pushUrl: 'Address: {{url}} (signature in the {{header}} header)',
};

export const monitorMessages = { 'zh-CN': zh, 'en-US': en };
