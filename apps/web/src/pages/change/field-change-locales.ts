/** Messages of the field-change screens (批复变更, 项目变更, 合同变更) and 其他审批 (merged under `change.field.`). */
export const fieldChangeMessages = {
  'zh-CN': {
    chooseTarget: '请先选择{{target}}',
    item: '要素',
    current: '现值',
    proposed: '变更为',
    unchanged: '不变',
    hint: {
      approvalChange:
        '变更评审会批复的条件 (融资金额、期限、利率、保证金、费用等)。对出租人不利的变更 (金额或期限增加, 利率、保证金、费用、罚息降低) 回到原评审会逐一表决; 有利的经部门负责人与风控审批即可。通过后更新项目批复条件, 未签约的合同按新条件重新生成; 已放款的借据请通过借据变更或展期调整。',
      projectChange:
        '变更审批中或已批准未签约项目的名称、客户经理、共同承租人、项目背景与还款来源; 承租人与租赁条件不在此变更。',
      contractChange: '变更已审批或已签约合同的名称、客户经理、签订地点与备注; 租赁条件的变更走批复变更。',
      commonChange:
        '承租人工商变更或联系方式变化后, 变更其名称、法定代表人、注册地址、住址、电话与邮箱; 经部门负责人审批。借据的还款账户与客户经理通过借据变更调整。',
      maxChange:
        '变更最高额保证的最高担保额与保证期间 (民法典第690条、第422条): 最高额不得低于所担保合同已占用的额度; 降低最高额 (担保减弱) 须经总经理审批。',
      otherApproval:
        '任意事项的审批: 填写事项与内容、上传附件, 可关联项目、合同、借据或客户; 经部门负责人与总经理审批。',
      guaranteeChange:
        '增加、解除或替换合同的保证、抵押与质押: 新保证人不得为承租人; 解除担保或替换后担保减弱须经总经理审批。审批通过后由发起人签署担保合同 (填写保证合同编号、抵质押登记编号), 签署完成即生效: 新担保关联到合同, 被解除的担保保留并标记解除日期。',
    },
    chooseContract: '请先选择合同',
    noSecurity: '该合同没有未解除的担保',
    security: {
      kind: '类别',
      no: '编号',
      giver: '保证人/抵押人/出质人',
      amount: '金额(元)',
      action: '变化',
      guarantee: '保证',
      base: '抵质押',
      new: '新增 (签署后编号)',
      keep: '保留',
      release: '解除',
      add: '新增',
    },
  },
  'en-US': {
    chooseTarget: 'Choose the {{target}} first',
    item: 'Item',
    current: 'Now',
    proposed: 'Change to',
    unchanged: 'unchanged',
    hint: {
      approvalChange:
        'Change the terms the review meeting approved (amount, term, rate, deposit, fees…). A change worse for the lessor (a larger amount or a longer term; a lower rate, deposit, fee or penalty) goes back to the review meeting, whose members vote in turn; a better one needs the department head and risk. Once approved the project takes the terms and its contracts not yet signed are drawn again; IOUs already disbursed change through IOU changes or extensions.',
      projectChange:
        "Change a project's name, account manager, co-lessees, background or source of repayment while it is in approval or approved and not yet contracted; its lessee and terms do not change here.",
      contractChange:
        "Change an approved or signed contract's name, account manager, signing place or remark; its terms change through an approval change.",
      commonChange:
        "After a registry change or a new contact, change the lessee's registered name, legal representative, addresses, phones and e-mail; the department head approves. An IOU's repayment account and account manager change through an IOU change.",
      maxChange:
        "Change a maximum-amount guarantee's ceiling and period (Civil Code arts. 690, 422): the ceiling never below what the covered contracts take; a lower ceiling (weaker security) needs the general manager.",
      otherApproval:
        'An approval of anything: the subject, the text, the files, and the project, contract, IOU or customer it is about; the department head and the general manager approve.',
      guaranteeChange:
        "Add, release or replace a contract's guarantees, mortgages and pledges: a new guarantor is never the lessee; releasing security, or a replacement securing less, needs the general manager. Once approved the starter signs the new security (the guarantee contract's number, the registration of a mortgage or pledge) and it takes effect: the new security is tied to the contract, the released kept and marked released.",
    },
    chooseContract: 'Choose the contract first',
    noSecurity: 'The contract has no security left to release',
    security: {
      kind: 'Kind',
      no: 'Number',
      giver: 'Given by',
      amount: 'Amount (yuan)',
      action: 'Change',
      guarantee: 'Guarantee',
      base: 'Mortgage / pledge',
      new: 'New (numbered once signed)',
      keep: 'Kept',
      release: 'Released',
      add: 'Added',
    },
  },
};
