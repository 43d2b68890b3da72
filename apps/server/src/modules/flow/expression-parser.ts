/**
 * The parser of Flowable's JUEL expressions (`${days > 3}`, `#{starter}`, `审批人: ${a.b}`): a hand-written
 * recursive-descent parser over the EL grammar's operators, literals and property access, and nothing else —
 * method and function calls, `new`, assignment, lambdas, `;` and collection literals are refused with a clear
 * error, so an expression can only read variables, never run code.
 */
import { type Localized, l } from '@flp/shared';

/** Longest expression source accepted, and deepest nesting (a bound, so random input cannot exhaust the stack). */
const MAX_SOURCE = 10_000;
const MAX_DEPTH = 100;

/** A faulty or failing expression: `problem` in both languages, where (`position`, 0-based) and the source text. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
  /** Stable code so callers can recognise the error without instanceof across bundles. */
  readonly code = 'FLOW_EXPRESSION';
  /** The whole message in both languages: problem, position, source. */
  readonly text: Localized;

  constructor(
    readonly problem: Localized,
    readonly source: string,
    readonly position: number | null = null,
    /** The unknown variable, when that is the problem. */
    readonly variable?: string,
  ) {
    const at =
      position === null
        ? { zh: '', en: '' }
        : { zh: `（第 ${position + 1} 个字符）`, en: ` (at character ${position + 1})` };
    const text = l(`${problem['zh-CN']}${at.zh}: ${source}`, `${problem['en-US']}${at.en}: ${source}`);
    super(text['en-US']);
    this.text = text;
  }
}

