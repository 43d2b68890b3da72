import { extensionChange, extensionFamily } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride, Row } from '../../crud';
import { defaultsOf } from '../../crud/fields';
import { useStartFamily } from '../project/useStartFamily';
import { extensionApi } from './api';
import { ExtensionPrefillView, hasOverdue } from './ExtensionPrefill';
import { useCardForm, useCardIou, useIouDefaults } from './cardForm';
import { ChangeCard } from './ChangeCard';

/**
 * What the card asks: the IOU, the date and the terms (empty ones keep the IOU's) — the form's fields but its texts and
 * files (the reason, the source of repayment, the agreement, the guarantors' consent), which the start form asks, where
 * the record is saved and priced.
 */
const TERMS = extensionChange.fields.filter(
  (f) => f.form !== false && f.kind !== 'textarea' && f.kind !== 'attachments',
);
/** The definition's defaults of the terms (no fee, charged up front). */
const DEFAULTS = defaultsOf(TERMS);
/** Nothing overdue: nothing to capitalise or carry. */
const TERMS_CURRENT = TERMS.filter((f) => f.name !== 'overdueTreatment');

/**
 * 展期试算: an IOU (its picker, or `?iouId=` from 借据信息's 展期), where it stands (beforeStart) and whether it may be
 * extended on the chosen date (dateQualified, asked again as the date changes), and the terms. 发起展期 opens the
 * family's start form prefilled with them; the server prices the record at every save, and its 查看 and its approvers
 * show the new schedule.
 */
export function ExtensionCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const start = useStartFamily();
  const { initial, iouId, canStart } = useCardIou(form, extensionChange, DEFAULTS);
  const trandate = String(Form.useWatch('trandate', form) ?? '');

  const prefill = useQuery({
    queryKey: ['change', 'extension-prefill', iouId],
    queryFn: () => extensionApi.prefill(iouId),
    enabled: !!iouId,
  });
  const shown = prefill.data && String(prefill.data.iou.id) === iouId ? prefill.data : undefined;
  const qualified = useQuery({
    queryKey: ['change', 'extension-qualified', iouId, trandate],
    queryFn: () => extensionApi.qualified(iouId, trandate),
    enabled: !!shown && !!trandate,
  });

  // Another IOU: the business date as the effective date and its next period as the first rescheduled.
  useIouDefaults(form, iouId, shown && { trandate: shown.businessDate, fromPeriod: shown.fromPeriod ?? undefined });

  const fields = shown && hasOverdue(shown) ? TERMS : TERMS_CURRENT;
  const grid = useCardForm(TERMS);
  const overrides = useMemo<Record<string, FieldOverride>>(
    () => ({
      ...grid.overrides,
      // the server refuses an overdue IOU's extension that does not say what becomes of what is overdue
      overdueTreatment: {
        ...grid.overrides.overdueTreatment,
        rules: [{ required: true, message: t('change.chooseOverdue') }],
      },
    }),
    [grid, t],
  );

  const startExtension = (values: Row) => {
    const query: Record<string, string | undefined> = { name: String(shown?.iou.iouNo ?? '') };
    for (const f of fields) {
      const v = values[f.name];
      query[f.name] = v === null || v === undefined ? undefined : String(v);
    }
    return start(extensionFamily.code, query);
  };

  const open = qualified.data ?? shown;
  return (
    <ChangeCard
      title={t('change.extensionTitle')}
      className="extension-card"
      canStart={canStart}
      fields={fields}
      row={initial}
      overrides={overrides}
      layout={grid.layout}
      form={form}
      hooks={{
        extraAfter: 'iouId',
        extra: () => shown && <ExtensionPrefillView prefill={shown} asked={qualified.data} />,
      }}
      submitText={t('change.startExtension')}
      submitDisabled={!shown || !open?.qualified}
      onSubmit={startExtension}
    />
  );
}
