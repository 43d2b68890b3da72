import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString } from '../../platform/db/time';
import type { Tenancy } from '../../platform/db/scope';
import type { ApiLogEntry, AuditEntry, AuditServer, AuditWriter } from '../../platform/audit/trail';
import { permissionTitle } from '../system';
import { logApiTable, logUsualTable } from './tables';

/** The id columns take digits only: a system caller ('system', or no user at all) is stored as none. */
const idOrNull = (v: string) => (/^\d+$/.test(v) ? v : null);

/**
 * A call's title in both languages: what its route calls it, else its permission's screen and button (用户管理 — 新增),
 * else its route's summary. The Chinese one is `title` (what the title filter matches); English readers get `titleEn`.
 */
function titles(e: ApiLogEntry): { title: string; titleEn: string | null } {
  const named = e.named ?? permissionTitle(e.permission);
  return named ? { title: named['zh-CN'], titleEn: named['en-US'] } : { title: e.title, titleEn: null };
}

/** The audit trail's writer: a tenant's batch goes into the two log tables in one transaction of that tenant. */
export function auditWriter(db: Db, tenancy: Tenancy, server: AuditServer): AuditWriter {
  return (tenantId, entries) =>
    tenancy.inTenant(tenantId, async () => {
      const now = nowString();
      const common = (e: AuditEntry) => ({
        id: nextId(),
        tenantId,
        serverHost: server.serverHost,
        env: server.env,
        method: e.method ?? null,
        requestUri: e.requestUri ?? null,
        params: e.params ?? null,
        remoteIp: e.remoteIp ?? null,
        userAgent: e.userAgent ?? null,
        createBy: e.account,
        requestTime: e.requestTime,
        createUser: idOrNull(e.userId),
        createDept: idOrNull(e.deptId),
        createTime: e.requestTime,
        updateUser: idOrNull(e.userId),
        updateTime: now,
      });
      const api = entries.flatMap((e) =>
        e.log === 'api'
          ? [
              {
                ...common(e),
                ...titles(e),
                permission: e.permission ?? null,
                kind: e.kind,
                httpStatus: e.httpStatus,
                time: e.time,
              },
            ]
          : [],
      );
      const usual = entries.flatMap((e) =>
        e.log === 'usual' ? [{ ...common(e), logLevel: e.logLevel, logId: e.logId, logData: e.logData }] : [],
      );
      if (api.length) await db.insert(logApiTable).values(api);
      if (usual.length) await db.insert(logUsualTable).values(usual);
    });
}
