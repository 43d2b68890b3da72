/**
 * Desktop notifications (spec §2, §8): shown where the browser supports them and the user has allowed them. A refused
 * or undecided permission is only logged; the "unsupported" alert is for when the user asks to turn them on.
 */

export type DesktopPermission = NotificationPermission | 'unsupported';

export interface DesktopMessage {
  title: string;
  body: string;
  /** A repeated tag replaces the earlier notification instead of stacking. */
  tag?: string;
}

/** A function, so TypeScript does not narrow `window` away where it is false. */
const supported = (): boolean => 'Notification' in window;

export const desktopPermission = (): DesktopPermission => (supported() ? Notification.permission : 'unsupported');

/** The browser is asked by itself at most once per page load; later it is the user's click that asks. */
let askedOnce = false;

/** Asks the browser for permission (the user's click), alerting when it has no desktop notifications at all. */
export async function requestDesktopPermission(unsupportedText: string): Promise<DesktopPermission> {
  if (!supported()) {
    window.alert(unsupportedText);
    return 'unsupported';
  }
  askedOnce = true;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') console.info(`desktop notifications: permission ${permission}`);
  return permission;
}

/** Shows an arrived message on the desktop; a click brings the app forward and runs `onClick`. */
export function showDesktopNotification(message: DesktopMessage, onClick: () => void) {
  const permission = desktopPermission();
  if (permission === 'unsupported') return;
  if (permission !== 'granted') {
    console.info(`desktop notification not shown: permission ${permission}`);
    if (permission === 'default' && !askedOnce) {
      askedOnce = true;
      Notification.requestPermission().catch(() => undefined);
    }
    return;
  }
  try {
    const n = new Notification(message.title, { body: message.body, tag: message.tag });
    n.onclick = () => {
      window.focus();
      n.close();
      onClick();
    };
  } catch (e) {
    // Some mobile browsers only allow notifications from a service worker.
    console.info('desktop notification not shown:', e);
  }
}
