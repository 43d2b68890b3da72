import type { ReactNode } from 'react';
import { create } from 'zustand';
import { onLogout } from '../store/auth';
import { getStore, setStore } from '../store/storage';

/** Which shell dialog is open; several places open the same one (top bar, tabs menu, Ctrl/Cmd+K). */
export type ShellDialog = 'menuSearch' | 'theme' | 'lock' | 'errorLog' | null;

interface ShellUiState {
  dialog: ShellDialog;
  open(d: Exclude<ShellDialog, null>): void;
  close(): void;
  /** The top menu whose menus the sidebar shows ('' for all); kept with the stored menus, cleared at sign-out. */
  topMenuId: string;
  setTopMenuId(id: string): void;
}

export const useShellUi = create<ShellUiState>((set) => ({
  dialog: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
  topMenuId: getStore<string>('topMenuId') ?? '',
  setTopMenuId: (topMenuId) => {
    setStore('topMenuId', topMenuId);
    set({ topMenuId });
  },
}));

onLogout(() => useShellUi.getState().setTopMenuId(''));

/**
 * The notice slot of the top bar (spec §2 "Notification popover"). The notifications work fills it with the unread
 * count and the popover's content; until then the bell shows no badge and an honest empty popover.
 */
interface NoticeSlotState {
  count: number;
  content?: ReactNode;
  fill(slot: { count: number; content?: ReactNode }): void;
}

export const useNoticeSlot = create<NoticeSlotState>((set) => ({
  count: 0,
  content: undefined,
  fill: ({ count, content }) => set({ count, content }),
}));
