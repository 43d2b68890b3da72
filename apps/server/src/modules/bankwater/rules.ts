// 流水分类规则: the tenant's own keyword rules of the categories. A tenant without any row uses the shared defaults
// (DEFAULT_CATEGORY_RULES); copyDefaults starts its own list as copies of them, and from then its enabled rows, by
// their order, are the whole list (docs/decisions.md: an overlay by whole list, not rule by rule — a tenant that
// removes a default rule means it gone).
import { CATEGORY_LABELS, type CategoryRule, DEFAULT_CATEGORY_RULES, type TxnTextField } from '@flp/shared/bankwater';
import { bankCategoryRule, fieldLabel, l } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { type FieldError, invalid, labelled } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { bankwaterRepos } from './repos';

/** Keywords as people type them: one a line, or separated by commas (either width), 、 or semicolons. */
export const splitKeywords = (text: unknown): string[] =>
  String(text ?? '')
    .split(/[\n\r,，、;；]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');

const list = (v: unknown) => splitKeywords(v).filter((x) => x !== '');

/** One stored rule as the shared categorising reads it. */
export function ruleOf(row: Row): CategoryRule {
  const code = String(row.category);
  return {
    code,
    label: CATEGORY_LABELS[code as keyof typeof CATEGORY_LABELS] ?? l(code, code),
    direction: (row.direction ?? 'ANY') as CategoryRule['direction'],
    keywords: list(row.keywords),
    fields: list(row.textFields) as TxnTextField[],
    counterpartyKinds: list(row.counterpartyKinds) as CategoryRule['counterpartyKinds'],
  };
}

/** The tenant's stored rules, in their order (all of them, enabled or not). */
export const storedRules = (db: Db, ctx: RequestContext) =>
  bankwaterRepos.rule.list(db, beyondDataScope(ctx), { query: { ascs: 'sort,id' }, limit: 10_000 });

/** The rules categorising applies for the tenant: its enabled rows in their order, or the defaults when it has none. */
export async function tenantRules(db: Db, ctx: RequestContext): Promise<{ rules: CategoryRule[]; own: boolean }> {
  const rows = await storedRules(db, ctx);
  if (!rows.length) return { rules: [...DEFAULT_CATEGORY_RULES], own: false };
  return { rules: rows.filter((r) => Number(r.enabled) === 1).map(ruleOf), own: true };
}

/** The defaults as rows of the table: 10, 20, 30 … so a rule can be put between two. */
export const defaultRuleRows = (): Row[] =>
  DEFAULT_CATEGORY_RULES.map((r, i) => ({
    sort: (i + 1) * 10,
    category: r.code,
    direction: r.direction,
    keywords: r.keywords.join('\n'),
    textFields: (r.fields ?? []).join(','),
    counterpartyKinds: r.counterpartyKinds.join(','),
    enabled: 1,
  }));

/** How many keywords one rule may carry, and how long one may be. */
const MAX_KEYWORDS = 100;
const MAX_KEYWORD = 30;

const label = (name: string) => fieldLabel(bankCategoryRule, name);

/** The checks past each field's own: keywords counted and bounded, and a rule that holds for every transaction refused. */
function check(values: Row, current: Row | undefined) {
  const errors: FieldError[] = [];
  const keywords = values.keywords !== undefined ? values.keywords : current?.keywords;
  const kinds = values.counterpartyKinds !== undefined ? values.counterpartyKinds : current?.counterpartyKinds;
  const words = splitKeywords(keywords);
  if (words.length > MAX_KEYWORDS)
    errors.push({
      field: 'keywords',
      message: labelled(label('keywords'), l(`最多 ${MAX_KEYWORDS} 个`, `at most ${MAX_KEYWORDS}`)),
    });
  const long = words.find((w) => w.length > MAX_KEYWORD);
  if (long)
    errors.push({
      field: 'keywords',
      message: labelled(
        label('keywords'),
        l(`「${long}」超过 ${MAX_KEYWORD} 个字`, `"${long}" is longer than ${MAX_KEYWORD} characters`),
      ),
    });
  if (!words.length && !list(kinds).length)
    errors.push({
      field: 'keywords',
      message: labelled(
        label('keywords'),
        l(
          '关键字与对方类型至少填一项 (否则每笔交易都归入此类)',
          'or the counterparty kinds: give one (else every transaction would fall in it)',
        ),
      ),
    });
  if (errors.length) throw invalid(errors);
  // Kept one a line, whatever the separators typed.
  if (values.keywords !== undefined) values.keywords = words.join('\n');
}

export const ruleHooks: ResourceHooks<typeof bankCategoryRule> = {
  beforeCreate: (_h: HookContext, values) => check(values as Row, undefined),
  beforeUpdate: (_h: HookContext, values, current) => check(values as Row, current as Row),
};

/** Copies of the defaults as the tenant's own rules: only when it has none yet (→ how many were made). */
export async function copyDefaultRules(tx: Db, ctx: RequestContext): Promise<number> {
  const rows = defaultRuleRows();
  await bankwaterRepos.rule.insertMany(tx, ctx, rows);
  return rows.length;
}
