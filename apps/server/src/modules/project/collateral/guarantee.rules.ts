// 保证担保: a guarantor who is not the lessee, a number from the project, and the ceiling of a 最高额保证.
import { guarantee, l, fieldLabel } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { invalidField, labelled } from '../../../platform/http/errors';
import { collateralRepos } from '../repos';
import { ceilingOf, detailsOf, isMaximum, usedOf } from './cover';
import { editableProject, lockProject, nextNumber, projectBound, underPath } from './rules';

const label = (name: string) => fieldLabel(guarantee, name);

/** The guarantee as it will be stored (`merged`) checked against its project; `values` gets the cleared ceiling. */
export async function checkGuarantee(h: HookContext, values: Row, merged: Row, project: Row) {
  if (String(merged.guarantorId) === String(project.customerId))
    throw invalidField(
      'guarantorId',
      labelled(label('guarantorId'), l('不能是本项目的承租人', "cannot be the project's lessee")),
    );
  if (!isMaximum(merged)) {
    // Only a 最高额保证 has a ceiling; a form switched to another type leaves none behind.
    if (merged.maxAmount !== null && merged.maxAmount !== undefined) values.maxAmount = null;
    return;
  }
  if (merged.maxAmount === null || merged.maxAmount === undefined || merged.maxAmount === '')
    throw invalidField(
      'maxAmount',
      labelled(label('maxAmount'), l('最高额保证必须填写', 'is required for a maximum guarantee')),
    );
  if (new D(String(merged.maxAmount)).lt(new D(String(merged.amount))))
    throw invalidField('maxAmount', labelled(label('maxAmount'), l('不能小于担保金额', 'cannot be below the amount')));
  if (merged.id) {
    const used = (await usedOf(h.tx, h.ctx, [String(merged.id)])).get(String(merged.id));
    if (used && ceilingOf(merged).lt(used))
      throw invalidField(
        'maxAmount',
        labelled(
          label('maxAmount'),
          l(`不能小于已占用额度 ${used.toFixed(2)}`, `cannot be below the ${used.toFixed(2)} taken`),
        ),
      );
  }
}

/**
 * The guarantee contract is signed after the project's approval (before the disbursement, whose condition 担保合同已签署
 * reads its number): its number and period change in any project state; who guarantees what does not.
 */
const SIGNING = ['guarContractNo', 'startDate', 'endDate'];

const bound = projectBound(guarantee, 'mainId', SIGNING);

export const guaranteeHooks: ResourceHooks<typeof guarantee> = {
  serverFields: ['guaranteeNo'],
  async beforeCreate(h, values) {
    const project = await editableProject(h, values.mainId);
    await checkGuarantee(h, values, values, project);
    values.guaranteeNo = await nextNumber(h, collateralRepos.guarantee, 'guaranteeNo', project, '-BZ');
  },
  async beforeUpdate(h, values, current, body) {
    await bound.beforeUpdate(h, values, current, body);
    const project = await lockProject(h.tx, h.ctx, String(current.mainId));
    await checkGuarantee(h, values, { ...current, ...values }, project);
  },
  async beforeRemove(h, rows) {
    await bound.beforeRemove(h, rows);
    // The contracts a removed 最高额保证 covered are no longer covered by it.
    const repo = collateralRepos.guaranteeDetail;
    const gone = await detailsOf(
      h.tx,
      h.ctx,
      rows.map((r) => r.id),
    );
    if (gone.length)
      await repo.remove(
        h.tx,
        h.ctx,
        gone.map((d) => String(d.id)),
      );
  },
};

/**
 * For the project's own save, which writes its `guarantees` list as children without these hooks: every guarantee of
 * the project is checked as above (errors named `guarantees[i].field`, in their order) and those without a number get
 * the next ones. The project module calls it in its save's transaction, after the children are written.
 */
export async function settleProjectGuarantees(h: HookContext, projectId: string) {
  const project = await lockProject(h.tx, h.ctx, projectId);
  const repo = collateralRepos.guarantee;
  const rows = await repo.list(h.tx, h.ctx, { where: [eq(repo.col('mainId'), projectId)] });
  rows.sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)) || a.id.localeCompare(b.id));
  for (const [i, row] of rows.entries()) {
    const values: Row = {};
    await underPath(`guarantees[${i}].`, () => checkGuarantee(h, values, row, project));
    if (!row.guaranteeNo) values.guaranteeNo = await nextNumber(h, repo, 'guaranteeNo', project, '-BZ');
    if (Object.keys(values).length) await repo.update(h.tx, h.ctx, row.id, values);
  }
}
