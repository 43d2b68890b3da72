import { FILE_PARAMS, l } from '@flp/shared';
import { attachments } from '../../platform/attachments';
import { formatDateTime } from '../../platform/db/time';
import type { JobDef } from '../../platform/jobs/types';
import { paramValue } from '../system';
import type { Stores } from './stores';

let stores: Stores | undefined;

/** The stores the job deletes from (set when the module registers; the job runs in the same server). */
export function useStoresForJobs(s: Stores) {
  stores = s;
}

const BATCH = 200;

/** Hours an upload may stay unlinked: the `file.orphanHours` parameter, else 24. */
export async function orphanHours(...args: Parameters<typeof paramValue>): Promise<number> {
  const n = Number(await paramValue(...args));
  return Number.isFinite(n) && n > 0 ? n : Number(FILE_PARAMS.orphanHours.defaultValue);
}

/**
 * Uploads no record ever linked (a form abandoned after its upload), older than `file.orphanHours`: their bytes are
 * deleted from their store and their rows from the table, per tenant, in batches. A store that cannot delete keeps
 * its rows for the next run.
 */
export const purgeUnlinkedUploadsJob: JobDef = {
  code: 'purge_unlinked_uploads',
  name: l('清理未关联的上传文件', 'Purge unlinked uploads'),
  cron: '30 3 * * *',
  perTenant: true,
  async run({ db, ctx, now, signal }) {
    if (!stores) throw new Error('file storage is not configured (the resource module did not register)');
    const hours = await orphanHours(db, ctx, FILE_PARAMS.orphanHours.key);
    const cutoff = formatDateTime(new Date(now.getTime() - hours * 3600_000));
    let purged = 0;
    let failed = 0;
    const skip = new Set<string>();
    while (!signal.aborted) {
      const batch = (await attachments.unlinkedBefore(db, ctx, cutoff, BATCH + skip.size)).filter(
        (r) => !skip.has(r.id),
      );
      if (!batch.length) break;
      const done: string[] = [];
      for (const row of batch) {
        try {
          await (await stores.of(ctx, row.storage)).delete(row.storedKey);
          done.push(row.id);
        } catch {
          failed++;
          skip.add(row.id);
        }
      }
      await attachments.purge(db, ctx, done);
      purged += done.length;
    }
    return l(
      `已清理 ${purged} 个超过 ${hours} 小时未关联的上传${failed ? `，${failed} 个未能从存储中删除` : ''}`,
      `purged ${purged} unlinked uploads older than ${hours} h${failed ? `, ${failed} could not be deleted from their storage` : ''}`,
    );
  },
};
