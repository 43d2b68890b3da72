import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type CategoryRule, DEFAULT_CATEGORY_RULES, categorise, categoriseAll } from './categories';
import { exampleTxns, txn } from './worked-example';
import { isPersonName, partyContext } from './parties';
import { l } from '../resources/localized';

describe('categories (§5.4)', () => {
  test('the worked example: customers, suppliers, wages, an individual, interest', () => {
    assert.deepEqual(categoriseAll(exampleTxns()), [
      'OPERATING_INCOME',
      'SUPPLIER_PAYMENT',
      'OPERATING_INCOME',
      'SALARY',
      'OPERATING_INCOME',
      'PERSON',
      'SALARY',
      'OPERATING_INCOME',
      'SUPPLIER_PAYMENT',
      'OPERATING_INCOME',
      'INTEREST',
      'SALARY',
    ]);
  });

  test('taxes, utilities, fees, loans, repayments, internal and related flows', () => {
    const rows = [
      txn({
        txnDate: '2025-01-06',
        direction: 'OUT',
        amount: '1.00',
        counterpartyName: '国家金库上海分库',
        summary: '实时缴税',
      }),
      txn({
        txnDate: '2025-01-06',
        direction: 'OUT',
        amount: '1.00',
        counterpartyName: '国网上海市电力公司',
        summary: '电费',
      }),
      txn({ txnDate: '2025-01-06', direction: 'OUT', amount: '1.00', summary: '跨行汇划手续费' }),
      txn({ txnDate: '2025-01-06', direction: 'IN', amount: '1.00', summary: '流动资金贷款放款' }),
      txn({
        txnDate: '2025-01-06',
        direction: 'IN',
        amount: '1.00',
        counterpartyName: '远东融资租赁有限公司',
        summary: '回租款',
      }),
      txn({
        txnDate: '2025-01-06',
        direction: 'OUT',
        amount: '1.00',
        counterpartyName: '某某银行股份有限公司',
        summary: '归还贷款本息',
      }),
      txn({
        txnDate: '2025-01-06',
        direction: 'OUT',
        amount: '1.00',
        counterpartyName: '远东融资租赁有限公司',
        summary: '第3期',
      }),
      txn({
        txnDate: '2025-01-06',
        direction: 'OUT',
        amount: '1.00',
        counterpartyName: '示例制造有限公司',
        summary: '调拨',
      }),
      txn({
        txnDate: '2025-01-06',
        direction: 'IN',
        amount: '1.00',
        counterpartyName: '示例控股有限公司',
        summary: '往来款',
      }),
      txn({ txnDate: '2025-01-06', direction: 'IN', amount: '1.00', counterpartyName: '欧阳娜娜', summary: '借款' }),
      txn({ txnDate: '2025-01-06', direction: 'IN', amount: '1.00', summary: '冲正' }),
    ];
    assert.deepEqual(categoriseAll(rows, DEFAULT_CATEGORY_RULES, { relatedParties: ['示例控股有限公司'] }), [
      'TAX',
      'UTILITY',
      'FEE',
      'LOAN_IN',
      'LOAN_IN',
      'LOAN_REPAY',
      'LOAN_REPAY',
      'INTERNAL',
      'RELATED',
      'PERSON',
      'OTHER',
    ]);
  });

  test("a tenant's edited rules work the same, in their order", () => {
    const rules: CategoryRule[] = [
      { code: 'RENT', label: l('房租', 'Rent'), direction: 'OUT', keywords: ['房租'], counterpartyKinds: [] },
      ...DEFAULT_CATEGORY_RULES.filter((r) => r.code !== 'SALARY'),
    ];
    const ctx = partyContext({});
    assert.equal(
      categorise(txn({ txnDate: '2025-01-06', direction: 'OUT', amount: '1.00', summary: '3月房租' }), rules, ctx),
      'RENT',
    );
    // Without the salary rule, the payroll batch's name reads as a company.
    assert.equal(
      categorise(
        txn({ txnDate: '2025-01-06', direction: 'OUT', amount: '1.00', counterpartyName: '代发工资' }),
        rules,
        ctx,
      ),
      'SUPPLIER_PAYMENT',
    );
    // Rules from JSON without the optional lists still work.
    const loose = JSON.parse('[{"code":"ANY_IN","label":{"zh-CN":"流入","en-US":"In"},"direction":"IN"}]');
    assert.equal(categorise(txn({ txnDate: '2025-01-06', direction: 'IN', amount: '1.00' }), loose, ctx), 'ANY_IN');
  });

  test('a rule looks for its keywords only in the fields it names', () => {
    // The tenant's rule: 报销 in the purpose → wages; the same word in the counterparty's name does not count.
    const rules: CategoryRule[] = [
      {
        code: 'SALARY',
        label: l('工资', 'Wages'),
        direction: 'OUT',
        keywords: ['报销'],
        fields: ['purpose'],
        counterpartyKinds: [],
      },
      ...DEFAULT_CATEGORY_RULES,
    ];
    const ctx = partyContext({});
    const refund = txn({
      txnDate: '2025-01-06',
      direction: 'OUT',
      amount: '1.00',
      counterpartyName: '陈建国',
      purpose: '费用报销',
    });
    assert.equal(categorise(refund, DEFAULT_CATEGORY_RULES, ctx), 'PERSON', 'by default: money to an individual');
    assert.equal(categorise(refund, rules, ctx), 'SALARY', 'the tenant’s rule first');
    const named = txn({
      txnDate: '2025-01-06',
      direction: 'OUT',
      amount: '1.00',
      counterpartyName: '报销服务有限公司',
    });
    assert.equal(categorise(named, rules, ctx), 'SUPPLIER_PAYMENT', 'the name is not a field the rule reads');
    // Related parties given: the related rule holds before the kinds of the rest.
    const related = partyContext({ relatedParties: ['华东重工集团有限公司'] });
    const fromParent = txn({
      txnDate: '2025-03-14',
      direction: 'IN',
      amount: '500000.00',
      counterpartyName: '华东重工集团有限公司',
    });
    assert.equal(categorise(fromParent, DEFAULT_CATEGORY_RULES, related), 'RELATED');
  });

  test('individuals: 2–4 characters with a surname, no organisation or batch words', () => {
    for (const name of ['张三', '李四', '王小明', '欧阳娜娜', '费玉清', ' 陈 晨 '])
      assert.equal(isPersonName(name), true, name);
    for (const name of [
      '代发工资',
      '银行结息',
      '财政国库',
      '张三五金店',
      '甲机械公司',
      '李记饭店',
      'John',
      '王',
      '电费',
      '个人所得税',
    ])
      assert.equal(isPersonName(name), false, name);
  });
});
