import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString } from '../../platform/db/time';
import type { Tenancy } from '../../platform/db/scope';
import type { AuditEntry, AuditServer, AuditWriter } from '../../platform/audit/trail';
import { permissionTitle } from '../system';
import { logApiTable, logUsualTable } from './tables';

/** The id columns take digits only: a system caller ('system', or no user at all) is stored as none. */
const idOrNull = (v: string) => (/^\d+$/.test(v) ? v : null);

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
                // Stored in Chinese (what the title filter matches); an English reader gets the English (index.ts).
                title: permissionTitle(e.permission)?.['zh-CN'] ?? e.title,
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
