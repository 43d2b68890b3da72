import { create } from 'zustand';
import { website } from '../config/website';
import { onLogout } from './auth';
import { getStore, setStore } from './storage';

/** An open tab (spec §2 route guard: label, value, params, query, meta). */
export interface Tag {
  label: string;
  /** i18n key of the label, when the label comes from the app rather than a server menu. */
  labelKey?: string;
  /** The full location (path and query): the tab's identity. */
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

interface TagsState {
  tags: Tag[];
  active: string;
  open(tag: Tag): void;
  /** Closes a tab; answers the value to show next when the active one closed (the previous, or the first). */
  close(value: string): string | undefined;
  closeOthers(value: string): void;
  closeAll(): void;
  setLabel(value: string, label: string): void;
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
  setLabel(value, label) {
    const tags = get().tags.map((t) => (t.value === value ? { ...t, label } : t));
    save(tags, get().active);
    set({ tags });
  },
}));

onLogout(() => useTags.getState().closeAll());
