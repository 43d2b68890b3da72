import { create } from 'zustand';
import { website } from '../config/website';
import { onLogout } from './auth';
import { getStore, setStore } from './storage';

/** An open tab (spec §2 route guard: label, value, params, query, meta). */
export interface Tag {
  label: string;
  /** i18n key of the label, when the label comes from the app rather than a server menu. */
  labelKey?: string;
  /**
   * The tab's identity: the path (one tab per screen; another query reuses it), or path and query for a screen that
   * shows one record (a tab per record). Navigate to `tagHref(tag)`, which carries the query.
   */
  value: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta?: Record<string, unknown>;
}

export const HOME_TAG: Tag = {
  label: website.firstPage.label,
  labelKey: website.firstPage.labelKey,
  value: website.firstPage.value,
  path: website.firstPage.value,
  params: {},
  query: {},
};

/** Where a tab leads: its path and its latest query. */
export function tagHref(tag: Tag): string {
  const qs = new URLSearchParams(tag.query).toString();
  return `${tag.path}${qs ? `?${qs}` : ''}`;
}

/** Where the tab `value` leads (the value itself when no such tab is open). */
export function hrefOf(value: string): string {
  const tag = useTags.getState().tags.find((t) => t.value === value);
  return tag ? tagHref(tag) : value;
}

interface TagsState {
  tags: Tag[];
  active: string;
  open(tag: Tag): void;
  /** Closes a tab; answers the value to show next when the active one closed (the previous, or the first). */
  close(value: string): string | undefined;
  closeOthers(value: string): void;
  closeAll(): void;
  setLabel(value: string, label: string): void;
  /** Gives every tab the value `keyOf` answers, keeping the first of tabs that then share one (tabs kept by an earlier
   * version were keyed by path and query). */
  rekey(keyOf: (tag: Tag) => string): void;
}

const save = (tags: Tag[], active: string) => {
  setStore('tagList', tags);
  setStore('tag', active);
};

export const useTags = create<TagsState>((set, get) => ({
  tags: getStore<Tag[]>('tagList') ?? [HOME_TAG],
  active: getStore<string>('tag') ?? HOME_TAG.value,
  open(tag) {
    const { tags } = get();
    const next = tags.some((t) => t.value === tag.value)
      ? tags.map((t) => (t.value === tag.value ? { ...t, ...tag } : t))
      : [...tags, tag];
    if (!next.some((t) => t.value === HOME_TAG.value)) next.unshift(HOME_TAG);
    save(next, tag.value);
    set({ tags: next, active: tag.value });
  },
  close(value) {
    const { tags, active } = get();
    if (tags.length <= 1 || value === HOME_TAG.value) return undefined;
    const i = tags.findIndex((t) => t.value === value);
    if (i < 0) return undefined;
    const next = tags.filter((t) => t.value !== value);
    const nextActive = active === value ? (next[i - 1] ?? next[0]).value : active;
    save(next, nextActive);
    set({ tags: next, active: nextActive });
    return active === value ? nextActive : undefined;
  },
  closeOthers(value) {
    const keep = get().tags.filter((t) => t.value === value || t.value === HOME_TAG.value);
    save(keep, value);
    set({ tags: keep, active: value });
  },
  closeAll() {
    save([HOME_TAG], HOME_TAG.value);
    set({ tags: [HOME_TAG], active: HOME_TAG.value });
  },
  rekey(keyOf) {
    const { tags, active } = get();
    const seen = new Set<string>();
    const next: Tag[] = [];
    let nextActive = active;
    for (const t of tags) {
      const value = keyOf(t);
      if (t.value === active) nextActive = value;
      if (seen.has(value)) continue;
      seen.add(value);
      next.push(value === t.value ? t : { ...t, value });
    }
    if (next.length === tags.length && next.every((t, i) => t === tags[i])) return;
    save(next, nextActive);
    set({ tags: next, active: nextActive });
  },
  setLabel(value, label) {
    const tags = get().tags.map((t) => (t.value === value ? { ...t, label } : t));
    save(tags, get().active);
    set({ tags });
  },
}));

onLogout(() => useTags.getState().closeAll());
