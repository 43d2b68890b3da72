import { numberingRule } from '@flp/shared/resources';
import { http } from './http';

export interface NumberPreview {
  number: string;
  sequence: number;
  periodKey: string;
}

/** Calls of the numbering rules beyond the standard ones. */
export const numberingApi = {
  /** The next number of a rule (today, or on `date` yyyy-MM-dd), without taking it. */
  preview: (code: string, date?: string) =>
    http.get<NumberPreview>(`/api${numberingRule.api}/preview`, { code, ...(date ? { date } : {}) }),
};
