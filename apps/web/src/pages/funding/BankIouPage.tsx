import { CheckCircleOutlined } from '@ant-design/icons';
import { bankIou, bankRepaymentPlan } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type RecordTab, type Row, ResourcePage } from '../../crud';

/**
 * 银行还款计划 of one drawdown: the plans filed for it and, while it is being repaid, 新增 — the bank's plan with its
 * periods, started into its approval (yhhkjh); approved, its periods become the drawdown's schedule.
 */
function DrawdownPlans({ drawdown }: { drawdown: Row }) {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={bankRepaymentPlan}
      tableId="bank-iou-plans"
      params={{ bankIouId: drawdown.id }}
      fields={{
        iouId: { form: false, list: false, view: false, search: false },
        bankIouId: { disabled: true, list: false, search: false },
      }}
      form={{
        initialValues: () => ({
          bankIouId: drawdown.id,
          planName: t('funding.planName', { no: drawdown.bankIouNo }),
        }),
        submit: (body) => http.post(`/api${bankRepaymentPlan.api}/start-process`, body),
      }}
      hide={{ add: drawdown.iouState !== 'REPAYING', edit: true, delete: true }}
    />
  );
}

const TABS: RecordTab[] = [
  { key: 'plans', label: bankRepaymentPlan.label, render: (row) => <DrawdownPlans drawdown={row} /> },
];

/**
 * 银行借据: the drawdowns under approved loans, each with the bank's schedule (computed, or the bank's plan entered or
 * filed through 银行还款计划); 结清 confirms one repaid.
 */
export default function BankIouPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ResourcePage
      def={bankIou}
      recordTabs={TABS}
      rowActions={(row, ctx) =>
        ctx.can('funding_bank_iou_end') &&
        row.iouState === 'SETTLED' && (
          <Button
            type="link"
            size="small"
            icon={<CheckCircleOutlined />}
            onClick={async () => {
              await http.post(`/api/rzzl_qy/bankLoan/bankloan/endBankLou`, { id: row.id });
              message.success(t('funding.ended'));
              void ctx.reload();
            }}
          >
            {t('funding.end')}
          </Button>
        )
      }
    />
  );
}
