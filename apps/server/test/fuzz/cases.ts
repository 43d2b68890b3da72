/**
 * Fuzz cases generated from the server's own OpenAPI document: for every operation, bad values per field kind in each
 * query parameter and body property, extreme paging, NUL and lone surrogates, and malformed bodies. Deterministic for a
 * seed and bounded per operation, so the fuzz test runs in a known time; the memory benchmark replays them for long.
 */
import fc from 'fast-check';

export interface FuzzCase {
  method: 'GET' | 'POST' | 'HEAD' | 'DELETE' | 'PUT';
  url: string;
  /** A JSON value (sent as JSON) or raw text with its content type. */
  payload?: unknown;
  raw?: { body: string; contentType: string };
  /** What the case tries, for the failure message. */
  label: string;
}

interface Schema {
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

/** Values that have broken servers before: per kind, then for every kind. */
const HUGE = [1e18, 1.5e308, '9'.repeat(30), 2 ** 31, -(2 ** 31) - 1, '1e309', -1, '-0'];
const BAD: Record<string, unknown[]> = {
  integer: [...HUGE, 1.5, 'abc', '', '1e3', '0x10', true, [], {}],
  decimal: [...HUGE, '99999999999999999.99', '0.123456789', 'NaN', 'Infinity', '1,000', 0.1 + 0.2, {}, []],
  date: ['9999-99-99', '99999-01-01', '2024-02-30', '0000-00-00', '2024-01-31T10:00:00Z', 'tomorrow', 20240131],
  string: [
    'a\u0000b',
    'x\ud800y',
    'x'.repeat(70_000),
    '😀',
    "' or 1=1 --",
    'javascript:alert(1)',
    '//evil.example',
    '../../etc/passwd',
    '\u202Egnp.exe',
    1e308,
    true,
    null,
    ['a', 'b'],
    { a: { b: 1 } },
  ],
  boolean: ['yes', 2, null, 'true'],
};
const EVERY_KIND = ['a\u0000', '\udfff', '9'.repeat(30), null];

const kindOf = (s: Schema | undefined): keyof typeof BAD => {
  if (!s) return 'string';
  if (s.type === 'integer' || s.type === 'number') return 'integer';
  if (s.format === 'decimal') return 'decimal';
  if (s.format === 'date' || /yyyy-MM-dd/.test(s.description ?? '')) return 'date';
  if (s.type === 'boolean') return 'boolean';
  return 'string';
};

/** A plausible good value of a kind, so that one bad field at a time is what a case tests. */
const GOOD: Record<keyof typeof BAD, unknown> = {
  integer: 1,
  decimal: '1.00',
  date: '2024-01-31',
  string: 'fuzz',
  boolean: true,
};

/** Query parameters a route may read though its schema does not list them. */
const COMMON_QUERY = ['id', 'ids', 'current', 'size', 'tenantId', 'parentId', 'code', 'userIds', 'status'];

/** Operations the fuzzer leaves alone: they end its own session, or exist only for tests. */
const SKIP = [/\/oauth\/logout$/, /\/test-seam\//];

/** A query value as a URL carries it: scalars as text, arrays as repeated keys, objects as their JSON. */
function queryPairs(name: string, v: unknown): [string, string][] {
  if (Array.isArray(v)) return v.map((x) => [name, String(x)]);
  if (v !== null && typeof v === 'object') return [[name, JSON.stringify(v)]];
  return [[name, v === null ? '' : String(v)]];
}

function withQuery(path: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

/** Percent-encoding that also writes a lone surrogate, as the three bytes a hostile client would send (not UTF-8). */
function encode(s: string): string {
  // The whole string at once when it is well-formed (a 70,000-character value, in every parameter of every operation,
  // encoded a character at a time took most of the fuzz's two minutes of case generation); by character otherwise.
  try {
    return encodeURIComponent(s);
  } catch {
    // a lone surrogate: encoded below, the rest as usual
  }
  return Array.from(s, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const u = ch.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');
}

/** A small deterministic generator (mulberry32), so a seed gives the same cases everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzOptions {
  seed: number;
  /** At most this many cases per operation (the first ones cover every field once; the rest are random picks). */
  perOperation: number;
}

/** Every case for every operation of the document, in a fixed order for a seed. */
export function fuzzCases(doc: OpenApiDoc, opts: FuzzOptions): FuzzCase[] {
  const rnd = prng(opts.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  // Arbitrary JSON and text from fast-check, drawn once with the seed.
  const anyJson = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: opts.seed, numRuns: 200 });
  const anyText = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: opts.seed + 1, numRuns: 200 });
  const out: FuzzCase[] = [];

