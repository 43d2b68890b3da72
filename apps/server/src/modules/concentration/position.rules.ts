// The company's position must add up before any indicator is computed from it: no part above the total assets.
import { concentration, l, fieldLabel } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import type { ResourceHooks } from '../../platform/crud/service';
import { invalid, labelled } from '../../platform/http/errors';

const label = (name: string) => fieldLabel(concentration, name);
const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

function check(r: Row) {
  const total = dec(r.totalAssets);
  const errors = ['netAssets', 'leasedAssets', 'fixedIncome']
    .filter((k) => dec(r[k]).gt(total))
    .map((k) => ({ field: k, message: labelled(label(k), l('不能大于总资产', 'cannot exceed total assets')) }));
  const liquid = dec(r.cash).plus(dec(r.bankDeposits)).plus(dec(r.treasuryBonds));
  if (liquid.gt(total))
    errors.push({
      field: 'cash',
      message: labelled(
        label('cash'),
        l('现金、银行存款与国债之和不能大于总资产', 'with bank deposits and treasury bonds cannot exceed total assets'),
      ),
    });
  if (errors.length) throw invalid(errors);
}

export const positionHooks: ResourceHooks<typeof concentration> = {
  beforeCreate(_h, values) {
    check(values);
  },
  beforeUpdate(_h, values, current) {
    check({ ...current, ...values });
  },
};
