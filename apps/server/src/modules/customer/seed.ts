import { CUSTOMER_TYPES, PLATFORM_TENANT_ID, customer, user } from '@flp/shared';
import { idCardCheckChar, idCardInfo, usccCheckChar } from '@flp/shared/validate';
import { and, eq, inArray } from 'drizzle-orm';
import { kindOf } from '../../platform/attachments';
import { repositoryOf } from '../../platform/crud/references';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { type FileService, textPdf } from '../resource';
import { customerRepos } from './repos';
import { DEMO_LESSEES } from '../demo-portfolio';

/** A 统一社会信用代码 for a demo company: 91 (企业), the region, a 9-character organisation code, its check character. */
export const demoUscc = (region: string, org: string) => {
  const body = `91${region}${org}`;
  return `${body}${usccCheckChar(body)}`;
};
/** A resident ID number: region, birth date, sequence (odd for men), check digit. */
export const demoIdCard = (region: string, birth: string, seq: string) => {
  const body = `${region}${birth}${seq}`;
  return `${body}${idCardCheckChar(body)}`;
};

interface DemoCompany {
  key: string;
  name: string;
  region: string;
  industry: string;
  org: string;
  legal: string;
  capital: number;
  est: string;
  entStatus: string;
  entType: string;
  address: string;
  scope: string;
  owner: 'zhangwei' | 'liuyang';
  contacts: [string, string, string][];
}

