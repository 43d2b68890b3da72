/** Messages of the 公司信息 screen (merged under `company.`). */
export const companyMessages = {
  'zh-CN': {
    title: '公司信息',
    intro:
      '本公司的法定信息: 合同、保证合同、租金支付通知书和会议纪要以此署名出租人、写明收款账户。填写完整之前, 系统不生成这些文书。',
    missing: '尚缺: {{items}}',
    complete: '信息完整, 文书将据此署名出租人',
    saved: '公司信息已保存',
    readOnly: '您没有修改公司信息的权限, 请联系管理员',
  },
  'en-US': {
    title: 'Company information',
    intro:
      "The company's legal particulars: contracts, guarantee contracts, rent notices and minutes name the lessor and its collection account from them. No such document is generated until they are complete.",
    missing: 'Still missing: {{items}}',
    complete: 'Complete: documents name the lessor from it',
    saved: 'Company information saved',
    readOnly: 'You may not change the company information; ask an administrator',
  },
};
