import {
  account,
  COMPANY_ONLY_FIELDS,
  CUSTOMER_TYPES,
  PERSON_ONLY_FIELDS,
  QYEAR_BANDS,
  REGCAP_BANDS,
  customer,
  dict,
  l,
  fieldLabel,
} from '@flp/shared/resources';
import { CERT_TYPES, type Localized } from '@flp/shared/resources';
import { checkIdCard, checkUscc } from '@flp/shared/validate';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import {
  AttachmentList,
  type FieldOverride,
  type RecordTab,
  RecordsTable,
  ResourcePage,
  type Row,
  useLoc,
} from '../../crud';
import { CustomerContractsTab, CustomerGuaranteesTab } from '../contract/CustomerTabs';
import { EnterpriseDataPanel } from '../enterprise/EnterpriseDataPanel';
import { RelationsTab } from './RelationsTab';

const isCompany = (v: Row) => Number(v.idType ?? CUSTOMER_TYPES.company) === CUSTOMER_TYPES.company;
const isPerson = (v: Row) => Number(v.idType) === CUSTOMER_TYPES.person;

const labelOf = (name: string) => fieldLabel(customer, name);

/**
 * Each type's fields shown only for it (the server clears the other type's anyway); the fields a type requires marked
 * so, and the check digits checked as the server does (the same functions).
 */
function useOverrides(): Record<string, FieldOverride> {
  const { t } = useTranslation();
  const loc = useLoc();
  return useMemo(() => {
    const required = (name: string): Rule => ({
      required: true,
      message: t('crud.enter', { label: loc(labelOf(name)) }),
    });
    const checked =
      (name: string, check: (v: string) => Localized | null, applies: (row: Row) => boolean = () => true): Rule =>
      ({ getFieldsValue }) => ({
        validator: async (_r, v) => {
          const problem =
            v && !String(v).includes('*') && applies(getFieldsValue(true)) ? check(String(v).toUpperCase()) : null;
          if (problem) throw new Error(`${loc(labelOf(name))}: ${loc(problem)}`);
        },
      });
    const company = Object.fromEntries(COMPANY_ONLY_FIELDS.map((n) => [n, { when: isCompany }]));
    const person = Object.fromEntries(PERSON_ONLY_FIELDS.map((n) => [n, { when: isPerson }]));
    return {
      ...company,
      ...person,
      creditCode: { when: isCompany, rules: [required('creditCode'), checked('creditCode', checkUscc)] },
      idCard: {
        when: isPerson,
        rules: [
          required('idCard'),
          checked('idCard', checkIdCard, (v) => (v.certType ?? CERT_TYPES.idCard) === CERT_TYPES.idCard),
        ],
      },
      mobile: { when: isPerson, rules: [required('mobile')] },
      // Read from the ID number by the server: shown, never entered.
      birthDate: { when: isPerson, view: true },
      gender: { when: isPerson, view: true },
    };
  }, [t, loc]);
}

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
  {
    // Its bank accounts (账户): what rent notices print and statements are matched by.
    key: 'accounts',
    label: account.label,
    render: (row) => (
      <RecordsTable
        def={account}
        queryKey={['customer', 'accounts', String(row.id)]}
        load={() => http.get<Row[]>(`/api${account.api}/getAccountList`, { pid: String(row.id) })}
      />
    ),
  },
  {
    // Every file of the customer (its own and those filed under it by contract type), with 打包下载.
    key: 'files',
    label: l('附件', 'Attachments'),
    render: (row) => <AttachmentList businessType={customer.name} businessId={String(row.id)} />,
  },
  {
    // 工商信息 from the configured provider (or its not-configured state): companies only.
    key: 'enterprise',
    label: l('工商信息', 'Registry data'),
    show: isCompany,
    render: (row) => <EnterpriseDataPanel companyName={String(row.compname ?? '')} customerId={String(row.id)} />,
  },
  {
    key: 'contracts',
    label: l('合同', 'Contracts'),
    render: (row) => <CustomerContractsTab customerId={String(row.id)} />,
  },
  {
    key: 'guarantees',
    label: l('对外担保', 'Guarantees given'),
    render: (row) => <CustomerGuaranteesTab customerId={String(row.id)} />,
  },
];

/**
 * 客户信息: enterprises and natural persons in one list; the form shows the fields of the chosen type; 查看 opens the
 * record in tabs — 基本信息, 联系人, 关联方 (list and graph), 附件, 工商信息, 变更记录.
 */
export default function CustomerPage() {
  const overrides = useOverrides();
  return (
    <ResourcePage def={customer} fields={overrides} searchFields={SEARCH_FIELDS} recordTabs={TABS} menuWidth={300} />
  );
}
