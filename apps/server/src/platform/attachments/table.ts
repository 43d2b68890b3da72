import { bigint, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../db/columns';
import { tenantIsolation } from '../db/row-security';

/**
 * fl_attachment: every uploaded file of a tenant (but avatars). Unlinked (business_id null) from the upload until a
 * record's save links it; unlinked rows older than a day are purged with their bytes. `storage` says which store
 * holds the bytes ('local' or an object-storage setting's id), so files stay readable after the enabled setting
 * changes.
 */
export const attachmentTable = pgTable(
  'fl_attachment',
  {
    id: idColumn('id').primaryKey(),
    ...tenantColumn(),
    /** The definition's name (ywlx) of the record it belongs to. */
    businessType: varchar('business_type', { length: 64 }),
    businessId: idColumn('business_id'),
    /** 合同类型 / contractType: which field or document kind of the record. */
    kind: varchar('kind', { length: 64 }),
    processInstanceId: varchar('process_instance_id', { length: 64 }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedKey: varchar('stored_key', { length: 255 }).notNull(),
    storage: varchar('storage', { length: 32 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    createUser: idColumn('create_user'),
    createTime: stamp('create_time').notNull(),
    linkedTime: stamp('linked_time'),
    isDeleted: smallint('is_deleted').notNull().default(0),
  },
  (t) => [
    index('fl_attachment_business_idx').on(t.tenantId, t.businessType, t.businessId),
    index('fl_attachment_key_idx').on(t.storedKey),
    index('fl_attachment_unlinked_idx').on(t.tenantId, t.createTime),
    tenantIsolation(),
  ],
);

export type AttachmentRow = typeof attachmentTable.$inferSelect;