/** Type guard usable across module copies (checks the code, not the prototype). */
export function isExpressionError(err: unknown): err is ExpressionError {
  return (
    err instanceof ExpressionError ||
    (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FLOW_EXPRESSION')
  );
}

export type BinaryOp = '*' | '/' | '%' | '+' | '-' | '<' | '>' | '<=' | '>=' | '==' | '!=' | '&&' | '||';
export type UnaryOp = '!' | '-' | 'empty';

/** A parsed expression. `pos` is the 0-based offset in the source (for evaluation errors). */
export type Expr =
  | { type: 'template'; source: string; parts: (string | Expr)[] }
  | { type: 'literal'; value: string | number | boolean | null }
  | { type: 'variable'; name: string; pos: number }
  | { type: 'member'; object: Expr; property: Expr; pos: number }
  | { type: 'unary'; op: UnaryOp; operand: Expr; pos: number }
  | { type: 'binary'; op: BinaryOp; left: Expr; right: Expr; pos: number }
  | { type: 'conditional'; test: Expr; then: Expr; otherwise: Expr; pos: number };

type TokenKind = 'number' | 'string' | 'ident' | 'punct' | 'end';
interface Token {
  kind: TokenKind;
  /** Punctuation or identifier text; a string's decoded value; a number's text. */
  text: string;
  start: number;
  end: number;
}

/** Word operators of EL, mapped to the symbol they stand for (a Map: `constructor` must not be found in it). */
const WORD_OPERATORS = new Map(
  Object.entries({
    and: '&&',
    or: '||',
    not: '!',
    eq: '==',
    ne: '!=',
    lt: '<',
    gt: '>',
    le: '<=',
    ge: '>=',
    div: '/',
    mod: '%',
  }),
);
/** Longest first, so `<=` is not read as `<` then `=`. */
const PUNCTUATION = [
  '->',
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '+=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '.',
  '?',
  ':',
  ',',
  ';',
  '!',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '|',
];
const IDENT_START = /[\p{L}_$]/u;
const IDENT_PART = /[\p{L}\p{N}_$]/u;
const DIGIT = /[0-9]/;

const err = (source: string, position: number, zh: string, en: string) =>
  new ExpressionError(l(zh, en), source, position);

class Parser {
  private pos: number;
  private peeked: Token | null = null;
  private depth = 0;

  constructor(
    private readonly source: string,
    start: number,
  ) {
    this.pos = start;
  }

  /** Parses one `${…}` body from the cursor up to and including its `}`; returns the expression and the offset after `}`. */
  block(opening: number): { expr: Expr; end: number } {
    if (this.peek().kind === 'end') {
      throw err(this.source, opening, '表达式缺少结尾的 }', 'the expression is missing its closing }');
    }
    if (this.peek().text === '}' && this.peek().kind === 'punct') {
      throw err(this.source, opening, '表达式为空', 'the expression is empty');
    }
    const expr = this.ternary();
    const close = this.next();
    if (close.kind === 'end')
      throw err(this.source, opening, '表达式缺少结尾的 }', 'the expression is missing its closing }');
    if (close.kind !== 'punct' || close.text !== '}') throw this.unexpected(close, '}');
    return { expr, end: close.end };
  }

  private ternary(): Expr {
    this.enter();
    const test = this.binary(0);
    let result = test;
    if (this.isPunct('?')) {
      const pos = this.next().start;
      const then = this.ternary();
      this.expect(':');
      const otherwise = this.ternary();
      result = { type: 'conditional', test, then, otherwise, pos };
    }
    this.depth--;
    return result;
  }

  /** Binary levels, loosest first: ||, &&, equality, relational, additive, multiplicative. */
  private static readonly LEVELS: BinaryOp[][] = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Expr {
    if (level === Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      const op = this.operatorOf(t);
      if (!op || !Parser.LEVELS[level].includes(op as BinaryOp)) return left;
      this.next();
      const right = this.binary(level + 1);
      left = { type: 'binary', op: op as BinaryOp, left, right, pos: t.start };
    }
  }

  private unary(): Expr {
    const t = this.peek();
    const op = this.operatorOf(t);
    if (op === '!' || op === '-' || (t.kind === 'ident' && t.text === 'empty')) {
      this.next();
      this.enter();
      const operand = this.unary();
      this.depth--;
      return { type: 'unary', op: op === '!' || op === '-' ? op : 'empty', operand, pos: t.start };
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'punct') return expr;
      if (t.text === '.') {
        this.next();
        const name = this.next();
        if (name.kind !== 'ident') {
          throw err(this.source, name.start, '“.” 之后应为属性名', 'a property name must follow “.”');
        }
        this.refuseCall(name.end);
        expr = { type: 'member', object: expr, property: { type: 'literal', value: name.text }, pos: name.start };
      } else if (t.text === '[') {
        this.next();
        this.enter();
        const property = this.ternary();
        this.depth--;
        this.expect(']');
        expr = { type: 'member', object: expr, property, pos: t.start };
      } else if (t.text === '(') {
        throw err(this.source, t.start, '表达式不支持方法调用', 'method calls are not allowed in expressions');
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case 'number':
        return { type: 'literal', value: Number(t.text) };
      case 'string':
        return { type: 'literal', value: t.text };
      case 'ident': {
        if (t.text === 'true' || t.text === 'false') return { type: 'literal', value: t.text === 'true' };
        if (t.text === 'null') return { type: 'literal', value: null };
        if (t.text === 'new' && this.peek().kind === 'ident') {
          throw err(
            this.source,
            t.start,
            '表达式不支持创建对象（new）',
            'creating objects (new) is not allowed in expressions',
          );
        }
        if (t.text === 'instanceof') {
          throw err(this.source, t.start, '表达式不支持 instanceof', 'instanceof is not supported in expressions');
        }
        if (WORD_OPERATORS.has(t.text) || t.text === 'empty') throw this.unexpected(t);
        this.refuseCall(t.end);
        if (this.isPunct('->')) {
          throw err(this.source, this.peek().start, '表达式不支持 lambda', 'lambda expressions are not allowed');
        }
        return { type: 'variable', name: t.text, pos: t.start };
      }
      case 'punct':
        if (t.text === '(') {
          this.enter();
          const inner = this.ternary();
          this.depth--;
          this.expect(')');
          if (this.isPunct('->')) {
            throw err(this.source, this.peek().start, '表达式不支持 lambda', 'lambda expressions are not allowed');
          }
          return inner;
        }
        if (t.text === '[' || t.text === '{') {
          throw err(
            this.source,
            t.start,
            '表达式不支持列表或映射字面量',
            'list, set and map literals are not supported in expressions',
          );
        }
        throw this.unexpected(t);
      default:
        throw err(this.source, t.start, '表达式不完整', 'the expression ends too early');
    }
  }

  /** A name directly followed by `(` is a function or method call: refused. */
  private refuseCall(after: number): void {
    const t = this.peek();
    if (t.kind === 'punct' && t.text === '(') {
      throw err(this.source, after, '表达式不支持方法调用', 'method calls are not allowed in expressions');
    }
    if (t.kind === 'punct' && t.text === ':' && this.source[t.end] !== ' ') {
      // `fn:contains(…)`: an EL function; a ternary's `:` after a name is normally spaced, so look further.
      const save = { pos: this.pos, peeked: this.peeked };
      this.next();
      const name = this.peek();
      if (name.kind === 'ident') {
        this.next();
        if (this.isPunct('('))
          throw err(this.source, after, '表达式不支持函数调用', 'function calls are not allowed in expressions');
      }
      this.pos = save.pos;
      this.peeked = save.peeked;
    }
  }

  /** The binary or unary operator a token stands for (symbols and EL's word operators). */
  private operatorOf(t: Token): string | null {
    if (t.kind === 'ident') return WORD_OPERATORS.get(t.text) ?? null;
    if (t.kind !== 'punct') return null;
    switch (t.text) {
      case '=':
        throw err(
          this.source,
          t.start,
          '表达式不支持赋值（比较请用 ==）',
          'assignment is not allowed in expressions (use == to compare)',
        );
      case '+=':
        throw err(this.source, t.start, '表达式不支持 += 运算', 'the += operator is not supported in expressions');
      case ';':
        throw err(
          this.source,
          t.start,
          '表达式不支持 ; 分隔的多个表达式',
          'several expressions separated by ; are not allowed',
        );
      case '&':
      case '|':
        throw err(
          this.source,
          t.start,
          `不支持运算符 ${t.text}（应为 ${t.text}${t.text}）`,
          `unsupported operator ${t.text} (did you mean ${t.text}${t.text}?)`,
        );
      default:
        return ['*', '/', '%', '+', '-', '<', '>', '<=', '>=', '==', '!=', '&&', '||', '!'].includes(t.text)
          ? t.text
          : null;
    }
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) {
      throw err(this.source, this.peek().start, '表达式嵌套过深', 'the expression is nested too deeply');
    }
  }

  private isPunct(text: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.text === text;
  }

  private expect(text: string): void {
    const t = this.next();
    if (t.kind !== 'punct' || t.text !== text) throw this.unexpected(t, text);
  }

  private unexpected(t: Token, expected?: string): ExpressionError {
    const found = this.source.slice(t.start, t.end);
    if (t.kind === 'end') {
      return expected
        ? err(
            this.source,
            t.start,
            `表达式不完整，缺少 ${expected}`,
            `the expression ends too early, expected ${expected}`,
          )
        : err(this.source, t.start, '表达式不完整', 'the expression ends too early');
    }
    return expected
      ? err(this.source, t.start, `意外的 “${found}”，应为 ${expected}`, `unexpected “${found}”, expected ${expected}`)
      : err(this.source, t.start, `意外的 “${found}”`, `unexpected “${found}”`);
  }

  private peek(): Token {
    this.peeked ??= this.lex();
    return this.peeked;
  }

  private next(): Token {
    const t = this.peek();
    this.peeked = null;
    this.pos = t.end;
    return t;
  }

  /** Reads the token at the cursor (after white space) without moving the cursor. */
  private lex(): Token {
    const s = this.source;
    let i = this.pos;
    while (i < s.length && /\s/.test(s[i])) i++;
    if (i >= s.length) return { kind: 'end', text: '', start: i, end: i };
    const c = s[i];
    if (DIGIT.test(c) || (c === '.' && DIGIT.test(s[i + 1] ?? ''))) return this.lexNumber(i);
    if (c === "'" || c === '"') return this.lexString(i);
    const cp = s.codePointAt(i) as number;
    if (IDENT_START.test(String.fromCodePoint(cp))) {
      let j = i;
      while (j < s.length) {
        const ch = String.fromCodePoint(s.codePointAt(j) as number);
        if (!IDENT_PART.test(ch)) break;
        j += ch.length;
      }
      return { kind: 'ident', text: s.slice(i, j), start: i, end: j };
    }
    for (const p of PUNCTUATION) {
      if (s.startsWith(p, i)) return { kind: 'punct', text: p, start: i, end: i + p.length };
    }
    const ch = String.fromCodePoint(cp);
    throw err(s, i, `表达式中不能出现字符 “${ch}”`, `the character “${ch}” is not allowed in expressions`);
  }

  private lexNumber(i: number): Token {
    const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(this.source.slice(i)) as RegExpExecArray;
    const end = i + m[0].length;
    const after = this.source[end] ?? '';
    if (after && IDENT_PART.test(after)) {
      throw err(
        this.source,
        i,
        `数字格式不正确: ${this.source.slice(i, end + 1)}`,
        `malformed number: ${this.source.slice(i, end + 1)}`,
      );
    }
    return { kind: 'number', text: m[0], start: i, end };
  }

  /** Quoted strings; like JUEL, `\\`, `\'` and `\"` are the escapes, any other backslash stays as it is. */
  private lexString(i: number): Token {
    const s = this.source;
    const quote = s[i];
    let value = '';
    let j = i + 1;
    while (j < s.length) {
      const c = s[j];
      if (c === quote) return { kind: 'string', text: value, start: i, end: j + 1 };
      if (c === '\\' && (s[j + 1] === '\\' || s[j + 1] === "'" || s[j + 1] === '"')) {
        value += s[j + 1];
        j += 2;
      } else {
        value += c;
        j++;
      }
    }
    throw err(s, i, '字符串缺少结尾的引号', 'the string is missing its closing quote');
  }
}

