/**
 * Entry names inside a zip of attachments: the original names, a second `合同.pdf` becoming `合同 (2).pdf`, compared
 * without regard to case (Windows and macOS unpack `A.pdf` and `a.pdf` onto one file).
 */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Content-Disposition for a download named `name` (RFC 6266 / 5987: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
