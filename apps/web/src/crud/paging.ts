import type { TablePaginationConfig } from 'antd';
import type { Dispatch, SetStateAction } from 'react';

export interface Paging {
  current: number;
  size: number;
}

/** antd pagination of a table paged by the server: `sizes` to choose from; a new page size goes back to page 1. */
export function serverPagination(
  paging: Paging,
  setPaging: Dispatch<SetStateAction<Paging>>,
  total: number,
  sizes: readonly number[],
  extra: TablePaginationConfig = {},
): TablePaginationConfig {
  return {
    current: paging.current,
    pageSize: paging.size,
    total,
    pageSizeOptions: sizes.map(String),
    showSizeChanger: true,
    onChange: (current, size) => setPaging((p) => ({ current: size !== p.size ? 1 : current, size })),
    ...extra,
  };
}
