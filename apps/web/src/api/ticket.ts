import { http } from './http';

/**
 * A ticket of about a minute that stands in for the access token where only a URL can carry credentials (the
 * websocket, a download link): the token itself never appears in an address, a log line or the browser's history.
 */
export const getTicket = (purpose: 'socket' | 'download') =>
  http.post<{ ticket: string; expiresIn: number }>(
    `/api/blade-auth/oauth/ticket?purpose=${purpose}`,
    {},
    { silent: true },
  );

/** A download link of ours with a fresh ticket, to open in a new window or an <a>/<img>. */
export async function ticketedUrl(url: string): Promise<string> {
  const { ticket } = await getTicket('download');
  return `${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}
