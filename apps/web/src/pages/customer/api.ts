import { consumer, consumerApply, customerRelation } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';

export interface GroupGraph {
  nodes: { id: string; title: string; idType: number | null }[];
  edges: { id: string; source: string; target: string; relationType: string; shareRatio: string | null }[];
  truncated: boolean;
}

/** The customer area's calls beyond the standard ones (apps/server/src/modules/customer). */
export const customerApi = {
  relationsOf: (customerId: string) => http.get<Row[]>(`/api${customerRelation.api}/byCustomer`, { customerId }),
  graph: (customerId: string) => http.get<GroupGraph>(`/api${customerRelation.api}/graph`, { customerId }),
  passConsumer: (id: string) => http.post<boolean>(`/api${consumer.api}/pass`, { id }),
  backConsumer: (id: string, reason?: string) => http.post<boolean>(`/api${consumer.api}/back`, { id, reason }),
  examine: (id: string, result: 'approve' | 'reject', opinion?: string) =>
    http.post<boolean>(`/api${consumerApply.api}/examine`, { id, result, opinion }),
};
