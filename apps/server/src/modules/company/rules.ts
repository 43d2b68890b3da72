// The legal profile's rules: one per tenant; the credit code's check character (GB 32100-2015); account numbers
// typed in groups stored as digits; at least one account that collects rent — each problem named by its label.
import { companyAccount, companyProfile, l, fieldLabel } from '@flp/shared';
import { checkUscc, normaliseBankAccount } from '@flp/shared/validate';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { type FieldError, badRequest, invalid, labelled } from '../../platform/http/errors';
import { profileRows } from './profile';

const label = (name: string) => fieldLabel(companyProfile, name);
const accountsLabel = companyProfile.children![0].label;
const accountLabel = (name: string) => fieldLabel(companyAccount, name);

/** Capitals for the code, digits only for account numbers (people type 6222 0212-3456…). */
function normalise(body: Row) {
  if (typeof body.creditCode === 'string') body.creditCode = body.creditCode.trim().toUpperCase();
  if (Array.isArray(body.accounts))
    for (const a of body.accounts)
      if (a && typeof a === 'object' && typeof (a as Row).accountNo === 'string')
        (a as Row).accountNo = normaliseBankAccount((a as Row).accountNo as string);
}

const collectsRent = (a: unknown) =>
  !!a && typeof a === 'object' && ((a as Row).forRent === undefined || Number((a as Row).forRent) === 1);

/** The checks past each field's own rule, every problem at once. */
async function check(h: HookContext, values: Row, body: Row, current?: Row) {
  const errors: FieldError[] = [];
  const code = (values.creditCode ?? current?.creditCode) as string | undefined;
  if (code) {
    const problem = checkUscc(code);
    if (problem) errors.push({ field: 'creditCode', message: labelled(label('creditCode'), problem) });
  }
  // The list as it will stand: the body's when it sends one, else the stored one.
  const accounts = Array.isArray(body.accounts)
    ? (body.accounts as unknown[])
    : ((await profileRows(h.tx, h.ctx))?.accounts ?? []);
  if (!accounts.some(collectsRent))
    errors.push({
      field: 'accounts',
      message: labelled(
        accountsLabel,
        l(
          `至少需要一个勾选“${accountLabel('forRent')['zh-CN']}”的账户 (租金支付通知书和合同据此写明收款账户)`,
          `needs at least one account marked "${accountLabel('forRent')['en-US']}" (notices and contracts name it)`,
        ),
      ),
    });
  if (errors.length) throw invalid(errors);
}

export const companyProfileHooks: ResourceHooks<typeof companyProfile> = {
  prepare(_h, body) {
    normalise(body);
  },
  async beforeCreate(h, values, body) {
    if (await profileRows(h.tx, h.ctx))
      throw badRequest(
        l('本公司的公司信息已存在, 请刷新页面后修改', 'The company information exists already; reload and edit it'),
      );
    await check(h, values, body);
  },
  async beforeUpdate(h, values, current, body) {
    await check(h, values, body, current);
  },
};
