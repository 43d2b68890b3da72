export type { JobDef, JobRunContext } from './types';
export { JobRegistry } from './registry';
export { JobScheduler, type JobSetting } from './scheduler';
export { checkCron, nextTimes } from './cron';
export { lockKey, tryJobLock, JOB_LOCK_NAMESPACE } from './lock';
export { JobRuns } from './runs';
export { jobRunTable, jobSettingTable } from './tables';
