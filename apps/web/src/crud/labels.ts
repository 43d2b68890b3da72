import type { Locale, Localized } from '@flp/shared/resources';
import { useCallback } from 'react';
import { useSettings } from '../store/settings';

/** The interface language, as the definitions' Localized labels are keyed. */
export const useLang = (): Locale => useSettings((s) => s.lang);

/** Picks the current language's text of a Localized label (a plain string passes through). */
export function useLoc() {
  const lang = useLang();
  return useCallback((l: Localized | string | undefined) => (typeof l === 'string' ? l : (l?.[lang] ?? '')), [lang]);
}
