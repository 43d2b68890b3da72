import { scheduleAdjust, scheduleAdjustFamily } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride, Row } from '../../crud';
import { defaultsOf } from '../../crud/fields';
import { loanApi } from '../loan/api';
import { useStartFamily } from '../project/useStartFamily';
import { adjustRowsField, editedOf } from './AdjustRows';
import { adjustApi } from './api';
import { useCardForm, useCardIou, useIouDefaults } from './cardForm';
import { ChangeCard } from './ChangeCard';
import { ChangePricing } from './ChangePricing';
import { ADJUST_PRICING } from './pricingTabs';

/**
 * What 试算 is asked on: the IOU, the date, the period the adjustment starts from (empty: the first due after the
 * date), the mode and the edited periods (the reason is the start form's).
 */
const FIELDS = ['iouId', 'trandate', 'fromPeriod', 'mode', 'rows'].map(
  (name) => scheduleAdjust.fields.find((f) => f.name === name)!,
);
const DEFAULTS = defaultsOf(FIELDS);

/** What a price was asked on, to tell whether what is shown still answers the form. */
const signatureOf = (v: Row) => JSON.stringify([v.iouId, v.trandate, v.fromPeriod ?? null, v.mode, v.rows ?? []]);

/** The draft 试算 saved: its id, for the IOU it is about (an IOU is never changed on a record). */
interface Draft {
  id: string;
  iouId: string;
}

/**
 * 租金计划调整: an IOU (its picker, or `?iouId=` from 借据信息's 变更) and the date (the business date until another is
 * chosen), its periods due after the date with a box for each new rent — or principal, by 调整方式 —, the others
 * solved. 试算 saves the draft (adjustSaveOrUpdate; again the same draft once it has one) and shows it as its approvers
 * will: the implied rate against the contract's, the interest before and after, the new periods. 提交审批 opens the
 * family's start form on that draft, where the reason is given. A bad row comes back naming 调整的期次: it shows
 * under the table.
 */
export function AdjustCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const start = useStartFamily();
  const queryClient = useQueryClient();
  const { initial, iouId, canStart } = useCardIou(form, scheduleAdjust, DEFAULTS);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [priced, setPriced] = useState<{ row: Row; signature: string } | null>(null);
  const signature = Form.useWatch((v: Row) => signatureOf(v), form);

  // Another IOU: the business date (its evaluation's, asked without a date) as the effective date.
  const today = useQuery({
    queryKey: ['change', 'adjust-today', iouId],
    queryFn: () => loanApi.evaluate(iouId, ''),
    enabled: !!iouId,
  });
  useIouDefaults(form, iouId, today.data && { trandate: today.data.asOf });

  const grid = useCardForm(FIELDS);
  const overrides = useMemo<Record<string, FieldOverride>>(
    () => ({ ...grid.overrides, rows: adjustRowsField }),
    [grid],
  );

  const price = async (values: Row) => {
    const id = draft && draft.iouId === String(values.iouId) ? draft.id : undefined;
    const row = await adjustApi.save({
      id,
      iouId: String(values.iouId),
      trandate: String(values.trandate),
      fromPeriod: values.fromPeriod ?? null,
      mode: String(values.mode ?? 'RENT'),
      rows: editedOf(values.rows),
    });
    setDraft({ id: String(row.id), iouId: String(values.iouId) });
    setPriced({ row, signature: signatureOf(values) });
    // the draft is listed below (new, or priced again)
    void queryClient.invalidateQueries({ queryKey: ['crud', scheduleAdjust.name] });
  };

  const current = !!priced && priced.signature === signature;
  const submit = () =>
    priced && void start(scheduleAdjustFamily.code, { id: String(priced.row.id), name: String(priced.row.adjustNo) });
  return (
    <ChangeCard
      title={t('change.adjust.title')}
      className="adjust-card"
      canStart={canStart}
      fields={FIELDS}
      row={initial}
      overrides={overrides}
      layout={grid.layout}
      form={form}
      submitText={t('change.adjust.price')}
      submitDisabled={!iouId}
      onSubmit={price}
    >
      {priced && (
        <div data-testid="adjust-priced">
          <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '12px 0 8px' }}>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="adjust-priced-title">
              {t('change.adjust.pricedTitle', { adjustNo: priced.row.adjustNo })}
            </Typography.Title>
            <Button type="primary" disabled={!current} onClick={submit}>
              {t('change.adjust.submit')}
            </Button>
          </Flex>
          {!current && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('change.adjust.stale')} />}
          <ChangePricing row={priced.row} spec={ADJUST_PRICING} />
        </div>
      )}
    </ChangeCard>
  );
}
