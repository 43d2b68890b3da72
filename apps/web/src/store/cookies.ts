/** The tokens live in cookies (spec §6), named with the site key; SameSite=Strict, path '/'. */
import { website } from '../config/website';

const name = (k: string) => `${website.key}-${k}`;

export function setCookie(key: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds ? `; max-age=${maxAgeSeconds}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the tokens in cookies; the Cookie Store API is not everywhere yet
  document.cookie = `${name(key)}=${encodeURIComponent(value)}; path=/; SameSite=Strict${age}`;
}

export function getCookie(key: string): string | undefined {
  const prefix = `${name(key)}=`;
  for (const part of document.cookie.split('; '))
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  return undefined;
}

export function removeCookie(key: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name(key)}=; path=/; max-age=0; SameSite=Strict`;
}
