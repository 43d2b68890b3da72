import { iouChange, iouChangeFamily } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride, Row } from '../../crud';
import { defaultsOf } from '../../crud/fields';
import { useStartFamily } from '../project/useStartFamily';
import { UserSelect } from '../work/UserSelect';
import { iouChangeApi } from './api';
import { useCardForm, useCardIou, useIouDefaults } from './cardForm';
import { ChangeCard } from './ChangeCard';
import { IouChangeCurrent } from './IouChangeCurrent';

/**
 * What the card asks: the IOU, the date and the new terms — the form's fields but its texts and files (the reason,
 * the documents, the guarantors' consent), which the start form asks, where the record is saved and priced.
 */
const TERMS = iouChange.fields.filter((f) => f.form !== false && f.kind !== 'textarea' && f.kind !== 'attachments');
const DEFAULTS = defaultsOf(TERMS);
/** What a change is made of: at least one (the server refuses a change of nothing, on 新还款日). */
const CHANGES = ['newDueDay', 'newAnnualRate', 'newAccount', 'newPenaltyRate', 'newAllocationOrder', 'newOwner'];

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * 借据变更: an IOU (its picker, or `?iouId=` from 借据信息's 变更), its servicing terms as they stand (beforeStart) and
 * the new ones — only what is filled changes. 发起借据变更 opens the family's start form prefilled with them; the server
 * prices the record at every save (a new due day or rate reschedules the rest), and its 查看 and its approvers show it.
 */
export function IouChangeCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const start = useStartFamily();
  const { initial, iouId, canStart } = useCardIou(form, iouChange, DEFAULTS);

  const prefill = useQuery({
    queryKey: ['change', 'iou-change-prefill', iouId],
    queryFn: () => iouChangeApi.prefill(iouId),
    enabled: !!iouId,
  });
  const shown = prefill.data && String(prefill.data.iou.id) === iouId ? prefill.data : undefined;

  // Another IOU: the business date as the effective date and its next period as the first changed.
  useIouDefaults(form, iouId, shown && { trandate: shown.businessDate, fromPeriod: shown.fromPeriod ?? undefined });

  const grid = useCardForm(TERMS);
  const overrides = useMemo<Record<string, FieldOverride>>(
    () => ({
      ...grid.overrides,
      // how the period the date falls in is charged: a question only when the rate changes
      resetInterestMethod: { ...grid.overrides.resetInterestMethod, when: (v) => given(v.newAnnualRate) },
      // picked from the tenant's users: the user screen's own picker needs its permission, which a proposer lacks
      newOwner: {
        ...grid.overrides.newOwner,
        input: (ctx) => <UserSelect disabled={ctx.disabled} placeholder={ctx.placeholder} />,
      },
    }),
    [grid],
  );

  const startChange = async (values: Row) => {
    if (!CHANGES.some((name) => given(values[name]))) {
      form.setFields([{ name: 'newDueDay', errors: [t('change.iouChange.fillOne')] }]);
      return;
    }
    const query: Record<string, string | undefined> = { name: String(shown?.iou.iouNo ?? '') };
    for (const f of TERMS) query[f.name] = given(values[f.name]) ? String(values[f.name]) : undefined;
    await start(iouChangeFamily.code, query);
  };

  return (
    <ChangeCard
      title={t('change.iouChange.title')}
      className="iou-change-card"
      canStart={canStart}
      fields={TERMS}
      row={initial}
      overrides={overrides}
      layout={grid.layout}
      form={form}
      hooks={{ extraAfter: 'iouId', extra: () => shown && <IouChangeCurrent prefill={shown} /> }}
      submitText={t('change.iouChange.start')}
      submitDisabled={!shown}
      onSubmit={startChange}
    />
  );
}
