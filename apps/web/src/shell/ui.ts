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
