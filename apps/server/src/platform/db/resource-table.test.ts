/**
 * The kind table and the columns agree: whatever a field's rule accepts is stored exactly by the column
 * resource-table.ts builds from the same table (never rounded, never an error), on PostgreSQL itself (PGlite).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import {
  type FieldDef,
  KINDS,
  checkField,
  decimalShape,
  defineResource,
  int,
  l,
  money,
  number,
  percent,
  text,
  url,
} from '@flp/shared';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { resourceTable } from './resource-table';

const label = l('字段', 'Field');
const def = defineResource({
  name: 'probe',
  api: '/probe',
  table: 'probe',
  permission: 'probe',
  label,
  fields: [
    money('amount', label),
    money('price', label, { scale: 4, precision: 20 }),
    number('ratio', label, { precision: 10, scale: 3 }),
    number('plain', label),
    percent('rate', label, { scale: 4 }),
    percent('share', label),
    int('count', label),
    text('name', label, { max: 20 }),
    url('link', label, { max: 300 }),
  ],
});
const table = resourceTable(def);
const client = new PGlite();
const db = drizzle({ client });

before(async () => {
  const cols = getTableConfig(table).columns.map((c) => `"${c.name}" ${c.getSQLType()}`);
  await client.exec(`create table probe (${cols.join(', ')})`);
});
after(() => client.close());

/** Decimals with up to the field's digits on both sides of the point, and their negatives. */
function decimals(f: FieldDef) {
  const { precision, scale } = decimalShape(f);
  const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${n}}$`));
  return fc
    .tuple(fc.boolean(), digits(precision - scale), scale ? fc.option(digits(scale)) : fc.constant(null))
    .map(([neg, i, d]) => `${neg ? '-' : ''}${i}${d ? `.${d}` : ''}`);
}

test('every accepted decimal is stored exactly; the largest ones too', async () => {
  let n = 0;
  const stored = async (f: FieldDef, raw: string) => {
    const r = checkField(f, raw);
    if (!r.ok) return; // refused with a message: the database never sees it
    const id = String(++n);
    await db.insert(table).values({ id, [f.name]: r.value });
    const [row] = await db.select().from(table).where(eq(table.id, id));
    assert.equal(Number(row[f.name]), Number(r.value), `${f.name} ${raw}`);
    assert.equal(
      String(row[f.name])
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, ''),
      r.value,
      `${f.name} ${raw}`,
    );
  };
  for (const f of def.fields.filter((x) => KINDS[x.kind].column(x).type === 'numeric')) {
    const input = KINDS[f.kind].input(f);
    if (input.control === 'number') {
      await stored(f, input.max as string);
      await stored(f, input.min as string);
    }
    await fc.assert(
      fc.asyncProperty(decimals(f), (raw) => stored(f, raw)),
      { numRuns: 150 },
    );
  }
});

test('ints at the int32 edges and text at its maximum length fit their columns', async () => {
  const f = def.fields;
  const at = (name: string) => f.find((x) => x.name === name) as FieldDef;
  const row = {
    id: '100000',
    count: checkField(at('count'), '2147483647'),
    name: checkField(at('name'), '字'.repeat(20)),
    link: checkField(at('link'), `https://example.org/${'a'.repeat(280)}`),
  };
  const values = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v : v.ok ? v.value : assert.fail(k)]),
  );
  await db.insert(table).values(values);
  assert.ok(!checkField(at('count'), '2147483648').ok);
  assert.ok(!checkField(at('name'), '字'.repeat(21)).ok);
});
