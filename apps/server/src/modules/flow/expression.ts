/**
 * The safe evaluator of Flowable's JUEL expressions: sequence-flow conditions (`${days > 3}`) and assignee
 * attributes (`${starter}`, `${candidates}`). It reads variables and the own properties of plain objects and arrays
 * only, with JUEL's coercions where conditions depend on them; it never touches a prototype and cannot call anything.
 */
import { l } from '@flp/shared';
import { type Expr, ExpressionError, isExpressionError, parseExpression } from './expression-parser';

export {
  type BinaryOp,
  type Expr,
  ExpressionError,
  isExpressionError,
  parseExpression,
  type UnaryOp,
} from './expression-parser';

type Variables = Record<string, unknown>;

/** Names never read, even as own properties: nothing reachable through them belongs to the data. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Evaluation context: the variables and the source text errors quote. */
interface Context {
  variables: Variables;
  source: string;
}

const fail = (ctx: Context, pos: number | null, zh: string, en: string) =>
  new ExpressionError(l(zh, en), ctx.source, pos);

/** What a value reads as in a message: `'abc'`, `12`, `null`, `an object`. */
function describe(v: unknown): { zh: string; en: string } {
  if (typeof v === 'string') return { zh: `'${v}'`, en: `'${v}'` };
  if (v === null || v === undefined) return { zh: 'null', en: 'null' };
  if (typeof v === 'number' || typeof v === 'boolean') return { zh: String(v), en: String(v) };
  if (Array.isArray(v)) return { zh: '列表', en: 'a list' };
  return { zh: '对象', en: 'an object' };
}

/** Data a variable or property may give: functions, symbols and bigints read as null (nothing callable escapes). */
function asData(v: unknown): unknown {
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return null;
  if (typeof v === 'bigint') return Number(v);
  return v;
}

/** A number a string spells (JUEL coerces strings to numbers this way); null if it spells none. */
function numberOf(s: string): number | null {
  const t = s.trim();
  return /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(t) ? Number(t) : null;
}

/** JUEL's coercion to a number: null and '' are 0, numeric strings their number; anything else is an error. */
function toNumber(ctx: Context, pos: number, v: unknown): number {
  if (v === null || v === undefined || v === '') return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const n = numberOf(v);
    if (n !== null) return n;
  }
  const d = describe(v);
  throw fail(ctx, pos, `无法把 ${d.zh} 当作数字`, `cannot use ${d.en} as a number`);
}

/** JUEL's coercion to a boolean: null is false, strings are true only when they say 'true'; others are an error. */
function toBoolean(ctx: Context, pos: number, v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.toLowerCase() === 'true';
  const d = describe(v);
  throw fail(ctx, pos, `无法把 ${d.zh} 当作布尔值（true/false）`, `cannot use ${d.en} as a boolean (true/false)`);
}

/** JUEL's coercion to text, for composite expressions and string equality. */
function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** Structural equality of data (JUEL compares collections with equals). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]));
  }
  return false;
}

/** `==` after JUEL's rules: numbers when either side is one, booleans when either is one, then strings. */
function equal(ctx: Context, pos: number, a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (typeof a === 'number' || typeof b === 'number') return toNumber(ctx, pos, a) === toNumber(ctx, pos, b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return toBoolean(ctx, pos, a) === toBoolean(ctx, pos, b);
  if (typeof a === 'string' || typeof b === 'string') {
    if (typeof a === 'string' && typeof b === 'string') return false;
    return toText(a) === toText(b);
  }
  return sameData(a, b);
}

/** `<`, `>`, `<=`, `>=`: null is never ordered; numbers if either side is one; strings lexicographically. */
function compare(ctx: Context, pos: number, op: '<' | '>' | '<=' | '>=', a: unknown, b: unknown): boolean {
  if (a === null || b === null) return false;
  let order: number;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = toNumber(ctx, pos, a);
    const y = toNumber(ctx, pos, b);
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
    order = x < y ? -1 : x > y ? 1 : 0;
  } else if (typeof a === 'string' && typeof b === 'string') {
    order = a < b ? -1 : a > b ? 1 : 0;
  } else if (typeof a === 'boolean' && typeof b === 'boolean') {
    order = Number(a) - Number(b);
  } else {
    const da = describe(a);
    const db = describe(b);
    throw fail(ctx, pos, `无法比较 ${da.zh} 和 ${db.zh} 的大小`, `cannot order ${da.en} and ${db.en}`);
  }
  return op === '<' ? order < 0 : op === '>' ? order > 0 : op === '<=' ? order <= 0 : order >= 0;
}

