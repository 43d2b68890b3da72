import { type ResourceDef, routePath, writeCall } from '@flp/shared/resources';
import { http } from '../api/http';

/** A record on the wire: camelCase keys, ids as strings. */
// biome-ignore lint/suspicious/noExplicitAny: records are whatever a resource's fields make them; screens read them loosely
export type Row = Record<string, any>;

/** A paged answer (data.records, data.total). */
export interface Page<T = Row> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
  /** The server stopped counting at `total`: there are at least that many (the pager says so). */
  totalIsLowerBound?: boolean;
}

/** What a list call answers: a page, or a whole tree/array (tree tables). */
export type ListResult<T = Row> = Page<T> | T[];

export const isPage = <T>(r: ListResult<T>): r is Page<T> => !Array.isArray(r) && !!r && 'records' in r;

const hasId = (row: Row) => row.id !== undefined && row.id !== null && row.id !== '';

/** The standard calls of a resource (API-CONVENTIONS: list/page, detail, submit, remove?ids=). */
export function resourceApi(def: ResourceDef) {
  const base = `/api${def.api}`;
  const listName = def.routes.includes('list') ? 'list' : 'page';
  return {
    base,
    list: (params: Record<string, unknown>, path = listName) => http.get<ListResult>(`${base}/${path}`, params),
    detail: (id: string) => http.get<Row>(`${base}/detail`, { id }),
    /** Adds (no id) or updates the record through the write its resource declares (writeCall). */
    submit: (row: Row) => http.post<boolean>(`${base}/${routePath(writeCall(def, hasId(row)))}`, row),
    remove: (ids: string[]) => http.post<boolean>(`${base}/remove`, {}, { params: { ids: ids.join(',') } }),
  };
}
export type ResourceApi = ReturnType<typeof resourceApi>;
