// 征信 (credit/credit): the requests made from another process (getCreditByPreInstanceId), and the removal of one
// kind of attachment from a request still being edited by its starter (removeByMap).
import { creditReport, id, l, text } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachments, kindOf } from '../../platform/attachments';
import type { ResourceService } from '../../platform/crud/service';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, forbidden, invalidField, labelled, notFound } from '../../platform/http/errors';
import { beyondDataScope, isAdministrator } from '../../platform/tenancy/context';

const ATTACHMENT_KINDS = creditReport.fields.filter((f) => f.kind === 'attachments').map((f) => kindOf(f));

export function registerCreditRoutes(app: FastifyInstance, { credits }: { credits: ResourceService }) {
  const repo = credits.repo;
  defineRoute(app, {
    method: 'GET',
    url: `/api${creditReport.api}/getCreditByPreInstanceId`,
    permission: 'project_credit_view',
    tags: [creditReport.label['en-US']],
    summary: '征信 — the credit requests made from a process instance (a 立项 under way)',
    params: [
      text('preInstanceId', l('关联流程', 'From process'), {
        required: l('请选择关联流程', 'please select the process'),
        max: 32,
      }),
    ],
    handler: ({ ctx, params, req }) =>
      credits.list(ctx, {}, { req, where: [eq(repo.col('preInstanceId'), params.preInstanceId)] }),
  });

  const contractType = text('contractType', l('附件类型', 'Attachment type'), {
    required: l('请选择附件类型', 'please select the attachment type'),
    max: 40,
  });
  defineRoute(app, {
    method: 'GET',
    // common/file/removeByMap is the file module's (any record, button file_delete); this one is the credit rule's.
    url: `/api${creditReport.api}/removeByMap`,
    permission: null,
    tags: [creditReport.label['en-US']],
    summary:
      "征信 — remove the attachments of one kind (contractType) from the caller's credit request pid while editable",
    params: [
      id('pid', l('征信申请', 'Credit request'), { required: l('请选择一条数据', 'Please select a record') }),
      contractType,
    ],
    handler: ({ ctx, params, req }) =>
      credits.write(ctx, { req }, async (h) => {
        if (!ATTACHMENT_KINDS.includes(params.contractType))
          throw invalidField(
            'contractType',
            labelled(
              contractType.label,
              l(`只能是 ${ATTACHMENT_KINDS.join(', ')}`, `must be one of ${ATTACHMENT_KINDS.join(', ')}`),
            ),
          );
        const row = await repo.findById(h.tx, beyondDataScope(ctx), params.pid);
        if (!row) throw notFound(l('征信申请不存在', 'No such credit request'));
        if (String(row.createUser) !== ctx.userId && !isAdministrator(ctx)) throw forbidden();
        if (!(creditReport.status?.editableIn ?? []).includes(String(row.flowState)))
          throw badRequest(
            l('征信申请审批中或已通过, 不能删除附件', 'The request is in approval or approved; its files stay'),
          );
        return attachments.removeOfRecords(h.tx, ctx, {
          businessType: creditReport.name,
          businessIds: [row.id],
          kind: params.contractType,
        });
      }),
  });
}
