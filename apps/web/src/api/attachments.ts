import type { AttachmentInfo } from '@flp/shared/resources';
import { http } from './http';
import { ticketedUrl } from './ticket';

/** The common file calls (/api/rzzl_qy/common/file) and the object-storage settings' own actions. */
const FILE = '/api/rzzl_qy/common/file';

export const attachmentsApi = {
  /** The files of a record (pid), optionally of one business type. */
  ofRecord: (businessId: string, businessType?: string) =>
    http.get<AttachmentInfo[]>(`${FILE}/getFiles`, {
      pid: businessId,
      ...(businessType ? { ywlx: businessType } : {}),
    }),
  /** Opens a file (or a zip) through a download ticket: the token never goes into the address. */
  async open(link: string) {
    window.open(await ticketedUrl(link), '_blank', 'noopener');
  },
  zipOfRecord: (businessId: string, businessType?: string) =>
    `${FILE}/batchDownloadConFlie?pid=${businessId}${businessType ? `&ywlx=${encodeURIComponent(businessType)}` : ''}`,
};

export const ossApi = {
  test: (id: string) =>
    http.post<{ reachable: boolean; problem: string | null; message: string }>('/api/blade-resource/oss/test', { id }),
};
