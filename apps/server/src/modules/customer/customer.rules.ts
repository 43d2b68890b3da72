import {
  CERT_TYPES,
  COMPANY_ONLY_FIELDS,
  CUSTOMER_TYPES,
  PERSON_ONLY_FIELDS,
  QYEAR_BANDS,
  REGCAP_BANDS,
  customer,
  dict,
  l,
  qyearDates,
  text,
} from '@flp/shared';
import { checkIdCard, checkUscc, idCardInfo } from '@flp/shared/validate';
import { type SQL, eq, gt, gte, like, lt, lte } from 'drizzle-orm';
import type { ResourceHooks } from '../../platform/crud/service';
import type { Row } from '../../platform/crud/repository';
import { formatDate } from '../../platform/db/time';
import { readParams } from '../../platform/http/define-route';
import { type FieldError, invalid, labelled } from '../../platform/http/errors';
import { customerRepos } from './repos';
import { keepMaskedNumbers, maskRows } from '../../platform/crud/masked';

/**
 * The customer's rules beyond its definition: which fields each customer type requires (and clears), the check
 * digits of the 统一社会信用代码 and the resident ID number, the birth date and gender read from the ID number, the
 * masking of ID numbers on reads, and the search bands (成立年限, 注册资本, 省份, 行业 prefix).
 */

const fieldOf = (name: string) => customer.fields.find((f) => f.name === name)!;
const required = (name: string, zh: string, en: string): FieldError => ({
  field: name,
  message: labelled(fieldOf(name).label, l(zh, en)),
});

/** Completes and checks a customer's values by its type; every problem at once. */
function applyTypeRules(values: Row, current: Row | undefined) {
  const merged = { ...(current ?? {}), ...values };
  const errors: FieldError[] = [];
  const isCompany = Number(merged.idType) === CUSTOMER_TYPES.company;
  // The other type's fields are cleared, so a customer never carries stale data of the type it is not.
  for (const f of isCompany ? PERSON_ONLY_FIELDS : COMPANY_ONLY_FIELDS)
    if (merged[f] !== null && merged[f] !== undefined) values[f] = null;
  if (isCompany) {
    const code = merged.creditCode as string | null | undefined;
    if (!code) errors.push(required('creditCode', '请输入统一社会信用代码', 'please enter the code'));
    else {
      const problem = checkUscc(code);
      if (problem) errors.push({ field: 'creditCode', message: labelled(fieldOf('creditCode').label, problem) });
    }
  } else {
    if (!merged.certType) values.certType = merged.certType = CERT_TYPES.idCard;
    const id = merged.idCard as string | null | undefined;
    if (!id) errors.push(required('idCard', '请输入证件号码', 'please enter the ID number'));
    else if (merged.certType === CERT_TYPES.idCard) {
      const problem = checkIdCard(id);
      if (problem) errors.push({ field: 'idCard', message: labelled(fieldOf('idCard').label, problem) });
      else if (values.idCard !== undefined) Object.assign(values, idCardInfo(id));
    }
    if (merged.certType !== CERT_TYPES.idCard && values.idCard !== undefined) {
      values.birthDate = null;
      values.gender = null;
    }
    if (!merged.mobile) errors.push(required('mobile', '请输入手机号', 'please enter the mobile number'));
  }
  if (errors.length) throw invalid(errors);
}

/** Capitals for the code and the X of an ID number, as people type them either way. */
function normalise(body: Row) {
  for (const k of ['creditCode', 'idCard']) if (typeof body[k] === 'string') body[k] = body[k].trim().toUpperCase();
}

const repo = () => customerRepos.customer;

/** The search parameters beyond the fields' own filters (the list, page and queryList calls). */
export const CUSTOMER_SEARCH_PARAMS = [
  dict('qyear', l('成立年限', 'Years established'), 'customer_qyear', {
    options: QYEAR_BANDS.map((b) => ({ value: b.value, label: b.label })),
  }),
  dict('regcap', l('注册资本', 'Registered capital'), 'customer_regcap', {
    options: REGCAP_BANDS.map((b) => ({ value: b.value, label: b.label })),
  }),
  text('province', l('省份', 'Province'), {
    pattern: {
      regex: '^\\d{2}(0000)?$',
      message: l('应为省级行政区划代码 (如 44)', 'must be a province code (e.g. 44)'),
    },
  }),
  text('industry', l('行业', 'Industry'), {
    max: 5,
    pattern: {
      regex: '^[A-T](\\d{1,4})?$',
      message: l('应为行业代码 (如 C 或 C35)', 'must be an industry code (e.g. C or C35)'),
    },
  }),
] as const;

/** The conditions of the band and prefix parameters (already checked), today's date deciding the year bands. */
export function searchConditions(params: Row, today = formatDate(new Date())): SQL[] {
  const col = (n: string) => repo().col(n);
  const where: SQL[] = [];
  const qyear = QYEAR_BANDS.find((b) => b.value === params.qyear);
  if (qyear) {
    const r = qyearDates(qyear, today);
    if (r.onOrBefore) where.push(lte(col('estDate'), r.onOrBefore));
    if (r.after) where.push(gt(col('estDate'), r.after));
  }
  const regcap = REGCAP_BANDS.find((b) => b.value === params.regcap);
  if (regcap) {
    if (regcap.min !== undefined) where.push(gte(col('regCapital'), String(regcap.min)));
    if (regcap.max !== undefined) where.push(lt(col('regCapital'), String(regcap.max)));
  }
  if (params.province) where.push(like(col('regionCode'), `${String(params.province).slice(0, 2)}%`));
  if (params.industry) where.push(like(col('industryCode'), `${params.industry}%`));
  return where;
}

const SEARCH_NAMES = CUSTOMER_SEARCH_PARAMS.map((f) => f.name);

export const customerHooks: ResourceHooks<typeof customer> = {
  serverFields: ['birthDate', 'gender'],
  listParams: SEARCH_NAMES,
  prepare(h, body, current) {
    normalise(body);
    keepMaskedNumbers(customer, h.ctx, body, current);
  },
  beforeCreate: (_h, values) => applyTypeRules(values, undefined),
  beforeUpdate: (_h, values, current) => applyTypeRules(values, current),
  listWhere(_r, query) {
    const picked: Row = {};
    for (const n of SEARCH_NAMES) if (query[n] !== undefined && query[n] !== '') picked[n] = query[n];
    if (Object.keys(picked).length === 0) return [];
    return searchConditions(readSearch(picked));
  },
  decorate: maskRows(customer),
  selectParams: [
    dict('idType', l('客户类型', 'Customer type'), 'customer_type', { options: customer.fields[0].options }),
  ],
  selectWhere: (_r, params) =>
    params.idType === undefined || params.idType === null ? [] : [eq(repo().col('idType'), Number(params.idType))],
};

/** The band parameters checked by their fields (a 400 naming 成立年限 for an unknown band). */
const readSearch = (raw: Row) => readParams(CUSTOMER_SEARCH_PARAMS, raw) as Row;