/** Integer values (numbers and strings without a point or exponent) take JUEL's integer remainder. */
const isIntegral = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'number' ? Number.isInteger(v) : typeof v === 'string' && !/[.eE]/.test(v));

function arithmetic(ctx: Context, pos: number, op: '*' | '/' | '%' | '+' | '-', a: unknown, b: unknown): number {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return 0;
  const x = toNumber(ctx, pos, a);
  const y = toNumber(ctx, pos, b);
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      // JUEL divides as decimals: 1/0 is Infinity, as in Java's double division.
      return x / y;
    case '%':
      if (y === 0 && isIntegral(a) && isIntegral(b)) throw fail(ctx, pos, '除数为零', 'division by zero');
      return x % y;
  }
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlainObject(v)) return Object.keys(v).length === 0;
  return false;
}

/**
 * `a.b` and `a['b']`: own properties of plain objects, array elements by integer index and an array's `length`.
 * Anything else — null, strings, dates, class instances, prototype names — reads as null, as JUEL answers null
 * for a property of null.
 */
function property(object: unknown, key: unknown): unknown {
  if (Array.isArray(object)) {
    if (key === 'length') return object.length;
    const index = typeof key === 'number' ? key : typeof key === 'string' ? numberOf(key) : null;
    if (index === null || !Number.isInteger(index) || index < 0 || index >= object.length) return null;
    return asData(object[index]);
  }
  if (!isPlainObject(object)) return null;
  const name = typeof key === 'string' ? key : typeof key === 'number' || typeof key === 'boolean' ? String(key) : null;
  if (name === null || FORBIDDEN_KEYS.has(name) || !Object.hasOwn(object, name)) return null;
  return asData(object[name]);
}

function evaluateIn(ctx: Context, e: Expr): unknown {
  switch (e.type) {
    case 'template': {
      const inner = { variables: ctx.variables, source: e.source };
      if (e.parts.length === 1 && typeof e.parts[0] !== 'string') return evaluateIn(inner, e.parts[0]);
      return e.parts.map((p) => (typeof p === 'string' ? p : toText(evaluateIn(inner, p)))).join('');
    }
    case 'literal':
      return e.value;
    case 'variable':
      if (!Object.hasOwn(ctx.variables, e.name)) {
        throw new ExpressionError(
          l(`表达式中使用了未知的变量 ${e.name}`, `unknown variable ${e.name} used in expression`),
          ctx.source,
          e.pos,
          e.name,
        );
      }
      return asData(ctx.variables[e.name]);
    case 'member':
      return property(evaluateIn(ctx, e.object), evaluateIn(ctx, e.property));
    case 'unary': {
      const v = evaluateIn(ctx, e.operand);
      if (e.op === 'empty') return isEmpty(v);
      if (e.op === '!') return !toBoolean(ctx, e.pos, v);
      return -toNumber(ctx, e.pos, v);
    }
    case 'conditional':
      return toBoolean(ctx, e.pos, evaluateIn(ctx, e.test)) ? evaluateIn(ctx, e.then) : evaluateIn(ctx, e.otherwise);
    case 'binary': {
      if (e.op === '&&')
        return toBoolean(ctx, e.pos, evaluateIn(ctx, e.left)) && toBoolean(ctx, e.pos, evaluateIn(ctx, e.right));
      if (e.op === '||')
        return toBoolean(ctx, e.pos, evaluateIn(ctx, e.left)) || toBoolean(ctx, e.pos, evaluateIn(ctx, e.right));
      const a = evaluateIn(ctx, e.left);
      const b = evaluateIn(ctx, e.right);
      switch (e.op) {
        case '==':
          return equal(ctx, e.pos, a, b);
        case '!=':
          return !equal(ctx, e.pos, a, b);
        case '<':
        case '>':
        case '<=':
        case '>=':
          return compare(ctx, e.pos, e.op, a, b);
        default:
          return arithmetic(ctx, e.pos, e.op, a, b);
      }
    }
  }
}

