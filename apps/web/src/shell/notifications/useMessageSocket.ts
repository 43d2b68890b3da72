import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageRecord } from '../../api/desk';
import { loadSession } from '../../api/session';
import { emitProgress } from './progress';
import { getTicket } from '../../api/ticket';
import { onLogout, useAuth } from '../../store/auth';
import { useSettings } from '../../store/settings';
import { showDesktopNotification } from './desktop';
import { msgKeys, refreshMessages } from './queries';
import { openMessageSocket, type ServerEvent, socketUrl } from './socket';
import { useNoticeCenter } from './store';
import { messageTypeName } from './typeName';

/** The open socket's closer, so a sign-out closes it at once (before the shell unmounts). */
let closeCurrent: (() => void) | undefined;
onLogout(() => {
  closeCurrent?.();
  closeCurrent = undefined;
});

/** A message arrived: every message query is refreshed, and the message shows on the desktop. */
function onNotification(client: QueryClient, m: MessageRecord) {
  void refreshMessages(client);
  const title = messageTypeName(m.msgType, m.msgTypeName, useSettings.getState().lang);
  const center = useNoticeCenter.getState();
  // A push without a record id (none is sent today) opens the popover instead of the detail.
  showDesktopNotification({ title, body: m.msgContent, tag: m.id || undefined }, () =>
    m.id ? center.openDetail(m) : center.setPopoverOpen(true),
  );
}

/** The server announced the unread count: the badge takes it; a change made elsewhere changes the lists too. */
function onUnread(client: QueryClient, count: number) {
  const before = client.getQueryData<number>(msgKeys.unread);
  client.setQueryData(msgKeys.unread, count);
  if (before !== count) void client.invalidateQueries({ queryKey: msgKeys.pages });
}

/**
 * A connection is ready. The first one follows the sign-in's own reads; a later one (a reconnect after a server restart
 * or a dropped network) may have missed pushes meanwhile, so the messages and the menus are read again.
 */
function onReady(client: QueryClient, reconnected: boolean) {
  if (!reconnected) return;
  void refreshMessages(client);
  reloadMenusSoon(client);
}

function onServerEvent(client: QueryClient, event: ServerEvent, reconnected: boolean) {
  if (event.type === 'ready') onReady(client, reconnected);
  else if (event.type === 'notification') onNotification(client, event.payload);
  else if (event.type === 'unread') onUnread(client, event.payload.count);
  else if (event.type === 'menus') reloadMenusSoon(client);
  else if (event.type === 'progress') emitProgress(event.payload);
  else signedOutElsewhere();
}

let menusTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * Grants or menus changed: the side menu, the top menus and the button permissions are read again, so what an
 * administrator grants shows at once. Several changes in a row (a grant dialog saves menus and scopes) reload once.
 */
function reloadMenusSoon(client: QueryClient) {
  clearTimeout(menusTimer);
  menusTimer = setTimeout(() => {
    if (!useAuth.getState().accessToken) return;
    void loadSession().catch(() => {});
    void client.invalidateQueries({ queryKey: ['top-menu'] });
  }, 300);
}

/** The server ended this session (password reset, account disabled or removed): back to sign-in, as a 401 does. */
function signedOutElsewhere() {
  useAuth.getState().logoutLocal('expired');
  if (!location.hash.startsWith('#/login')) location.hash = '#/login';
}

/**
 * The live side of the notification center, mounted once by the shell: while a user with an account is signed in,
 * a websocket refreshes the message queries when a message arrives (and shows it on the desktop) and sets the badge
 * when the server announces the unread count.
 */
export function useMessageSocket() {
  const client = useQueryClient();
  const userId = useAuth((s) => s.userInfo?.user_id);
  const signedIn = useAuth((s) => !!s.accessToken);
  // A third-party user without an account yet (empty or negative id) has no messages.
  const hasAccount = !!userId && !String(userId).startsWith('-');
  // The socket says its language when it opens (the server writes its pushes in it): a switch reopens it.
  const lang = useSettings((s) => s.lang);

  useEffect(() => {
    if (!signedIn || !hasAccount || !userId) return;
    const close = openMessageSocket(
      async () => socketUrl(String(userId), (await getTicket('socket')).ticket, lang),
      (event, reconnected) => onServerEvent(client, event, reconnected),
    );
    closeCurrent = close;
    return () => {
      close();
      if (closeCurrent === close) closeCurrent = undefined;
      // The next user must not see this one's messages.
      if (!useAuth.getState().accessToken) client.removeQueries({ queryKey: msgKeys.all });
    };
  }, [client, signedIn, hasAccount, userId, lang]);
}
