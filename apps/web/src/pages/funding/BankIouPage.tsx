import { CheckCircleOutlined } from '@ant-design/icons';
import { bankIou } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ResourcePage } from '../../crud';

/**
 * 银行借据: the drawdowns under approved loans, each with the bank's schedule (computed, or the bank's plan entered);
 * 结清 confirms one repaid.
 */
export default function BankIouPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ResourcePage
      def={bankIou}
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
