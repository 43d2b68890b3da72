/**
 * Who is on the other side of a transaction: the company's own account, a related party, a bank, a non-bank lender,
 * an individual or another company. Both the analysis (公转私, related flows, hidden debt) and the categories ask it, so
 * it is answered once, here, from the names and accounts the statement prints.
 */
import { BANK_NAME_WORDS, LENDER_NAME_WORDS, NOT_A_PERSON_WORDS } from './keywords';
import type { BankTxn } from './types';

export type CounterpartyKind = 'OWN' | 'RELATED' | 'BANK' | 'LENDER' | 'PERSON' | 'COMPANY' | 'NONE';

/** What a classification needs besides the transaction; build it once per statement with `partyContext`. */
export interface PartyContext {
  /** The company's own account numbers (transfers between them are internal). */
  ownAccounts: ReadonlySet<string>;
  /** The company's own names, normalised (a transfer to an account in its own name is internal). */
  ownNames: ReadonlySet<string>;
  /** Related parties' names (shareholders, legal representative, the relation graph), normalised. */
  relatedParties: ReadonlySet<string>;
  /** Words that make a short name something other than a person. */
  notAPersonWords: readonly string[];
}

/** A name as compared: full-width forms folded (（）→()), spaces and the middle dot of transliterated names dropped. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/[\s·•]/g, '');
}

/** An account number as compared: digits and letters only (exports pad with spaces, dashes or a leading '). */
export function normaliseAccount(account: string): string {
  return account.replace(/[^0-9A-Za-z]/g, '');
}

export function partyContext(opts: {
  ownAccounts?: Iterable<string>;
  ownNames?: Iterable<string>;
  relatedParties?: Iterable<string>;
  notAPersonWords?: readonly string[];
}): PartyContext {
  const set = (xs: Iterable<string> | undefined, f: (s: string) => string) =>
    new Set([...(xs ?? [])].map(f).filter((s) => s !== ''));
  return {
    ownAccounts: set(opts.ownAccounts, normaliseAccount),
    ownNames: set(opts.ownNames, normaliseName),
    relatedParties: set(opts.relatedParties, normaliseName),
    notAPersonWords: opts.notAPersonWords ?? NOT_A_PERSON_WORDS,
  };
}

export const containsAny = (text: string, words: readonly string[]): boolean => words.some((w) => text.includes(w));

/** The text fields a keyword may appear in: summary, purpose, remark and the counterparty's name. */
export const txnText = (t: BankTxn): string => `${t.summary} ${t.purpose} ${t.remark} ${t.counterpartyName}`;

// The common surnames (about 400 single, 30 compound): a person's name starts with one. Together with the excluded
// words this keeps bank batch names (代发工资, 银行结息) out while 张三 and 欧阳娜娜 are recognised.
const SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由',
);
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '百里',
  '呼延',
  '澹台',
  '万俟',
  '闻人',
  '钟离',
  '申屠',
  '太史',
  '赫连',
  '拓跋',
];
// Endings of a bank's charge or batch names that a two-character name never has (电费, 货款, 个税, 结息).
const NOT_A_PERSON_ENDINGS = ['费', '款', '税', '息', '薪'];

/** 公转私: a name of 2–4 Chinese characters, starting with a surname, without an organisation's or a batch's words. */
export function isPersonName(name: string, notAPersonWords: readonly string[] = NOT_A_PERSON_WORDS): boolean {
  const n = normaliseName(name);
  if (!/^[\u4e00-\u9fff]{2,4}$/.test(n)) return false;
  if (!SURNAMES.has(n[0]) && !COMPOUND_SURNAMES.some((s) => n.startsWith(s) && n.length > s.length)) return false;
  if (NOT_A_PERSON_ENDINGS.some((e) => n.endsWith(e))) return false;
  return !containsAny(n, notAPersonWords);
}

/** Internal: the other side is one of the company's own accounts or carries its own name. */
export function isOwnAccount(t: BankTxn, ctx: PartyContext): boolean {
  const account = normaliseAccount(t.counterpartyAccount);
  if (account !== '' && ctx.ownAccounts.has(account)) return true;
  const name = normaliseName(t.counterpartyName);
  return name !== '' && (ctx.ownNames.has(name) || (t.accountName ? normaliseName(t.accountName) === name : false));
}

export function isRelatedParty(t: BankTxn, ctx: PartyContext): boolean {
  const name = normaliseName(t.counterpartyName);
  return name !== '' && ctx.relatedParties.has(name);
}

/** The kind of the other side, the first that holds of OWN, RELATED, BANK, LENDER, PERSON, COMPANY (NONE: no name). */
export function counterpartyKind(t: BankTxn, ctx: PartyContext): CounterpartyKind {
  if (isOwnAccount(t, ctx)) return 'OWN';
  if (isRelatedParty(t, ctx)) return 'RELATED';
  const name = normaliseName(t.counterpartyName);
  if (name === '') return 'NONE';
  if (containsAny(name, BANK_NAME_WORDS)) return 'BANK';
  if (containsAny(name, LENDER_NAME_WORDS)) return 'LENDER';
  if (isPersonName(name, ctx.notAPersonWords)) return 'PERSON';
  return 'COMPANY';
}
