import { createContext, useContext } from 'react';
import type { Tag } from '../store/tags';

/** The tab a page lives in: its path, route params and query (pages are kept alive outside the router's outlet). */
export const TabContext = createContext<Tag | null>(null);

export function useTab(): Tag {
  const tab = useContext(TabContext);
  if (!tab) throw new Error('useTab outside a tab');
  return tab;
}
