import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { Form, type FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTab } from '../../app/TabContext';
import type { FieldOverride, Row } from '../../crud';
import { useScreen } from '../../shell/responsive';
import { useAuth } from '../../store/auth';

/**
 * How a change card lays out its form: two fields a line, each label beside its input; on a phone one a line, each
 * label above it (an IOU's number and the placeholders whole).
 */
export function useCardForm(fields: FieldDef[]) {
  const small = useScreen() === 'xs';
  return useMemo(
    () => ({
      layout: small ? ('vertical' as const) : ('horizontal' as const),
      overrides: Object.fromEntries(fields.map((f) => [f.name, { span: small ? 24 : 12 }])) as Record<
        string,
        FieldOverride
      >,
    }),
    [fields, small],
  );
}

const NONE: Row = {};

/**
 * The IOU a change card is about: `?iouId=` of its tab (借据信息's row action) chosen in its form — on a tab already
 * open too, replacing the one chosen — else the one picked ('' while none is); the form's first values (`defaults`, a
 * constant, with the IOU); and whether the user may start the change.
 */
export function useCardIou(form: FormInstance, def: ResourceDef, defaults: Row = NONE) {
  const asked = useTab().query.iouId ?? '';
  const initial = useMemo<Row>(() => ({ ...defaults, iouId: asked || undefined }), [asked, defaults]);
  useEffect(() => {
    if (asked) form.setFieldsValue({ iouId: asked });
  }, [asked, form]);
  const iouId = String(Form.useWatch('iouId', form) ?? '');
  const canStart = useAuth((s) => !!s.permission[`${def.permission}_add`]);
  return { initial, iouId, canStart };
}

/**
 * Sets `values` — what the card read of the chosen IOU: the business date as the effective date, its next period —
 * on the form once per IOU, when they come: a refetch keeps what the user has entered since. Nothing while `values`
 * is undefined (not read yet, or still another IOU's).
 */
export function useIouDefaults(form: FormInstance, iouId: string, values: Row | undefined) {
  const done = useRef('');
  useEffect(() => {
    if (!values || done.current === iouId) return;
    done.current = iouId;
    form.setFieldsValue(values);
  }, [values, iouId, form]);
}
