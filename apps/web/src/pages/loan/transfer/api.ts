import { assetRepayment, assetTransfer } from '@flp/shared/resources';
import { http } from '../../../api/http';
import type { Page, Row } from '../../../crud';

const T = `/api${assetTransfer.api}`;
const R = `/api${assetRepayment.api}`;

/** 资产转让's calls beyond the standard ones (apps/server/src/modules/servicing/asset-transfer/routes.ts). */
export const transferApi = {
  settle: (id: string) => http.post<Row>(`${T}/settle`, { id }),
  cancel: (id: string) => http.post<Row>(`${T}/cancel`, { id }),
  /** A transfer's 转付明细, with what the ledger says was received and what is left to pass on. */
  collections: (pid: string) => http.get<Page<Row>>(`${R}/list`, { pid, current: 1, size: 500 }),
  passOn: (ids: string[], passedOnDate: string) =>
    http.post<number>(`${R}/passOn`, { ids: ids.join(','), passedOnDate }),
};
