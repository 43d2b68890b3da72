import { formatAmount } from '@flp/shared/format';
import { earlySettlement, settleFamily } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue, ResourceForm, type Row } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { QuoteTable } from './SettleQuote';
import { type QuoteChoice, type SettleQuote, settleApi } from './api';
import { points } from './points';
import { useCardForm, useCardIou } from './cardForm';

const field = (name: string) => earlySettlement.fields.find((f) => f.name === name)!;
/** What the quote is asked on: the IOU, the date, and what may depart from the contract (empty: the contract's). */
const QUOTE_FIELDS = ['iouId', 'trandate', 'accruedInterestRule', 'breakFeeRate'].map(field);

/** A quote shown, with what it was asked on (the start form is prefilled from it). */
interface Shown {
  quote: SettleQuote;
  choice: QuoteChoice;
}

/**
 * 试算: an IOU (its picker, or `?iouId=` from 借据信息's 提前结清), the settlement date (the business date until one is
 * chosen), and optionally the accrued-interest rule and the break fee rate; the quote's lines with their rules
 * (getByIouAndMonthPlus; getChangeSettleVO for the IOU's contract terms and the quote as of the business date).
 * 发起提前结清 opens the family's start form prefilled with what was quoted.
 */
export function QuoteCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const start = useStartFamily();
  const { initial, iouId, canStart } = useCardIou(form, earlySettlement);
  const [shown, setShown] = useState<Shown | null>(null);
  const { layout, overrides } = useCardForm(QUOTE_FIELDS);

  const vo = useQuery({
    queryKey: ['change', 'settle-vo', iouId],
    queryFn: () => settleApi.vo(String(iouId)),
    enabled: !!iouId,
  });
  // Another IOU: its quote as of the business date, and that date as the settlement date until one is chosen (once
  // per IOU chosen: a refetch keeps what the user has since asked).
  const defaulted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!iouId) defaulted.current = undefined;
    setShown(null);
  }, [iouId]);
  useEffect(() => {
    const data = vo.data;
    if (!data || String(data.iou.id) !== String(iouId) || defaulted.current === String(iouId)) return;
    defaulted.current = String(iouId);
    form.setFieldsValue({ trandate: data.businessDate });
    if (data.quote) setShown({ quote: data.quote, choice: { iouId: String(iouId), trandate: data.businessDate } });
  }, [vo.data, iouId, form]);

  const quote = async (values: Row) => {
    const choice: QuoteChoice = {
      iouId: String(values.iouId),
      trandate: String(values.trandate),
      accruedInterestRule: (values.accruedInterestRule as string) || null,
      breakFeeRate: (values.breakFeeRate as string | number | null) ?? null,
    };
    setShown({ quote: await settleApi.quote(choice), choice });
  };

  const startSettlement = ({ quote: q, choice }: Shown) =>
    start(settleFamily.code, {
      iouId: choice.iouId,
      trandate: q.trandate,
      accruedInterestRule: choice.accruedInterestRule ?? undefined,
      breakFeeRate:
        choice.breakFeeRate === null || choice.breakFeeRate === undefined ? undefined : String(choice.breakFeeRate),
      name: q.iouNo,
    });

  const terms = vo.data && String(vo.data.iou.id) === String(iouId) ? vo.data : undefined;
  return (
    <Card size="small" title={t('change.quoteTitle')} className="settle-quote-card" style={{ marginBottom: 12 }}>
      <ResourceForm
        fields={QUOTE_FIELDS}
        mode="add"
        row={initial}
        overrides={overrides}
        layout={layout}
        form={form}
        submitText={t('change.quote')}
        onSubmit={quote}
      />
      {terms && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 5 }}
          style={{ marginTop: 8 }}
          data-testid="settle-terms"
          items={[
            { key: 'businessDate', label: t('change.businessDate'), children: terms.businessDate },
            {
              key: 'rule',
              label: t('change.contractRule'),
              children: <FieldValue field={field('accruedInterestRule')} value={terms.terms.settleInterestRule} />,
            },
            { key: 'rate', label: t('change.contractRate'), children: points(terms.terms.breakFeeRate) },
            { key: 'deposit', label: t('change.deposit'), children: formatAmount(terms.terms.deposit) },
            { key: 'price', label: t('change.purchasePrice'), children: formatAmount(terms.terms.purchasePrice) },
          ]}
        />
      )}
      {terms && !terms.quote && !shown && <Alert type="info" showIcon title={t('change.noQuoteToday')} />}
      {shown && (
        <>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '12px 0 8px' }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('change.quoteOn', { iouNo: shown.quote.iouNo, date: shown.quote.trandate })}
            </Typography.Title>
            {canStart && (
              <Button type="primary" onClick={() => void startSettlement(shown)}>
                {t('change.startSettle')}
              </Button>
            )}
          </Flex>
          <QuoteTable lines={shown.quote.lines} testId="settle-quote" />
        </>
      )}
    </Card>
  );
}
