// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the vectors are JUEL sources, `${…}` is their syntax
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  ExpressionError,
  checkExpression,
  evaluate,
  evaluateAssignee,
  evaluateCondition,
  isExpressionError,
  parseExpression,
  variablesOf,
} from './expression';

const run = (source: string, variables: Record<string, unknown> = {}) => evaluate(parseExpression(source), variables);

/** The ExpressionError `fn` throws (fails the test if it throws nothing or something else). */
function errorOf(fn: () => unknown): ExpressionError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ExpressionError, `expected an ExpressionError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected an ExpressionError');
}

test('conditions as Flowable models write them', () => {
  assert.equal(evaluateCondition('${days > 3}', { days: 5 }), true);
  assert.equal(evaluateCondition('${days > 3}', { days: 3 }), false);
  assert.equal(evaluateCondition('${pass}', { pass: true }), true);
  assert.equal(evaluateCondition('${pass}', { pass: 'false' }), false);
  assert.equal(evaluateCondition('${!pass}', { pass: false }), true);
  assert.equal(evaluateCondition("${input == '通过'}", { input: '通过' }), true);
  assert.equal(evaluateCondition("${input == '通过'}", { input: '驳回' }), false);
  assert.equal(evaluateCondition("${amount >= 1000000 && type eq 'A'}", { amount: 1_000_000, type: 'A' }), true);
  assert.equal(evaluateCondition("${amount >= 1000000 && type eq 'A'}", { amount: 999_999, type: 'A' }), false);
  assert.equal(evaluateCondition("${amount >= 1000000 and type eq 'A'}", { amount: 2e6, type: 'B' }), false);
  assert.equal(
    evaluateCondition('${nrOfCompletedInstances/nrOfInstances >= 0.5}', {
      nrOfCompletedInstances: 1,
      nrOfInstances: 2,
    }),
    true,
  );
  assert.equal(
    evaluateCondition('${nrOfCompletedInstances/nrOfInstances >= 0.5}', {
      nrOfCompletedInstances: 1,
      nrOfInstances: 3,
    }),
    false,
  );
  assert.equal(
    evaluateCondition('${nrOfCompletedInstances == nrOfInstances}', { nrOfCompletedInstances: 3, nrOfInstances: 3 }),
    true,
  );
  assert.equal(
    evaluateCondition('${nrOfCompletedInstances == nrOfInstances}', { nrOfCompletedInstances: 2, nrOfInstances: 3 }),
    false,
  );
  assert.equal(evaluateCondition('#{days gt 3 || urgent}', { days: 1, urgent: true }), true);
  assert.equal(evaluateCondition('${金额 > 100}', { 金额: 150 }), true);
});

test('empty and not empty', () => {
  for (const v of [null, undefined, '', [], {}]) assert.equal(run('${empty remark}', { remark: v }), true, String(v));
  for (const v of ['x', [1], { a: 1 }, 0, false]) assert.equal(run('${empty remark}', { remark: v }), false, String(v));
  assert.equal(run('${not empty list}', { list: [1, 2] }), true);
  assert.equal(run('${not empty list}', { list: [] }), false);
  assert.equal(run('${!empty a.b}', { a: {} }), false);
});

test('property access, brackets, arrays and null', () => {
  assert.equal(run('${a.b.c}', { a: { b: { c: 42 } } }), 42);
  assert.equal(run("${m['k']}", { m: { k: 'v' } }), 'v');
  assert.equal(run('${m["k y"]}', { m: { 'k y': 'v' } }), 'v');
  assert.equal(run('${m[key]}', { m: { k: 'v' }, key: 'k' }), 'v');
  assert.equal(run('${a.b.c}', { a: null }), null);
  assert.equal(run('${a.missing.c}', { a: {} }), null);
  assert.equal(run('${list[1]}', { list: ['x', 'y'] }), 'y');
  assert.equal(run("${list['0']}", { list: ['x', 'y'] }), 'x');
  assert.equal(run('${list[5]}', { list: ['x'] }), null);
  assert.equal(run('${list[-1]}', { list: ['x'] }), null);
  assert.equal(run('${list.length}', { list: [1, 2, 3] }), 3);
  assert.equal(run('${s.length}', { s: 'abc' }), null);
  assert.equal(run('${d.time}', { d: new Date() }), null);
  assert.equal(run('${u.审批人}', { u: { 审批人: 'u1' } }), 'u1');
});

test('prototype reads give nothing and nothing callable comes out', () => {
  const vars = { a: { x: 1 }, s: 'text', list: [1], f: () => 'ran', o: { fn: () => 'ran' } };
  for (const source of [
    '${a.constructor}',
    '${a.__proto__}',
    "${a['prototype']}",
    "${a['constructor']}",
    '${a.constructor.constructor}',
    '${a.toString}',
    '${a.hasOwnProperty}',
    '${s.constructor}',
    '${list.constructor}',
    '${list.push}',
    "${list['__proto__']}",
    '${f}',
    '${o.fn}',
    '${a.valueOf}',
  ]) {
    assert.equal(run(source, vars), null, source);
  }
  // Own data properties with those names are refused too.
  assert.equal(run('${j.constructor}', { j: JSON.parse('{"constructor":1,"__proto__":2}') }), null);
  assert.equal(run('${j.__proto__}', { j: JSON.parse('{"__proto__":2}') }), null);
  // Object.prototype's names are no variables.
  assert.equal(errorOf(() => run('${toString}', {})).variable, 'toString');
  assert.equal(errorOf(() => run('${constructor}', {})).variable, 'constructor');
});

test('method and function calls, new, assignment, lambdas and literals are refused at parse time', () => {
  const cases: [string, RegExp][] = [
    ['${a.toString()}', /method calls are not allowed/],
    ["${Runtime.exec('x')}", /method calls are not allowed/],
    ["${''.getClass()}", /method calls are not allowed/],
    ['${f()}', /method calls are not allowed/],
    ['${(a)(b)}', /method calls are not allowed/],
    ['${a[0]()}', /method calls are not allowed/],
    ['${fn:length(x)}', /function calls are not allowed/],
    ['${new java.io.File}', /new/],
    ['${a = 1}', /assignment/],
    ['${a += 1}', /\+=/],
    ['${a; b}', /;/],
    ['${x -> x}', /lambda/],
    ['${(x) -> x}', /lambda/],
    ['${[1, 2]}', /list, set and map literals/],
    ['${{1, 2}}', /list, set and map literals/],
    ['${a instanceof b}', /instanceof/],
    ['${a & b}', /did you mean &&/],
  ];
  for (const [source, message] of cases) {
    const e = errorOf(() => parseExpression(source));
    assert.match(e.message, message, source);
    assert.ok(e.message.endsWith(`: ${source}`), e.message);
    assert.equal(e.source, source);
    assert.equal(typeof e.position, 'number');
    assert.ok(checkExpression(source) instanceof ExpressionError);
  }
  const e = errorOf(() => parseExpression('${user.getName()}'));
  assert.equal(e.text['zh-CN'], '表达式不支持方法调用（第 15 个字符）: ${user.getName()}');
  assert.equal(e.text['en-US'], 'method calls are not allowed in expressions (at character 15): ${user.getName()}');
});

test('malformed syntax: errors with positions', () => {
  const cases: [string, number, RegExp][] = [
    ['${}', 0, /empty/],
    ['${a', 0, /missing its closing \}/],
    ['${a > }', 6, /unexpected “\}”/],
    ['${a b}', 4, /unexpected “b”, expected \}/],
    ["${'abc}", 2, /closing quote/],
    ['${(a > 1}', 8, /expected \)/],
    ['${a ? b}', 7, /expected :/],
    ['${a.}', 4, /property name must follow/],
    ['${a.1}', 3, /unexpected “.1”/],
    ['${a @ b}', 4, /character “@”/],
    ['${12abc}', 2, /malformed number/],
    ['${m[1}', 5, /expected \]/],
    ['${and}', 2, /unexpected “and”/],
    ['x ${a} ${', 7, /missing its closing \}/],
    ['${a +', 5, /ends too early/],
  ];
  for (const [source, position, message] of cases) {
    const e = errorOf(() => parseExpression(source));
    assert.match(e.message, message, source);
    assert.equal(e.position, position, `${source}: ${e.message}`);
  }
  assert.equal(checkExpression('${days > 3}'), null);
  assert.match(
    errorOf(() => parseExpression(`\${${'('.repeat(500)}a${')'.repeat(500)}}`)).message,
    /nested too deeply/,
  );
});

test('literals: numbers, strings with escapes, booleans and null', () => {
  assert.equal(run('${1.5e2}'), 150);
  assert.equal(run('${.5}'), 0.5);
  assert.equal(run("${'it\\'s'}"), "it's");
  assert.equal(run('${"say \\"hi\\""}'), 'say "hi"');
  assert.equal(run("${'a\\\\b'}"), 'a\\b');
  assert.equal(run("${'C:\\temp'}"), 'C:\\temp');
  assert.equal(run('${true}'), true);
  assert.equal(run('${null}'), null);
  assert.equal(run('${"}"}'), '}');
});

test('arithmetic: numeric +, decimal division, div, mod, unary minus, precedence', () => {
  assert.equal(run('${x div 2}', { x: 7 }), 3.5);
  assert.equal(run('${7 / 2}'), 3.5);
  assert.equal(run('${7 % 3}'), 1);
  assert.equal(run('${7 mod 3}'), 1);
  assert.equal(run("${'1' + 2}"), 3);
  assert.equal(run("${'1' + '2'}"), 3);
  assert.equal(run('${1 + 2 * 3}'), 7);
  assert.equal(run('${(1 + 2) * 3}'), 9);
  assert.equal(run('${-x + 1}', { x: 4 }), -3);
  assert.equal(run('${10 - 2 - 3}'), 5);
  assert.equal(run('${null + null}'), 0);
  assert.equal(run('${a + 1}', { a: null }), 1);
  assert.equal(run('${1 / 0}'), Number.POSITIVE_INFINITY);
  assert.match(errorOf(() => run('${1 % 0}')).message, /division by zero/);
  assert.match(errorOf(() => run("${'abc' + 1}")).message, /cannot use 'abc' as a number/);
  assert.match(errorOf(() => run('${true + 1}')).message, /cannot use true as a number/);
});

test('equality and ordering follow JUEL coercions', () => {
  assert.equal(run("${n == '5'}", { n: 5 }), true);
  assert.equal(run("${n == '5.0'}", { n: 5 }), true);
  assert.equal(run("${'5' == n}", { n: 6 }), false);
  assert.equal(run("${b == 'true'}", { b: true }), true);
  assert.equal(run('${a == null}', { a: null }), true);
  assert.equal(run('${a != null}', { a: 'x' }), true);
  assert.equal(run("${a ne 'x'}", { a: 'x' }), false);
  assert.equal(run("${'abc' < 'abd'}"), true);
  assert.equal(run("${'b' > 'abc'}"), true);
  assert.equal(run("${'10' < '9'}"), true);
  assert.equal(run("${10 < '9'}"), false);
  assert.equal(run('${a < 1}', { a: null }), false);
  assert.equal(run('${2 le 2 && 3 ge 2 && 1 lt 2 && 2 gt 1}'), true);
  assert.equal(run('${a == b}', { a: [1, { x: 2 }], b: [1, { x: 2 }] }), true);
  assert.match(errorOf(() => run("${n == 'abc'}", { n: 5 })).message, /cannot use 'abc' as a number/);
  assert.match(errorOf(() => run('${a < b}', { a: {}, b: {} })).message, /cannot order/);
});

test('logic short-circuits; ternary', () => {
  assert.equal(run('${false && missing}'), false);
  assert.equal(run('${true || missing}'), true);
  assert.equal(run("${days > 3 ? 'manager' : 'lead'}", { days: 5 }), 'manager');
  assert.equal(run("${days > 3 ? 'manager' : 'lead'}", { days: 1 }), 'lead');
  assert.equal(run('${a ? b ? 1 : 2 : 3}', { a: true, b: false }), 2);
  assert.equal(run('${a?b:c}', { a: false, b: 1, c: 9 }), 9);
  assert.match(errorOf(() => run('${n && true}', { n: 1 })).message, /cannot use 1 as a boolean/);
  assert.equal(errorOf(() => run('${a ? b : c}', { a: 1 })).position, 4);
});

test('long chains evaluate; cyclic data is an ExpressionError, not a crash', () => {
  const long = parseExpression(`\${${'a+'.repeat(4990)}1}`);
  assert.equal(evaluate(long, { a: 1 }), 4991);
  assert.deepEqual(variablesOf(long), ['a']);
  const cyclic = (): Record<string, unknown> => {
    const o: Record<string, unknown> = { x: 1 };
    o.self = o;
    return o;
  };
  assert.match(errorOf(() => run('${c == d}', { c: cyclic(), d: cyclic() })).message, /could not be evaluated/);
  assert.match(errorOf(() => run('x${c}', { c: cyclic() })).message, /could not be evaluated/);
  assert.match(errorOf(() => parseExpression(`\${${'a'.repeat(10_001)}}`)).message, /too long/);
});

test('composite expressions give the concatenated text', () => {
  assert.equal(run('审批人: ${name}（${days} 天）', { name: '张三', days: 3 }), '审批人: 张三（3 天）');
  assert.equal(run('${a}${b}', { a: 1, b: null }), '1');
  assert.equal(run('plain text'), 'plain text');
  assert.equal(run('cost \\${x}'), 'cost ${x}');
  assert.equal(run('${n}', { n: 3 }), 3);
});

test('a missing variable is an error naming it', () => {
  const e = errorOf(() => evaluateCondition('${days > 3}', {}));
  assert.equal(e.variable, 'days');
  assert.equal(e.position, 2);
  assert.equal(e.text['en-US'], 'unknown variable days used in expression (at character 3): ${days > 3}');
  assert.equal(e.text['zh-CN'], '表达式中使用了未知的变量 days（第 3 个字符）: ${days > 3}');
  assert.equal(run('${a}', { a: undefined }), null);
});

test('conditions must give true or false', () => {
  assert.match(errorOf(() => evaluateCondition('${n}', { n: 1 })).message, /did not give true or false \(it gave 1\)/);
  assert.match(errorOf(() => evaluateCondition("${'yes'}", {})).message, /did not give true or false/);
  assert.match(errorOf(() => evaluateCondition('${a}', { a: null })).message, /did not give true or false/);
  assert.equal(evaluateCondition("${'true'}", {}), true);
  assert.equal(evaluateCondition('${x}', { x: 'false' }), false);
});

test('assignees: one id, comma-separated candidates, arrays', () => {
  assert.equal(evaluateAssignee('${taskUser}', { taskUser: 'u1' }), 'u1');
  assert.equal(evaluateAssignee('${starter}', { starter: ' u9 ' }), 'u9');
  assert.equal(evaluateAssignee('${starter}', { starter: 7 }), '7');
  assert.deepEqual(evaluateAssignee('${users}', { users: 'u1, u2,,u3' }), ['u1', 'u2', 'u3']);
  assert.deepEqual(evaluateAssignee('${users}', { users: ['u1', 2] }), ['u1', '2']);
  assert.deepEqual(evaluateAssignee('${a},${b}', { a: 'u1', b: 'u2' }), ['u1', 'u2']);
  assert.equal(evaluateAssignee('admin', {}), 'admin');
  assert.deepEqual(evaluateAssignee('${x}', { x: null }), []);
  assert.match(errorOf(() => evaluateAssignee('${x}', { x: { id: 1 } })).message, /did not give a user id/);
  assert.match(errorOf(() => evaluateAssignee('${x}', { x: [{}] })).message, /did not give a user id/);
  assert.match(errorOf(() => evaluateAssignee('${x}', { x: true })).message, /did not give a user id/);
});

test('variablesOf lists the variables named, once each', () => {
  assert.deepEqual(variablesOf(parseExpression("${amount >= 1000000 && type eq 'A' && amount < max}")), [
    'amount',
    'type',
    'max',
  ]);
  assert.deepEqual(variablesOf(parseExpression('${a.b.c} ${m[k]} ${x ? y : z} ${!p} ${empty 列表}')), [
    'a',
    'm',
    'k',
    'x',
    'y',
    'z',
    'p',
    '列表',
  ]);
  assert.deepEqual(variablesOf(parseExpression("${m['k']} 1 ${true}")), ['m']);
});

test('parsing is cached by source and checkExpression reports without throwing', () => {
  assert.equal(evaluateCondition('${v}', { v: true }), true);
  assert.equal(evaluateCondition('${v}', { v: false }), false);
  const e = checkExpression('${a.b()}');
  assert.ok(e && isExpressionError(e));
  assert.equal(checkExpression('${a.b()}')?.message, e.message);
});

const fuzzVars = { a: 1, b: 'x', c: { d: [1, 2] }, e: null, f: true, 审批: '通过' };
const isOnlyExpressionError = (fn: () => unknown) => {
  try {
    fn();
    return true;
  } catch (e) {
    return e instanceof ExpressionError;
  }
};

test('random text never throws anything but an ExpressionError', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 60 }), (s) => {
      return (
        isOnlyExpressionError(() => evaluate(parseExpression(s), fuzzVars)) &&
        isOnlyExpressionError(() => evaluateCondition(`\${${s}}`, fuzzVars)) &&
        isOnlyExpressionError(() => evaluateAssignee(`\${${s}}`, fuzzVars))
      );
    }),
    { numRuns: 2000 },
  );
});

test('random expressions from the grammar’s pieces never throw anything but an ExpressionError', () => {
  const piece = fc.constantFrom(
    ...[
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'x',
      '审批',
      '1',
      '0',
      '2.5',
      "'s'",
      '"t"',
      'true',
      'null',
      '.',
      '[',
      ']',
      '(',
      ')',
      '?',
      ':',
    ],
    ...[
      '!',
      '-',
      '+',
      '*',
      '/',
      '%',
      '==',
      '!=',
      '<',
      '>=',
      '&&',
      '||',
      'and',
      'or',
      'not',
      'empty',
      'div',
      'mod',
      'eq',
      ' ',
    ],
    ...['constructor', '__proto__', 'length', "'prototype'", '()', ',', '${', '}', '#{', '\\'],
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
      const s = `\${${pieces.join(' ')}}`;
      return isOnlyExpressionError(() => evaluate(parseExpression(s), fuzzVars));
    }),
    { numRuns: 3000 },
  );
});
