/** Messages of the outside-service screens (merged under `outside.`). */
const zh = {
  place: '下单',
  placeTitle: '下单: 外部服务',
  placed: '订单 {{no}}: {{state}}',
  sync: '同步',
  retry: '重试',
  settingsNote:
    '外部服务(企业准入扫描等)各自的服务商。密钥保存后只显示掩码；不修改掩码即保留原密钥。未配置的服务下单时会提示未配置, 不会生成任何数据。',
};

const en: typeof zh = {
  place: 'Order',
  placeTitle: 'Order an outside service',
  placed: 'Order {{no}}: {{state}}',
  sync: 'Check',
  retry: 'Retry',
  settingsNote:
    'The provider of each outside service (company admission scan …). Keys are shown masked once saved; a mask left as it is keeps the stored key. A service not configured says so when ordered and makes up nothing.',
};

export const outsideMessages = { 'zh-CN': zh, 'en-US': en };
