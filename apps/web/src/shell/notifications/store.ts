import { create } from 'zustand';
import type { MessageRecord } from '../../api/desk';
import { onLogout } from '../../store/auth';

/**
 * What the notification center shows: the popover, the full list drawer and the detail drawer. A store rather than
 * component state, because a click on a desktop notification (outside React) opens the detail too.
 */
interface NoticeCenterState {
  popoverOpen: boolean;
  setPopoverOpen(open: boolean): void;
  /** The full list drawer; `listRead` is the status it starts filtered on (the popover tab it came from). */
  listOpen: boolean;
  listRead?: 0 | 1;
  openList(isRead?: 0 | 1): void;
  closeList(): void;
  /** Kept after closing, so the drawer's closing animation still shows the message. */
  detail?: MessageRecord;
  detailOpen: boolean;
  openDetail(message: MessageRecord): void;
  closeDetail(): void;
}

export const useNoticeCenter = create<NoticeCenterState>((set) => ({
  popoverOpen: false,
  setPopoverOpen: (popoverOpen) => set({ popoverOpen }),
  listOpen: false,
  openList: (listRead) => set({ listOpen: true, listRead, popoverOpen: false }),
  closeList: () => set({ listOpen: false }),
  detailOpen: false,
  openDetail: (detail) => set({ detail, detailOpen: true, popoverOpen: false }),
  closeDetail: () => set({ detailOpen: false }),
}));

onLogout(() => useNoticeCenter.setState({ popoverOpen: false, listOpen: false, detailOpen: false, detail: undefined }));