const LTD = '有限责任公司';
/** A demo company's two contacts (财务总监, 采购经理), told apart by its place in the list. */
const demoContacts = (i: number): [string, string, string][] => [
  [
    ['李明', '张丽', '王芳', '刘伟', '陈晨', '杨洋', '赵敏', '黄磊'][i % 8],
    '财务总监',
    `1391000${String(1000 + i).slice(-4)}`,
  ],
  [
    ['孙婷', '周杰', '吴昊', '郑爽', '冯军', '褚楠', '卫东', '蒋欣'][i % 8],
    '采购经理',
    `1382000${String(2000 + i).slice(-4)}`,
  ],
];
const COMPANIES: DemoCompany[] = [
  [
    'hd-group',
    '华东重工集团有限公司',
    '310115',
    'C3511',
    'MA1FL0001',
    '王建国',
    200_000_000,
    '2006-04-18',
    '存续',
    LTD,
    '上海市浦东新区张江路88号',
    '工程机械研发、制造与销售；实业投资',
    'zhangwei',
  ],
  [
    'hd-suzhou',
    '华东重工机械(苏州)有限公司',
    '320505',
    'C3511',
    'MA1FL0002',
    '王立新',
    80_000_000,
    '2012-09-03',
    '在业',
    LTD,
    '苏州高新区珠江路512号',
    '矿山机械、起重设备制造',
    'zhangwei',
  ],
  [
    'hd-lease',
    '华东重工设备租赁(上海)有限公司',
    '310115',
    'L7112',
    'MA1FL0003',
    '陈静',
    50_000_000,
    '2018-06-21',
    '存续',
    LTD,
    '上海市浦东新区世纪大道1000号',
    '机械设备租赁',
    'zhangwei',
  ],
  [
    'xn-medical',
    '西南康复医疗器械有限公司',
    '510107',
    'C3581',
    'MA1FL0004',
    '刘志强',
    30_000_000,
    '2015-03-12',
    '存续',
    LTD,
    '成都市武侯区科华北路62号',
    '医疗器械生产与销售',
    'liuyang',
  ],
  [
    'jc-logistics',
    '津城智慧物流有限公司',
    '120116',
    'G5941',
    'MA1FL0005',
    '赵国庆',
    12_000_000,
    '2020-11-05',
    '在业',
    LTD,
    '天津市滨海新区响螺湾18号',
    '仓储与供应链管理',
    'liuyang',
  ],
  [
    'pn-energy',
    '鹏南新能源科技有限公司',
    '440305',
    'D4416',
    'MA1FL0006',
    '黄海',
    150_000_000,
    '2016-07-28',
    '存续',
    '股份有限公司',
    '深圳市南山区科苑路15号',
    '光伏电站投资运营',
    'zhangwei',
  ],
  [
    'xh-textile',
    '西湖丝绸纺织有限公司',
    '330106',
    'C1751',
    'MA1FL0007',
    '沈秋月',
    8_000_000,
    '2009-05-16',
    '存续',
    LTD,
    '杭州市西湖区文三路259号',
    '丝绸纺织品生产',
    'liuyang',
  ],
  [
    'jh-printing',
    '江汉彩印包装有限公司',
    '420111',
    'C2319',
    'MA1FL0008',
    '周斌',
    4_500_000,
    '2023-02-20',
    '在业',
    LTD,
    '武汉市洪山区珞瑜路717号',
    '包装装潢印刷',
    'liuyang',
  ],
  [
    'qd-port',
    '青岛港湾冷链物流有限公司',
    '370202',
    'G5960',
    'MA1FL0009',
    '孙海涛',
    60_000_000,
    '2011-08-09',
    '存续',
    LTD,
    '青岛市市南区香港中路36号',
    '冷链仓储与运输',
    'zhangwei',
  ],
  [
    'xm-chip',
    '鹭岛微电子有限公司',
    '350203',
    'C3973',
    'MA1FL0010',
    '林晓东',
    25_000_000,
    '2025-09-01',
    '存续',
    LTD,
    '厦门市思明区软件园二期',
    '集成电路设计',
    'zhangwei',
  ],
  [
    'xa-aero',
    '长安航空零部件有限公司',
    '610113',
    'C3744',
    'MA1FL0011',
    '马腾',
    45_000_000,
    '2013-12-11',
    '存续',
    LTD,
    '西安市雁塔区锦业路1号',
    '航空零部件加工',
    'liuyang',
  ],
  [
    'cq-auto',
    '山城汽车配件有限公司',
    '500112',
    'C3670',
    'MA1FL0012',
    '杨帆',
    18_000_000,
    '2017-04-06',
    '停业',
    LTD,
    '重庆市渝北区金开大道',
    '汽车零部件制造',
    'liuyang',
  ],
  [
    'cs-agri',
    '湘江现代农业发展有限公司',
    '430104',
    'A0141',
    'MA1FL0013',
    '彭丽',
    6_000_000,
    '2021-06-30',
    '在业',
    LTD,
    '长沙市岳麓区麓谷大道',
    '蔬菜种植与销售',
    'zhangwei',
  ],
  [
    'zz-build',
    '中原建工机械有限公司',
    '410105',
    'E4813',
    'MA1FL0014',
    '郭强',
    90_000_000,
    '2008-10-22',
    '存续',
    LTD,
    '郑州市金水区花园路',
    '市政工程施工',
    'zhangwei',
  ],
  [
    'hf-edu',
    '庐州职业培训学校有限公司',
    '340104',
    'P8391',
    'MA1FL0015',
    '吴敏',
    2_000_000,
    '2024-05-15',
    '存续',
    LTD,
    '合肥市蜀山区长江西路',
    '职业技能培训',
    'liuyang',
  ],
  [
    'dl-ship',
    '滨城船舶修造有限公司',
    '210204',
    'C3731',
    'MA1FL0016',
    '高峰',
    120_000_000,
    '2004-01-08',
    '清算',
    LTD,
    '大连市沙河口区西安路',
    '船舶修理',
    'liuyang',
  ],
].map(([key, name, region, industry, org, legal, capital, est, entStatus, entType, address, scope, owner], i) => ({
  key,
  name,
  region,
  industry,
  org,
  legal,
  capital,
  est,
  entStatus,
  entType,
  address,
  scope,
  owner,
  contacts: demoContacts(i),
})) as DemoCompany[];

/** The lessees of the demo's wider book (modules/demo-portfolio.ts), after the companies above. */
const PORTFOLIO_COMPANIES: DemoCompany[] = DEMO_LESSEES.map((c, i) => ({
  key: `pf-${i + 1}`,
  name: c.name,
  region: c.region,
  industry: c.industry,
  org: `MA1FL01${String(i + 1).padStart(2, '0')}`,
  legal: c.legal,
  capital: c.capital * 10_000,
  est: c.est,
  entStatus: '存续',
  entType: LTD,
  address: c.address,
  scope: c.scope,
  owner: 'zhangwei',
  contacts: demoContacts(COMPANIES.length + i),
}));

