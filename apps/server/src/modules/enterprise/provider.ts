/**
 * The adapter every enterprise-data provider implements (DOMAIN.md §6): the service above it caches and answers the
 * spec's calls, and never sees a provider's wire format.
 */
import type { CompanyBasic, CompanyBrief, EnterpriseDataset, Localized } from '@flp/shared';

export interface ProviderPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface PageRequest {
  current: number;
  size: number;
}

export interface EnterpriseDataProvider {
  /** Companies whose name, code, people or address match a keyword (模糊搜索). */
  search(keyword: string, page: PageRequest): Promise<ProviderPage<CompanyBrief>>;
  /** 工商照面 of one company by its full name or 统一社会信用代码; null when the provider knows none. */
  basic(keyword: string): Promise<CompanyBasic | null>;
  /** One dataset of a company, a page of rows (field names are ours, see qichacha-map.ts). */
  dataset(
    keyword: string,
    dataset: EnterpriseDataset,
    page: PageRequest,
  ): Promise<ProviderPage<Record<string, unknown>>>;
}

/**
 * Why a provider call failed, in a form the service maps to an HTTP status. `unavailable` is every way of getting no
 * usable answer (not told apart: that would map ports).
 */
export type ProviderFailure = 'auth' | 'quota' | 'forbidden' | 'params' | 'unavailable' | 'unknown';

/** A provider's refusal or failure, with a message for the user in both languages; `cause`, the raw one, is logged. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    readonly text: Localized,
    readonly providerStatus?: string,
    cause?: unknown,
  ) {
    super(text['en-US'], { cause });
  }
}
