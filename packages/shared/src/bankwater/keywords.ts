/**
 * The default word lists of the statement analysis and of the categories (WAVE3-BRIEF §5.3, §5.4), in one place so the
 * two read a transaction the same way. They are defaults: a tenant's parameters and category rules carry their own
 * lists, edited as plain data.
 */

/** Wages paid (代发工资 is how banks name a payroll batch). */
export const SALARY_WORDS: readonly string[] = ['代发工资', '工资', '薪', '奖金', '年终奖'];

/** Taxes and social charges paid to the state. */
export const TAX_WORDS: readonly string[] = ['税', '国库', '社保', '社会保险', '公积金'];

/** Water, power and fuel: a working plant pays them every month. */
export const UTILITY_WORDS: readonly string[] = [
  '电费',
  '水费',
  '燃气',
  '天然气',
  '供电',
  '电力',
  '电网',
  '自来水',
  '供水',
  '水务',
  '热力',
  '供热',
  '能源',
];

/** Borrowing and its service: in a summary or a counterparty's name they point at debt (hidden or not). */
export const LENDER_WORDS: readonly string[] = [
  '贷款',
  '借款',
  '融资',
  '保理',
  '租赁',
  '小贷',
  '小额贷款',
  '担保',
  '放款',
  '还款',
  '还贷',
];

/** A bank's interest credit (结息: quarterly on the 21st of Mar/Jun/Sep/Dec). */
export const INTEREST_WORDS: readonly string[] = ['结息', '利息', '存息'];

/** A bank's charges. */
export const FEE_WORDS: readonly string[] = ['手续费', '服务费', '工本费', '年费', '汇划费', '账户管理费', '短信费'];

/** Names of banks and credit co-operatives. */
export const BANK_NAME_WORDS: readonly string[] = ['银行', '信用社', '信用合作', '农商行', '农村商业', '邮政储蓄'];

/** Names of non-bank lenders: leasing, factoring, micro-credit, guarantees, trusts, pawn. */
export const LENDER_NAME_WORDS: readonly string[] = [
  '小贷',
  '小额贷款',
  '租赁',
  '保理',
  '担保',
  '信托',
  '消费金融',
  '典当',
  '财务公司',
];

/**
 * Words that make a short name something other than a person: organisations (公司, 厂, 店, 中心 …) and the names banks
 * print for their own batches (代发工资, 银行结息, 财政国库 …).
 */
export const NOT_A_PERSON_WORDS: readonly string[] = [
  '公司',
  '厂',
  '店',
  '中心',
  '银行',
  '信用社',
  '合作社',
  '集团',
  '商行',
  '工作室',
  '事务所',
  '研究院',
  '研究所',
  '医院',
  '学校',
  '大学',
  '学院',
  '政府',
  '财政',
  '国库',
  '税务',
  '社保',
  '公积金',
  '工资',
  '代发',
  '代付',
  '代收',
  '结息',
  '利息',
  '手续费',
  '账户',
  '现金',
  '批量',
  '清算',
  '过渡',
  '内部',
  '暂收',
  '暂付',
  '经营部',
  '门市',
  '超市',
  '酒店',
  '宾馆',
  '协会',
  '委员会',
  '基金',
  '工会',
];
