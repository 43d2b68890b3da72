/** Messages of the outside-service screens (merged under `outside.`). */
const zh = {
  place: '下单',
  placeTitle: '下单: 外部服务',
  placed: '订单 {{no}}: {{state}}',
  sync: '同步',
  retry: '重试',
  settingsNote:
    '外部服务(企业准入扫描等)各自的服务商。密钥保存后只显示掩码；不修改掩码即保留原密钥。未配置的服务下单时会提示未配置, 不会生成任何数据。',
  wxCallback: '微信公众平台 › 服务器配置 (消息加解密方式: 明文模式)',
  wxKeys: '密钥',
  wxKeysNote: '应用 Key 填 AppID, 密钥填 AppSecret; 本服务器的 IP 须加入公众号的 IP 白名单',
  wxTokenAfterSecret: '保存 AppSecret 后生成; 更换 AppSecret 后 Token 随之更换, 须在公众平台同步修改',
};

const en: typeof zh = {
  place: 'Order',
  placeTitle: 'Order an outside service',
  placed: 'Order {{no}}: {{state}}',
  sync: 'Check',
  retry: 'Retry',
  settingsNote:
    'The provider of each outside service (company admission scan …). Keys are shown masked once saved; a mask left as it is keeps the stored key. A service not configured says so when ordered and makes up nothing.',
  wxCallback: 'WeChat Official Accounts Platform › Server configuration (message encryption: plaintext)',
  wxKeys: 'Keys',
  wxKeysNote: 'App key: the AppID; secret key: the AppSecret. Add this server’s IP to the account’s IP allow-list',
  wxTokenAfterSecret:
    'Made once the AppSecret is saved; a new AppSecret makes a new Token, to be entered on the platform again',
};

export const outsideMessages = { 'zh-CN': zh, 'en-US': en };
