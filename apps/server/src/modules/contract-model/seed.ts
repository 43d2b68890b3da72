// The shipped models (SEED_DEMO): a direct lease, a sale-leaseback, a guarantee and a mortgage contract, written as
// real .docx files whose tags are the placeholder reference's names.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import type { FileService } from '../resource';
import { seedContractModels } from './starter';

export { SHIPPED_MODELS } from './shipped';

/** The shipped models for tenant 000000 (the standard set-up's, starter.ts), when the demo is seeded. */
export async function seedContractModelDemo(db: Db, files: FileService) {
  await db.transaction((tx) => seedContractModels(tx, PLATFORM_TENANT_ID, files));
}
