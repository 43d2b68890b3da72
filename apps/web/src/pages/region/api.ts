import { REGION_ROOT, region } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Page, Row } from '../../crud';

const base = `/api${region.api}`;

/** The region calls beyond the standard ones: one level of the tree table, a search, one region by id. */
export const regionApi = {
  /** The regions under a code (the provinces under 00), each with hasChildren. */
  level: (parentCode: string = REGION_ROOT) => http.get<Row[]>(`${base}/lazy-list`, { parentCode }),
  search: (query: Record<string, unknown>) => http.get<Page>(`${base}/list`, { ...query, current: 1, size: 200 }),
  detail: (id: string) => http.get<Row>(`${base}/detail`, { id }),
};
