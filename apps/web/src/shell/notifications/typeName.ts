import { type Locale, MESSAGE_TYPES } from '@flp/shared/resources';
import { useCallback } from 'react';
import { useLang } from '../../crud/labels';

/**
 * A message type's name in the interface language: the shared list knows the known types in both languages; a type
 * it does not know keeps the server's name.
 */
export function messageTypeName(msgType: number, serverName: string, lang: Locale): string {
  const known = MESSAGE_TYPES.find((x) => x.value === Number(msgType));
  return known ? known.label[lang] : serverName;
}

export function useTypeName() {
  const lang = useLang();
  return useCallback((msgType: number, serverName: string) => messageTypeName(msgType, serverName, lang), [lang]);
}
