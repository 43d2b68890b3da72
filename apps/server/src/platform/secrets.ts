/**
 * A provider's keys as the settings screens handle them (外部数据服务, 外部服务): never sent to the client whole — it
 * sees a mask — and saving the mask unchanged keeps the stored key.
 */

/** '******' and the last 4 characters (or only the stars for a short key); '' for none. */
export function maskSecret(value: string): string {
  if (!value) return '';
  return value.length > 8 ? `******${value.slice(-4)}` : '******';
}

/** A submitted key: the stored one when the client sent back the mask (or nothing), else the new value. */
export const keptSecret = (submitted: string | null | undefined, stored: string | undefined) =>
  submitted === undefined || submitted === null || submitted === '' || (stored && submitted === maskSecret(stored))
    ? (stored ?? '')
    : submitted;