/**
 * Parses a Flowable condition or assignee attribute: text with `${…}`/`#{…}` blocks. One block alone gives the
 * block's value when evaluated; text around or several blocks give the concatenated string (JUEL's composite
 * expressions). `\${` in the text is a literal `${`. Throws ExpressionError for anything outside the supported EL.
 */
export function parseExpression(source: string): Expr {
  if (typeof source !== 'string')
    throw new ExpressionError(l('表达式必须是文本', 'the expression must be text'), String(source));
  if (source.length > MAX_SOURCE) {
    throw new ExpressionError(
      l(`表达式过长（最多 ${MAX_SOURCE} 个字符）`, `the expression is too long (at most ${MAX_SOURCE} characters)`),
      `${source.slice(0, 60)}…`,
    );
  }
  const parts: (string | Expr)[] = [];
  let text = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\' && (source[i + 1] === '$' || source[i + 1] === '#') && source[i + 2] === '{') {
      text += source.slice(i + 1, i + 3);
      i += 3;
    } else if ((c === '$' || c === '#') && source[i + 1] === '{') {
      if (text) parts.push(text);
      text = '';
      const { expr, end } = new Parser(source, i + 2).block(i);
      parts.push(expr);
      i = end;
    } else {
      text += c;
      i++;
    }
  }
  if (text) parts.push(text);
  return { type: 'template', source, parts };
}
