/** The two interface languages and text in both (a module of its own: definitions, kinds and checks all need it). */
export type Locale = 'zh-CN' | 'en-US';

/** Text in both interface languages. */
export interface Localized {
  'zh-CN': string;
  'en-US': string;
}

/** Shorthand for a text in both languages. */
export const l = (zh: string, en: string): Localized => ({ 'zh-CN': zh, 'en-US': en });
