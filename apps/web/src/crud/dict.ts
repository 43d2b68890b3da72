import type { FieldDef } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../api/http';
import { useLoc } from './labels';

export interface DictItem {
  id: string;
  dictKey: string;
  dictValue: string;
  sort?: number;
}

export interface Option {
  value: string | number;
  label: string;
}

/** The offered items of a dictionary code (GET dict-biz/dictionary?code=), cached for the session. */
export const fetchDictionary = (code: string) =>
  http.get<DictItem[]>('/api/blade-system/dict-biz/dictionary', { code }, { silent: true });

export function useDictionary(code: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['dictionary', code],
    queryFn: () => fetchDictionary(code!),
    enabled: !!code && enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Options of a dict field: its fixed `options` (localized), else the dictionary's items. A numeric column keeps
 * numeric values, so a select shows the stored value's label.
 */
export function useFieldOptions(field: FieldDef | undefined): Option[] {
  const loc = useLoc();
  const fixed = field?.options;
  const dict = useDictionary(field?.kind === 'dict' && !fixed ? field.dict : undefined);
  return useMemo(() => {
    if (!field) return [];
    if (fixed) return fixed.map((o) => ({ value: o.value, label: loc(o.label) }));
    const numeric = typeof field.defaultValue === 'number';
    return (dict.data ?? []).map((d) => ({
      value: numeric && /^-?\d+$/.test(d.dictKey) ? Number(d.dictKey) : d.dictKey,
      label: d.dictValue,
    }));
  }, [field, fixed, dict.data, loc]);
}

/** The label of a stored value among options (compared as text, as keys arrive as numbers or strings). */
export function labelOf(options: Option[], value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return options.find((o) => String(o.value) === String(value))?.label;
}
