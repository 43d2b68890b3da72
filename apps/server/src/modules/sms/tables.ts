import { smsLog, smsSetting } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_sms: a tenant's text-message providers (packages/shared/src/resources/sms.ts). */
export const smsTable = resourceTable(smsSetting);
export const smsRepo = new ResourceRepository(smsSetting, smsTable);

/** fl_sms_log: every send, numbers masked. */
export const smsLogTable = resourceTable(smsLog);
export const smsLogRepo = new ResourceRepository(smsLog, smsLogTable);
