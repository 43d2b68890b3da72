import { logApi, logUsual } from '@flp/shared/resources';
import { ResourcePage } from '../../../crud';

/** A log is read, never written: no add, edit, delete or selection — search, the list and the view drawer. */
const READ_ONLY = { add: true, edit: true, delete: true, selection: true } as const;

/** 日志管理 > 操作日志: the tenant's business events — sign-ins, exports, outside providers' calls, job runs. */
export function UsualLogPage() {
  return <ResourcePage def={logUsual} hide={READ_ONLY} />;
}

/** 日志管理 > 接口日志: every write, export and download of the tenant, with its caller, parameters and duration. */
export function ApiLogPage() {
  return <ResourcePage def={logApi} hide={READ_ONLY} />;
}
