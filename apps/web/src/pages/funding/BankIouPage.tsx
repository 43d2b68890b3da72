import { CheckCircleOutlined, LineChartOutlined } from '@ant-design/icons';
import { bankIou, bankRateChange, bankRepaymentPlan } from '@flp/shared/resources';
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

/** 调息记录 of one drawdown: each repricing with the quote it used, the rates and what the interest moved by. */
function RateChanges({ drawdown }: { drawdown: Row }) {
  return (
    <ResourcePage
      def={bankRateChange}
      tableId="bank-iou-rate-changes"
      params={{ bankIouId: drawdown.id }}
      fields={{ bankIouId: { list: false, search: false } }}
      hide={{ add: true, edit: true, delete: true }}
    />
  );
}

const TABS: RecordTab[] = [
  { key: 'plans', label: bankRepaymentPlan.label, render: (row) => <DrawdownPlans drawdown={row} /> },
  {
    key: 'rates',
    label: bankRateChange.label,
    render: (row) => <RateChanges drawdown={row} />,
    show: (row) => row.rateType === 'LPR',
  },
];

interface Repriced {
  asOf: string;
  applied: { effectiveDate: string; newRate: string }[];
  waiting: string | null;
}

/**
 * 银行借据: the drawdowns under approved loans, each with the bank's schedule (computed, or the bank's plan entered or
 * filed through 银行还款计划); 结清 confirms one repaid; 调息 applies a floating one's repricing days passed.
 */
export default function BankIouPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ResourcePage
      def={bankIou}
      recordTabs={TABS}
      rowActions={(row, ctx) => (
        <>
          {ctx.can('funding_bank_iou_end') && row.iouState === 'SETTLED' && (
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
          )}
          {ctx.can('funding_bank_iou_reprice') && row.rateType === 'LPR' && row.iouState === 'REPAYING' && (
            <Button
              type="link"
              size="small"
              icon={<LineChartOutlined />}
              onClick={async () => {
                const done = await http.post<Repriced>(`/api${bankIou.api}/reprice?id=${row.id}`, {});
                const last = done.applied.at(-1);
                if (last) message.success(t('funding.repriced', { date: last.effectiveDate, rate: last.newRate }));
                else message.info(t('funding.repricedNone', { date: done.asOf }));
                if (done.waiting) message.warning(done.waiting);
                void ctx.reload();
              }}
            >
              {t('funding.reprice')}
            </Button>
          )}
        </>
      )}
    />
  );
}
