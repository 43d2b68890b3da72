import { numberingRule } from '@flp/shared';
import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { stamp, tenantColumn } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';
import { resourceTable } from '../../platform/db/resource-table';

/** fl_numbering_rule: a tenant's numbering rules (packages/shared/src/resources/numbering.ts). */
export const numberingRuleTable = resourceTable(numberingRule);

/**
 * fl_numbering_counter: the last number taken per tenant, rule and period ('-' when the rule never resets, else the
 * year, month or day: 2026, 202611, 20261123). Kept by the rule's code, so removing and re-adding a rule continues
 * its sequence instead of repeating numbers.
 */
export const numberingCounterTable = pgTable(
  'fl_numbering_counter',
  {
    ...tenantColumn(),
    ruleCode: varchar('rule_code', { length: 64 }).notNull(),
    periodKey: varchar('period_key', { length: 8 }).notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
    updateTime: stamp('update_time'),
  },
  (t) => [
    primaryKey({ name: 'fl_numbering_counter_pk', columns: [t.tenantId, t.ruleCode, t.periodKey] }),
    tenantIsolation(),
  ],
);
