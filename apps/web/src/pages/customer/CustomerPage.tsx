import {
  COMPANY_ONLY_FIELDS,
  CUSTOMER_TYPES,
  PERSON_ONLY_FIELDS,
  QYEAR_BANDS,
  REGCAP_BANDS,
  customer,
  dict,
  l,
} from '@flp/shared/resources';
import { type FieldOverride, ResourcePage, type RecordTab, type Row } from '../../crud';
import { RelationsTab } from './RelationsTab';

const isCompany = (v: Row) => Number(v.idType ?? CUSTOMER_TYPES.company) === CUSTOMER_TYPES.company;
const isPerson = (v: Row) => Number(v.idType) === CUSTOMER_TYPES.person;

/** Each type's fields shown only for it (the server clears the other type's anyway). */
const OVERRIDES: Record<string, FieldOverride> = {
  ...Object.fromEntries(COMPANY_ONLY_FIELDS.map((n) => [n, { when: isCompany }])),
  ...Object.fromEntries(PERSON_ONLY_FIELDS.map((n) => [n, { when: isPerson }])),
  // Read from the ID number by the server: shown, never entered.
  birthDate: { when: isPerson, view: true },
  gender: { when: isPerson, view: true },
};

/** The bands of queryList, offered in the search form (the list call takes them too). */
const SEARCH_FIELDS = [
  dict('qyear', l('成立年限', 'Years established'), 'customer_qyear', {
    options: QYEAR_BANDS.map((b) => ({ value: b.value, label: b.label })),
  }),
  dict('regcap', l('注册资本', 'Registered capital'), 'customer_regcap', {
    options: REGCAP_BANDS.map((b) => ({ value: b.value, label: b.label })),
  }),
];

const TABS: RecordTab[] = [
  {
    key: 'relations',
    label: l('关联方', 'Related parties'),
    render: (row) => <RelationsTab customerId={String(row.id)} />,
  },
];

/**
 * 客户信息: enterprises and natural persons in one list; the form shows the fields of the chosen type; 查看 opens the
 * record in tabs — 基本信息, 联系人, 关联方 (list and graph), 变更记录.
 */
export default function CustomerPage() {
  return (
    <ResourcePage def={customer} fields={OVERRIDES} searchFields={SEARCH_FIELDS} recordTabs={TABS} menuWidth={300} />
  );
}
