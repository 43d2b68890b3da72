import type { FieldDef, FieldKind } from '@flp/shared/resources';

/**
 * Column widths from the content, so that no column is squeezed to one character behind the fixed 操作 column: the
 * wider of the title and the longest value on the page, estimated in pixels at the table's 14 px font (a CJK
 * character about 14 px, others about 8), plus the cell's padding; at least the width of the field kind's usual
 * value, at most 360 px (longer values end in an ellipsis and show whole in the view dialog).
 */
const PADDING = 36;
const MIN = 72;
const MAX = 360;

/** The usual rendered width of a value of a kind whose rendered text is not its raw value. */
const KIND_MIN: Partial<Record<FieldKind, number>> = {
  switch: 96,
  dict: 110,
  ref: 120,
  date: 120,
  datetime: 180,
  money: 120,
};

export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 8;
  return w;
}

/** A column's width: the field's own hint when it has one, else from its title and the page's values. */
export function contentWidth(title: string, values: unknown[], field?: FieldDef): number {
  if (field?.width) return field.width;
  let w = textWidth(title);
  const raw = field?.kind === 'dict' || field?.kind === 'switch' || field?.kind === 'ref' || field?.kind === 'ids';
  if (!raw)
    for (const v of values)
      if (typeof v === 'string' || typeof v === 'number') w = Math.max(w, textWidth(String(v).slice(0, 60)));
  const min = Math.max(MIN, (field && KIND_MIN[field.kind]) ?? 0);
  return Math.min(MAX, Math.max(min, w + PADDING));
}
