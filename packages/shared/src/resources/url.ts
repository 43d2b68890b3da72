/**
 * Addresses a field may hold when the web app puts them in an <img>, a CSS url() or a link: an http(s) address, or a
 * path of this site starting with a single '/'. Everything else is refused — javascript:, data:, vbscript:, '//host'
 * (another site) — and so are characters browsers drop or reinterpret before they parse ('\' counts as '/', tabs and
 * line breaks are removed, so '/\evil' and '/\t/evil' would both become '//evil'), quotes and parentheses (which end a
 * CSS url()), and Unicode direction overrides.
 */
const UNSAFE_ASCII = new Set('\\"\'`<>(){}|^');

function unsafeChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    c <= 0x20 || // controls and space
    (c >= 0x7f && c <= 0x9f) ||
    (c >= 0x200b && c <= 0x200f) || // zero-width and direction marks
    c === 0x2028 ||
    c === 0x2029 ||
    (c >= 0x202a && c <= 0x202e) || // direction overrides
    (c >= 0x2066 && c <= 0x2069) ||
    c === 0xfeff ||
    UNSAFE_ASCII.has(ch)
  );
}

export function isSafeUrl(value: string): boolean {
  if ([...value].some(unsafeChar)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
