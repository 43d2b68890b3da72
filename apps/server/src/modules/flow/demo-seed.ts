// Demo workflow data for tenant 000000 (SEED_DEMO): approvals at every stage so 待办, 待签, 已发, 办结 and 流程跟踪 show
// something real on a first start (模型管理's default models come with every tenant's set-up: starter.ts). Everything goes through the families'
// own start and the runtime, as a user's clicks would; it runs once (any instance of the tenant means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { approverOf, demoActors } from './demo-actors';
import type { SystemServices } from '../system';
import type { FlowModule } from './index';
import { flowInstanceTable } from './tables';

export async function seedFlowDemo(db: Db, flow: FlowModule, system: SystemServices) {
  const tenantId = PLATFORM_TENANT_ID;
  const [any] = await db
    .select({ id: flowInstanceTable.id })
    .from(flowInstanceTable)
    .where(eq(flowInstanceTable.tenantId, tenantId))
    .limit(1);
  if (any) return;
  const actors = await demoActors(system, tenantId, ['zhangwei', 'liuyang', 'lina', 'zhaolei', 'wangfang']);
  if (!actors) return; // the demo organisation is not there
  const { zhangwei, liuyang, lina, zhaolei, wangfang } = actors;

  const { leave, business } = flow.families;
  const day = (offset: number, time: string) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${d.toISOString().slice(0, 10)} ${time}`;
  };
  const approve = approverOf(db, flow.runtime);

  // 张伟 asks 李娜 for two days off: waiting in 李娜's 待办.
  await leave.start(zhangwei, {
    startTime: day(3, '09:00:00'),
    endTime: day(4, '18:00:00'),
    taskUser: lina.userId,
    reason: '参加设备厂商技术培训',
  });
  // 刘洋 asks for a week: 李娜 has approved it, now offered to 总经理 (陈静) in 待签.
  const week = await leave.start(liuyang, {
    startTime: day(10, '09:00:00'),
    endTime: day(16, '18:00:00'),
    taskUser: lina.userId,
    reason: '年假',
  });
  await approve(lina, week.processInstanceId, '同意，请安排好工作交接');
  // 张伟's 业务审批 of a prepayment, approved by 部门负责人, 风控 and 财务: finished.
  const prepay = await business.start(zhangwei, {
    title: '数控机床售后回租项目设备预付款',
    amount: '800000.00',
    content: '承租人已签署意向书，申请向设备供应商支付预付款 80 万元。',
  });
  await approve(zhaolei, prepay.processInstanceId, '同意');
  await approve(lina, prepay.processInstanceId, '风险可控，同意');
  await approve(wangfang, prepay.processInstanceId, '已核对付款信息');
  // A second one waiting for 部门负责人 (赵磊).
  await business.start(zhangwei, {
    title: '医疗设备直租项目尽调费用报销',
    amount: '12000.00',
    content: '赴承租人现场尽职调查的差旅费用。',
  });
}
