// Whom the tasks an operation made are offered to, settled against the staff directory before they are written:
// `alias@dept` groups become the holders of the role nearest the starter's department, and an approval step is never
// offered to its starter (four eyes). When leaving the starter out leaves nobody, the step goes to the tenant's
// administrators rather than back to the starter (docs/decisions.md, "Four eyes").
import { ADMIN_ROLE_ALIAS, DEPT_ROLE_SUFFIX } from '@flp/shared';
import type { ProcessGraph } from '../bpmn/graph';
import { badRequest } from '../../../platform/http/errors';
import { Staff } from '../../system';
import type { TaskRecord } from './executor';
import { isStarterStep, nobodyButStarter } from './four-eyes';
import type { InstanceRow } from './store';
import type { Tx } from './types';

export async function settleOffers(tx: Tx, instance: InstanceRow, graph: ProcessGraph, tasks: TaskRecord[]) {
  for (const task of tasks) {
    if (task.state !== 'active') continue;
    const approval = !isStarterStep(graph, graph.nodes[task.taskDefKey]);
    const starter = approval ? instance.startUser : null;
    let starterLeftOut = false;
    const others = (users: string[]) => {
      if (!starter || !users.includes(starter)) return users;
      starterLeftOut = true;
      return users.filter((u) => u !== starter);
    };
    task.candidateUsers = others(task.candidateUsers);
    await resolveDeptGroups(tx, instance, task, others);
    if (!starter || task.assignee || task.candidateUsers.length) continue;
    const plain = task.candidateGroups.filter((g) => !g.endsWith(DEPT_ROLE_SUFFIX));
    const holders = others(await Staff.withRoles(tx, instance.tenantId, plain));
    if (holders.length || !starterLeftOut) continue;
    const admins = others(await Staff.withRoles(tx, instance.tenantId, [ADMIN_ROLE_ALIAS]));
    if (!admins.length) throw badRequest(nobodyButStarter(task.name));
    task.candidateGroups = [...task.candidateGroups, ADMIN_ROLE_ALIAS];
  }
}

/** `alias@dept` groups: the holders of the role in the starter's department, else the nearest department above. */
async function resolveDeptGroups(
  tx: Tx,
  instance: InstanceRow,
  task: TaskRecord,
  others: (users: string[]) => string[],
) {
  const scoped = task.candidateGroups.filter((g) => g.endsWith(DEPT_ROLE_SUFFIX));
  if (!scoped.length) return;
  const chain = instance.startDept ? await Staff.deptChain(tx, instance.tenantId, instance.startDept) : [];
  for (const group of scoped) {
    const alias = group.slice(0, -DEPT_ROLE_SUFFIX.length);
    for (const dept of chain) {
      // A starter who holds the role there is passed over: the step goes to the next holder up.
      const users = others(await Staff.withRoles(tx, instance.tenantId, [alias], [dept]));
      if (users.length) {
        task.candidateUsers = [...new Set([...task.candidateUsers, ...users])];
        break;
      }
    }
  }
}
