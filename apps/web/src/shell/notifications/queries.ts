import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageQuery, messageApi } from '../../api/desk';
import { useAuth } from '../../store/auth';

/** The message queries of the notification center. Everything lives under ['msg'], so one invalidation refreshes all. */
export const msgKeys = {
  all: ['msg'] as const,
  unread: ['msg', 'unread'] as const,
  pages: ['msg', 'page'] as const,
  page: (q: MessageQuery) => ['msg', 'page', q] as const,
  types: ['msg', 'types'] as const,
};

/** The websocket is the live channel; this poll only catches what a dropped connection missed. */
const UNREAD_POLL_MS = 60_000;

export const refreshMessages = (client: QueryClient) => client.invalidateQueries({ queryKey: msgKeys.all });

/** The badge's number (GET getMsgIndex), polled every 60 s while the shell is open. */
export function useUnreadCount() {
  const signedIn = useAuth((s) => !!s.accessToken);
  return useQuery({
    queryKey: msgKeys.unread,
    queryFn: messageApi.unreadCount,
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** One page of messages; the previous page stays on screen while the next loads. */
export function useMessagePage(query: MessageQuery, enabled = true) {
  return useQuery({
    queryKey: msgKeys.page(query),
    queryFn: () => messageApi.page(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The message types that occur (the full list's type filter). */
export function useMessageTypes(enabled: boolean) {
  return useQuery({ queryKey: msgKeys.types, queryFn: messageApi.typeNames, enabled, staleTime: 5 * 60_000 });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: messageApi.markRead, onSettled: () => refreshMessages(client) });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: messageApi.markAllRead, onSettled: () => refreshMessages(client) });
}
