import { formatAmount } from '@flp/shared/format';
import { earlySettlement, settleFamily } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTab } from '../../app/TabContext';
import { FieldValue, ResourceForm, type Row } from '../../crud';
import { useScreen } from '../../shell/responsive';
import { useAuth } from '../../store/auth';
import { useStartFamily } from '../project/useStartFamily';
import { QuoteTable } from './SettleQuote';
import { type QuoteChoice, type SettleQuote, settleApi } from './api';

const field = (name: string) => earlySettlement.fields.find((f) => f.name === name)!;
/** What the quote is asked on: the IOU, the date, and what may depart from the contract (empty: the contract's). */
const QUOTE_FIELDS = ['iouId', 'trandate', 'accruedInterestRule', 'breakFeeRate'].map(field);

/** A rate in points as people write it: 2.0000 → 2%. */
const points = (rate: string) => `${rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate}%`;

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
  const tab = useTab();
  const [form] = Form.useForm();
  const start = useStartFamily();
  const canStart = useAuth((s) => !!s.permission[`${earlySettlement.permission}_add`]);
  const asked = tab.query.iouId ?? '';
  const initial = useMemo<Row>(() => ({ iouId: asked || undefined }), [asked]);
  const iouId = Form.useWatch('iouId', form) as string | undefined;
  const [shown, setShown] = useState<Shown | null>(null);
  // two fields a line; on a phone one a line, its label above it (the IOU's number and 空着即同合同 whole)
  const small = useScreen() === 'xs';
  const overrides = useMemo(
    () => Object.fromEntries(QUOTE_FIELDS.map((f) => [f.name, { span: small ? 24 : 12 }])),
    [small],
  );

  // 借据信息's 提前结清 on an open tab: the IOU it names replaces the one chosen.
  useEffect(() => {
    if (asked) form.setFieldsValue({ iouId: asked });
  }, [asked, form]);

  const vo = useQuery({
    queryKey: ['change', 'settle-vo', iouId ?? ''],
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
        layout={small ? 'vertical' : 'horizontal'}
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