/**
 * The value of a parsed expression for these variables. A variable missing from `variables` is an ExpressionError
 * naming it (Flowable's "Unknown property used in expression"); a property of null is null.
 */
export function evaluate(expr: Expr, variables: Record<string, unknown>): unknown {
  const source = expr.type === 'template' ? expr.source : '';
  try {
    return evaluateIn({ variables: variables ?? {}, source }, expr);
  } catch (e) {
    if (isExpressionError(e)) throw e;
    // A stack overflow on pathological data (a cyclic object compared structurally) still reads as an expression error.
    throw new ExpressionError(l('表达式无法求值', 'the expression could not be evaluated'), source);
  }
}

/** Parsed expressions by source; models repeat the same few conditions, so a small map bounded by insertion order. */
const CACHE_SIZE = 500;
const cache = new Map<string, Expr>();

function parsed(source: string): Expr {
  const hit = cache.get(source);
  if (hit) return hit;
  const expr = parseExpression(source);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(source, expr);
  return expr;
}

/** A sequence-flow condition: it must give a boolean, or the text 'true' / 'false'. */
export function evaluateCondition(source: string, variables: Record<string, unknown>): boolean {
  const v = evaluate(parsed(source), variables);
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  const d = describe(v);
  throw new ExpressionError(
    l(
      `条件表达式的结果不是 true 或 false（而是 ${d.zh}）`,
      `the condition did not give true or false (it gave ${d.en})`,
    ),
    source,
  );
}

/**
 * An assignee or candidate attribute: one user id (`${starter}` → 'u1'), or several — a comma-separated text
 * (`'u1, u2'` → ['u1', 'u2']) or an array of ids. Numbers count as ids; nothing (null, '', []) gives [].
 */
export function evaluateAssignee(source: string, variables: Record<string, unknown>): string | string[] {
  const v = evaluate(parsed(source), variables);
  const bad = () => {
    const d = describe(v);
    return new ExpressionError(
      l(
        `办理人表达式的结果不是用户标识或标识列表（而是 ${d.zh}）`,
        `the assignee expression did not give a user id or a list of ids (it gave ${d.en})`,
      ),
      source,
    );
  };
  const id = (x: unknown): string => {
    if (typeof x === 'string') return x.trim();
    if (typeof x === 'number' && Number.isFinite(x)) return String(x);
    throw bad();
  };
  if (v === null) return [];
  if (Array.isArray(v)) return v.map(id).filter(Boolean);
  const text = id(v);
  if (!text.includes(',')) return text === '' ? [] : text;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Deploy-time check: the parse error of `source`, or null when it is a supported expression. */
export function checkExpression(source: string): ExpressionError | null {
  try {
    parsed(source);
    return null;
  } catch (e) {
    if (isExpressionError(e)) return e;
    throw e;
  }
}

/** The sub-expressions and text parts of a node. */
function childrenOf(e: Expr): (Expr | string)[] {
  switch (e.type) {
    case 'template':
      return e.parts;
    case 'member':
      return [e.object, e.property];
    case 'unary':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'conditional':
      return [e.test, e.then, e.otherwise];
    default:
      return [];
  }
}

/** The variables an expression names (the first name of each `a.b.c`), each once, in order of appearance. */
export function variablesOf(expr: Expr): string[] {
  const names: string[] = [];
  const walk = (e: Expr | string): void => {
    if (typeof e === 'string') return;
    if (e.type === 'variable' && !names.includes(e.name)) names.push(e.name);
    for (const child of childrenOf(e)) walk(child);
  };
  walk(expr);
  return names;
}

/** The variables an expression's source names (a plain name such as a collection's counts too); [] when unparsable. */
export function variablesIn(source: string): string[] {
  try {
    return variablesOf(parsed(source));
  } catch (e) {
    if (isExpressionError(e)) return [];
    throw e;
  }
}