  for (const [openApiPath, methods] of Object.entries(doc.paths)) {
    if (!openApiPath.startsWith('/api/') || openApiPath.startsWith('/api/docs')) continue;
    if (SKIP.some((re) => re.test(openApiPath))) continue;
    const path = openApiPath.replace(/\{(\w+)\}/g, () => pick(['x', '1', '..%2f..%2fetc', '%00', '9'.repeat(30)]));
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as FuzzCase['method'];
      if (method !== 'GET' && method !== 'POST') continue;
      // Every candidate of the operation is listed, but only those kept are written out: a candidate's URL and label
      // (the 70,000-character value encoded into each string parameter of each operation) cost most of the case
      // generation and nearly all were dropped by the sampling below. The seeded picks are drawn as before, in the
      // same order, so a seed gives exactly the cases it gave.
      const cases: (() => FuzzCase)[] = [];
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const multipart = !!op.requestBody?.content?.['multipart/form-data'];
      const goodQuery: [string, string][] = params.map((p) => [p.name, String(GOOD[kindOf(p.schema)])]);
      const bodyProps = Object.entries(bodySchema?.properties ?? {});
      const goodBody = Object.fromEntries(bodyProps.map(([k, s]) => [k, GOOD[kindOf(s)]]));
      const send = (label: () => string, query: () => [string, string][], payload?: unknown) =>
        cases.push(() => ({
          method,
          url: withQuery(path, query()),
          payload: method === 'POST' ? (payload ?? {}) : undefined,
          label: label(),
        }));

      // one bad value at a time in each declared query parameter, and in parameters routes commonly read
      const queryNames = [...new Set([...params.map((p) => p.name), ...COMMON_QUERY])];
      for (const name of queryNames) {
        const kind = kindOf(params.find((p) => p.name === name)?.schema);
        for (const v of [...BAD[kind], ...EVERY_KIND]) {
          send(
            () => `query ${name}=${short(v)}`,
            () => [...goodQuery.filter(([k]) => k !== name), ...queryPairs(name, v)],
            goodBody,
          );
        }
      }
      const good = () => goodQuery;
      // one bad value at a time in each body property, the others good
      if (method === 'POST') {
        for (const [name, schema] of bodyProps) {
          for (const v of [...BAD[kindOf(schema)], ...EVERY_KIND]) {
            send(() => `body ${name}=${short(v)}`, good, { ...goodBody, [name]: v });
          }
        }
        // arbitrary JSON in place of the body and beside the declared fields
        for (let i = 0; i < 4; i++) send(() => 'body arbitrary JSON', good, pick(anyJson));
        send(() => 'body with arbitrary keys', good, {
          ...goodBody,
          [pick(anyText) || 'k']: pick(anyJson),
          ids: pick(anyText),
          id: pick(anyText),
        });
        for (const raw of MALFORMED) {
          cases.push(() => ({ method, url: withQuery(path, goodQuery), raw, label: `malformed ${raw.contentType}` }));
        }
        if (multipart) {
          for (const raw of MALFORMED_MULTIPART) {
            cases.push(() => ({ method, url: withQuery(path, goodQuery), raw, label: 'malformed multipart' }));
          }
        }
      }
      // an unknown parameter, with text that cannot be stored
      const unknown: [string, string] = [pick(anyText) || 'x', pick(anyText)];
      send(
        () => 'unknown query parameter',
        () => [...goodQuery, unknown],
        goodBody,
      );

      // keep the first ones (every field covered once in order), then a seeded sample of the rest
      const head = cases.slice(0, Math.floor(opts.perOperation / 2));
      const rest = cases.slice(head.length);
      const sampled: (() => FuzzCase)[] = [];
      while (sampled.length < opts.perOperation - head.length && rest.length) {
        sampled.push(rest.splice(Math.floor(rnd() * rest.length), 1)[0]);
      }
      out.push(...head.map((c) => c()), ...sampled.map((c) => c()));
    }
  }
  return out;
}

const short = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

const MALFORMED: { body: string; contentType: string }[] = [
  { body: '{"a":', contentType: 'application/json' },
  { body: '[1,2,3]', contentType: 'application/json' },
  { body: '"text"', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
  { body: '{"a":"\\u0000"}', contentType: 'application/json' },
  { body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  { body: 'plain', contentType: 'text/plain' },
  { body: '', contentType: 'application/json' },
];

const MALFORMED_MULTIPART: { body: string; contentType: string }[] = [
  {
    body: '--x\r\ncontent-disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    contentType: 'multipart/form-data',
  },
  {
    body: '--x\r\ncontent-disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=x',
  },
  { body: 'garbage', contentType: 'multipart/form-data; boundary=x' },
];

/** The headers and body of a case as a client sends them, signed in with `token`. */
export function requestOf(
  c: FuzzCase,
  token: string,
  basic: string,
): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { 'blade-auth': `bearer ${token}`, authorization: basic };
  if (c.raw) return { headers: { ...headers, 'content-type': c.raw.contentType }, body: c.raw.body };
  if (c.payload === undefined) return { headers };
  return { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(c.payload) };
}