const PERSONS = [
  ['wang-jg', '王建国', '310115', '19680312', '013', '13901234501', '上海市浦东新区锦绣路1号', 'zhangwei'],
  ['li-xh', '李晓华', '110105', '19850716', '024', '13901234502', '北京市朝阳区望京西路9号', 'liuyang'],
  ['zhao-p', '赵鹏', '440305', '19900105', '035', '13901234503', '深圳市南山区后海大道', 'zhangwei'],
  ['chen-y', '陈艳', '330106', '19921128', '046', '13901234504', '杭州市西湖区天目山路', 'liuyang'],
] as const;

/** The demo group: 华东重工集团 holds its two subsidiaries; 王建国 controls the group; the subsidiaries are one group. */
const RELATIONS = [
  ['hd-suzhou', 'hd-group', 'controlling', '70'],
  ['hd-lease', 'hd-group', 'controlling', '100'],
  ['hd-group', 'wang-jg', 'controller', '51'],
  ['hd-suzhou', 'hd-lease', 'group', null],
  ['zz-build', 'hd-group', 'other', null],
] as const;

const CONSUMERS = [
  ['何家豪', '13712340001', '440305', '19950512', '017', '家电分期', 'wechat', 'pending'],
  ['宋雨萱', '13712340002', '310115', '19980803', '028', '手机分期', 'alipay', 'pending'],
  ['邓子轩', '13712340003', '510107', '19930221', '031', '电动车租赁', 'app', 'passed'],
  ['许梦琪', '13712340004', '330106', '20000114', '042', '家电分期', 'h5', 'passed'],
  ['韩宇航', '13712340005', '420111', '19891009', '053', '笔记本电脑租赁', 'wechat', 'returned'],
  ['曹思远', '13712340006', '110105', '19970630', '061', '手机分期', 'offline', 'pending'],
] as const;

const APPLICATIONS = [
  ['邓子轩', '13712340003', '电动车租赁', '6800.00', 12, 'app', 'approved', '资料齐全, 同意'],
  ['许梦琪', '13712340004', '家电分期', '12999.00', 24, 'h5', 'pending', null],
  ['何家豪', '13712340001', '家电分期', '8999.00', 12, 'wechat', 'pending', null],
  ['韩宇航', '13712340005', '笔记本电脑租赁', '15999.00', 36, 'wechat', 'rejected', '收入证明不足'],
  ['宋雨萱', '13712340002', '手机分期', '7999.00', 6, 'alipay', 'approved', '同意'],
] as const;

/**
 * Demo customers for tenant 000000 (SEED_DEMO=on): companies across provinces and industries with contacts, a small
 * group, natural persons, consumer registrations and applications in several states, sample documents filed under
 * the first companies. Codes and ID numbers carry their real check digits. Runs once: a database that ever held the first demo company (removed too) is left alone.
 */
/** Sample documents filed under the first companies: each company's 营业执照 and, for some, its 公司章程. */
const DEMO_FILES = 3;

/** The banks of the demo's first customers' rent accounts, with their branches' 联行号. */
const DEMO_ACCOUNT_BANKS: [string, string][] = [
  ['招商银行上海分行营业部', '308290003011'],
  ['中国工商银行苏州分行营业部', '102305002018'],
  ['中国建设银行成都分行营业部', '105651000016'],
];

