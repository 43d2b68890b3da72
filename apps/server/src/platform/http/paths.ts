/**
 * The path of a request URL as the router reads it (percent-escapes decoded, query dropped), for the few places that
 * must classify a request the router did not match (404s, headers). Access is never decided from it: that is the
 * matched route's business (platform/auth/guard.ts).
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
