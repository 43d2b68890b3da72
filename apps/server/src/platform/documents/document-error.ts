import type { Localized } from '@flp/shared';

/** A file that cannot be read, with what is wrong in both languages (answered as a 400 naming the file). */
export class DocumentError extends Error {
  constructor(readonly localized: Localized) {
    super(localized['zh-CN']);
    this.name = 'DocumentError';
  }
}
