import { DEFAULT_PAGE_SIZE } from '@flp/shared/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { isPage, type ListResult, type ResourceApi, type Row } from '../api';
import type { ResourcePageProps } from '../types';

type ListProps = Pick<ResourcePageProps, 'def' | 'params' | 'pageSizes' | 'tableId' | 'listPath' | 'request'>;

/**
 * The list of a resource screen: search values, paging and fixed params (a change of params goes back to page 1), the
 * cached list query, and what it answered (rows, total, whether the total is a lower bound). A tree is not paged.
 */
export function useResourceList(props: ListProps, api: ResourceApi, paged: boolean) {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Row>({});
  const [paging, setPaging] = useState({ current: 1, size: props.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE });
  const paramsKey = JSON.stringify(props.params ?? {});
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey);
    setPaging((p) => ({ ...p, current: 1 }));
  }
  const fullQuery = useMemo(
    () => ({ ...(paged ? { current: paging.current, size: paging.size } : {}), ...props.params, ...query }),
    [paged, paging, props.params, query],
  );
  const listKey = ['crud', props.def.name, props.tableId ?? '', props.listPath ?? ''];
  const list = useQuery({
    queryKey: [...listKey, fullQuery],
    queryFn: (): Promise<ListResult> =>
      props.request ? props.request(fullQuery) : api.list(fullQuery, props.listPath),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

  /**
   * 搜索 (and 清空) always asks the server: clerks press it again to see new records. Every cached page of the list
   * is marked stale, so a search whose answer is cached is fetched again too; unchanged criteria refetch at once.
   */
  const search = (q: Row) => {
    void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
    if (JSON.stringify(q) === JSON.stringify(query) && paging.current === 1) void list.refetch();
    else {
      setQuery(q);
      setPaging((p) => ({ ...p, current: 1 }));
    }
  };

  /** Another page, or another page size (which starts again at page 1). */
  const changePage = useCallback(
    (current: number, size: number) => setPaging((p) => ({ current: size !== p.size ? 1 : current, size })),
    [],
  );

  /** Every list of the resource is fetched again (other tables of it on the screen too). */
  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['crud', props.def.name] }),
    [queryClient, props.def.name],
  );

  const raw = list.data;
  const rows = useMemo(() => (raw ? (isPage(raw) ? raw.records : raw) : []), [raw]);
  const page = raw && isPage(raw) ? raw : undefined;
  return {
    list,
    rows,
    total: page ? page.total : rows.length,
    totalIsLowerBound: page?.totalIsLowerBound === true,
    paging,
    /** The search values and fixed params of the list as shown (an export asks for the same rows). */
    filters: { ...props.params, ...query } as Row,
    changePage,
    search,
    invalidate,
  };
}