export async function seedCustomerDemo(db: Db, files: FileService) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  const r = customerRepos;
  await db.transaction(async (tx) => {
    const marker = demoUscc(COMPANIES[0].region, COMPANIES[0].org);
    const [seen] = await tx
      .select({ id: r.customer.table.id })
      .from(r.customer.table)
      .where(and(eq(r.customer.col('tenantId'), PLATFORM_TENANT_ID), eq(r.customer.col('creditCode'), marker)))
      .limit(1);
    if (seen) return;
    const users = repositoryOf(user);
    const staff = await users.list(tx, ctx, { where: [inArray(users.col('account'), ['zhangwei', 'liuyang'])] });
    const ownerOf = (account: string) => {
      const u = staff.find((s) => s.account === account);
      return u ? u.id : null;
    };
    const ids = new Map<string, string>();
    for (const c of [...COMPANIES, ...PORTFOLIO_COMPANIES]) {
      const row = await r.customer.insert(tx, ctx, {
        idType: CUSTOMER_TYPES.company,
        compname: c.name,
        creditCode: demoUscc(c.region, c.org),
        legalPerson: c.legal,
        regCapital: c.capital.toFixed(2),
        paidCapital: (c.capital * 0.6).toFixed(2),
        estDate: c.est,
        entStatus: c.entStatus,
        entType: c.entType,
        industryCode: c.industry,
        regionCode: c.region,
        regAddress: c.address,
        businessScope: c.scope,
        telephone: `0${c.region.slice(0, 2)}-6${c.org.slice(-4)}888`.replace(/^0(1|2)/, '0$1'),
        email: `service@${c.key.replace('-', '')}.com.cn`,
        owner: ownerOf(c.owner),
        source: ['self', 'channel', 'referral', 'bank'][ids.size % 4],
        custState: 'normal',
      });
      ids.set(c.key, row.id);
      if (ids.size <= DEMO_FILES) {
        const code = demoUscc(c.region, c.org);
        const file = (name: string, title: string) => ({
          name,
          bytes: textPdf([`${title} (demo copy)`, `Unified social credit code: ${code}`, `Established: ${c.est}`]),
          businessType: customer.name,
          businessId: row.id,
          // Filed as the 附件 field's files, so the form and the record view show them.
          kind: kindOf(customer.fields.find((f) => f.name === 'attachments')!),
        });
        await files.attach(tx, ctx, file('营业执照(样本).pdf', 'Business licence'));
        if (ids.size === 1) await files.attach(tx, ctx, file('公司章程(样本).pdf', 'Articles of association'));
      }
      for (const [i, [name, post, mobile]] of c.contacts.entries())
        await r.contact.insert(tx, ctx, { customerId: row.id, name, post, mobile, isPrimary: i === 0 ? 1 : 0 });
      // The account its rent is paid from (银行账户), for the first few.
      if (ids.size <= DEMO_ACCOUNT_BANKS.length) {
        const [bankName, cnaps] = DEMO_ACCOUNT_BANKS[ids.size - 1];
        await r.account.insert(tx, ctx, {
          pid: row.id,
          accountName: c.name,
          accountNo: `6${c.org.replace(/\D/g, '').padEnd(8, '0').slice(0, 8)}0001${c.region.slice(0, 4)}`,
          bankName,
          cnaps,
          purpose: 'REPAY',
          isDefault: 1,
        });
      }
    }
    for (const [key, name, region, birth, seq, mobile, address, owner] of PERSONS) {
      const idCard = demoIdCard(region, birth, seq);
      const row = await r.customer.insert(tx, ctx, {
        idType: CUSTOMER_TYPES.person,
        compname: name,
        certType: '1',
        idCard,
        ...idCardInfo(idCard),
        mobile,
        address,
        regionCode: region,
        owner: ownerOf(owner),
        source: 'referral',
        custState: 'normal',
      });
      ids.set(key, row.id);
    }
    for (const [a, b, type, ratio] of RELATIONS)
      await r.relation.insert(tx, ctx, {
        customerId: ids.get(a),
        relatedId: ids.get(b),
        relationType: type,
        shareRatio: ratio,
      });
    for (const [name, phone, region, birth, seq, product, platform, state] of CONSUMERS)
      await r.consumer.insert(tx, ctx, {
        name,
        phone,
        idCard: demoIdCard(region, birth, seq),
        product,
        platform,
        regState: state,
        backReason: state === 'returned' ? '身份证照片不清晰' : null,
      });
    for (const [applicant, phone, product, amount, term, platform, state, opinion] of APPLICATIONS)
      await r.apply.insert(tx, ctx, { applicant, phone, product, amount, term, platform, applyState: state, opinion });
  });
}
