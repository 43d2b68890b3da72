// 识别日志: one row per read, verification, occupation and release — which file or invoice, which engine or provider,
// how long it took, whether it worked and what happened (both languages), who did it — written in the transaction of
// what it records (a refused call writes its own row in one of its own before it answers).
import type { Localized } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { invoiceRepos } from './repos';

export interface LogEntry {
  action: 'READ' | 'VERIFY' | 'OCCUPY' | 'RELEASE';
  fileId?: string | null;
  invoiceId?: string | null;
  invoiceNumber?: string | null;
  boxId?: string | null;
  contractId?: string | null;
  engine?: string | null;
  ms?: number | null;
  ok: 0 | 1;
  message: Localized;
}

export async function writeLog(tx: Db, ctx: RequestContext, e: LogEntry) {
  await invoiceRepos.log.insert(tx, ctx, {
    action: e.action,
    fileId: e.fileId ?? null,
    invoiceId: e.invoiceId ?? null,
    invoiceNumber: e.invoiceNumber?.slice(0, 40) ?? null,
    boxId: e.boxId ?? null,
    contractId: e.contractId ?? null,
    engine: e.engine?.slice(0, 60) ?? null,
    ms: e.ms ?? null,
    ok: e.ok,
    message: e.message,
    operator: ctx.userId === '0' ? null : ctx.userId,
  });
}
