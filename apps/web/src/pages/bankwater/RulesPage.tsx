import { CATEGORY_LABELS } from '@flp/shared/bankwater';
import {
  COUNTERPARTY_KIND_OPTIONS,
  RULE_DIRECTIONS,
  RULE_TEXT_FIELD_OPTIONS,
  bankCategoryRule,
} from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { BusyLink, ResourcePage, type Row, useLoc } from '../../crud';
import { usePermission } from '../../store/auth';

const RULE = `/api${bankCategoryRule.api}`;

/** A comma list of option keys as their labels. */
function labelsOf(keys: unknown, options: { value: string | number; label: { 'zh-CN': string; 'en-US': string } }[]) {
  return String(keys ?? '')
    .split(',')
    .filter((k) => k !== '')
    .map((k) => options.find((o) => o.value === k)?.label)
    .filter((x) => x !== undefined);
}

/**
 * 流水分类规则: the tenant's keyword rules of the categories, tried by their order. While the tenant has none of its
 * own the defaults apply — shown below the empty list — and 以默认规则开始 copies them as its own to edit.
 */
export default function RulesPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const canAdd = usePermission('risk_bankwater_rule_add');
  const q = useQuery({
    queryKey: ['bankwater', 'rule-defaults'],
    queryFn: () => http.get<{ own: boolean; rules: Row[] }>(`${RULE}/defaults`),
  });
  const own = q.data?.own ?? true;
  const join = (xs: { 'zh-CN': string; 'en-US': string }[]) => xs.map(loc).join(', ');
  return (
    <Flex vertical gap={12} className="bankwater-rules">
      {!own && <Alert type="info" showIcon title={t('bankwater.rulesDefault')} />}
      <ResourcePage
        def={bankCategoryRule}
        toolbar={(ctx) =>
          canAdd &&
          !own && (
            <BusyLink
              run={async () => {
                const n = await http.post<number>(`${RULE}/copyDefaults`, {});
                message.success(t('bankwater.rulesCopied', { n }));
                await q.refetch();
                await ctx.reload();
              }}
            >
              {t('bankwater.copyDefaults')}
            </BusyLink>
          )
        }
      />
      {!own && (
        <Card size="small" title={t('bankwater.defaultRules')}>
          <Table<Row>
            size="small"
            rowKey="sort"
            pagination={false}
            dataSource={q.data?.rules ?? []}
            scroll={{ x: 800 }}
            columns={[
              { title: t('bankwater.order'), dataIndex: 'sort', width: 70 },
              {
                title: t('bankwater.category'),
                dataIndex: 'category',
                width: 120,
                render: (v: string) => loc(CATEGORY_LABELS[v as keyof typeof CATEGORY_LABELS]),
              },
              {
                title: t('bankwater.side'),
                dataIndex: 'direction',
                width: 90,
                render: (v) => join(labelsOf(v, RULE_DIRECTIONS)),
              },
              {
                title: t('bankwater.keywords'),
                dataIndex: 'keywords',
                render: (v: string) => v.split('\n').join('、'),
              },
              {
                title: t('bankwater.lookedIn'),
                dataIndex: 'textFields',
                width: 160,
                render: (v) => join(labelsOf(v, RULE_TEXT_FIELD_OPTIONS)) || t('bankwater.allFields'),
              },
              {
                title: t('bankwater.kinds'),
                dataIndex: 'counterpartyKinds',
                width: 200,
                render: (v) => join(labelsOf(v, COUNTERPARTY_KIND_OPTIONS)),
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
