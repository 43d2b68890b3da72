import { CheckOutlined, CloseOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import type { WorkflowFamily } from '@flp/shared/resources';
import { App, Alert, Button, Card, Form, type FormInstance, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type Row, useLang, useLoc } from '../../../crud';
import { useSubmit } from '../../../crud/hooks/useSubmit';
import { useAuth } from '../../../store/auth';
import { type ActInfo, familyApi, workApi } from '../api';
import { stepName } from '../stepNames';
import { UserSelect } from '../UserSelect';
import './process.css';

type Decision = 'approve' | 'reject';

/**
 * The business values a task sends: every form field ('*'), the listed ones, or none; a child list named whole or by
 * some of its rows' fields (`newGuarantees.guarContractNo`) goes with its rows' ids (kept in the form, never inputs).
 */
function editedValues(editable: ActInfo['editableFields'], values: Row, form: FormInstance): Row {
  if (editable === '*') return values;
  const lists = new Set(editable.filter((n) => n.includes('.')).map((n) => n.slice(0, n.indexOf('.'))));
  const out: Row = Object.fromEntries(editable.filter((n) => n in values).map((n) => [n, values[n]]));
  for (const name of lists) out[name] = form.getFieldValue(name);
  return out;
}

/**
 * The approval of a task: 签收 while it is only offered, then a comment with 同意 (flag ok) or 驳回 (the comment
 * alone), 退回 to a step the instance passed, 转办 to another user. 同意 and 驳回 go through the family's own submit
 * call with the edited business fields when it has one, else work/complete-task with the fields as variables — which
 * the server hands to the family: the fields the task may edit are saved on the record (docs/architecture.md, "One
 * step pipeline").
 */
export function ApprovalPanel({
  family,
  info,
  processInstanceId,
  businessForm,
  editable,
  onClaimed,
  onDone,
}: {
  family: WorkflowFamily;
  info: ActInfo;
  processInstanceId: string;
  /** The business form when the task edits fields. */
  businessForm?: FormInstance;
  editable: ActInfo['editableFields'];
  onClaimed(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useAuth((s) => s.userInfo?.user_id ?? '');
  const lang = useLang();
  const [form] = Form.useForm<{ comment?: string }>();
  const [claiming, setClaiming] = useState(false);
  const [dialog, setDialog] = useState<'back' | 'transfer'>();
  const taskId = info.task.taskId;
  // The family's own words for the decision at this task (a vote is 赞成 / 反对), else 同意 / 驳回.
  const labels = family.decisionLabels?.[info.task.taskDefinitionKey];
  const loc = useLoc();

  const act = async (decision: Decision) => {
    const comment = (form.getFieldValue('comment') as string | undefined)?.trim() ?? '';
    if (decision === 'reject' && !comment) {
      form.setFields([{ name: 'comment', errors: [t('work.commentRequired')] }]);
      throw new Error('comment required');
    }
    const values = businessForm ? editedValues(editable, await businessForm.validateFields(), businessForm) : {};
    const flag = decision === 'approve' ? { flag: 'ok' } : {};
    const submit = familyApi(family).submit;
    if (submit) await submit({ taskId, processInstanceId, comment, ...flag, ...values });
    else await workApi.complete({ taskId, processInstanceId, comment, ...flag, variables: values });
    message.success(t(decision === 'approve' ? 'work.approved' : 'work.rejected'));
    onDone();
  };
  // A failing call marks the business fields the server names (the HTTP client has shown its message).
  const { saving, submit } = useSubmit<Decision>(businessForm ?? form, act);
  const [acting, setActing] = useState<Decision>();
  const run = async (d: Decision) => {
    setActing(d);
    await submit(d).catch(() => false);
    setActing(undefined);
  };

  const claim = async () => {
    setClaiming(true);
    try {
      await workApi.claim(taskId);
      message.success(t('work.claimed'));
      onClaimed();
    } finally {
      setClaiming(false);
    }
  };

  const may = info.mayComplete;
  const title = stepName(info.task.taskName, lang) || t('work.approval');
  return (
    <Card
      size="small"
      title={`${t('work.approval')} · ${title}`}
      className={may ? 'flow-approval flow-approval-sticky' : 'flow-approval'}
    >
      {info.mayClaim && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('work.claimFirst')}
          action={
            <Button type="primary" size="small" loading={claiming} onClick={() => void claim()}>
              {t('work.claim')}
            </Button>
          }
        />
      )}
      {!info.mayClaim && !may && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('work.notYours')} />
      )}
      <Form form={form} layout="vertical" disabled={!may}>
        <Form.Item name="comment" label={t('work.comment')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
            showCount
            placeholder={t('work.commentPh')}
          />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={!may || saving}
          loading={acting === 'approve'}
          onClick={() => void run('approve')}
        >
          {labels?.approve ? loc(labels.approve) : t('work.approve')}
        </Button>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={!may || saving}
          loading={acting === 'reject'}
          onClick={() => void run('reject')}
        >
          {labels?.reject ? loc(labels.reject) : t('work.reject')}
        </Button>
        {info.backTargets.length > 0 && (
          <Button icon={<RollbackOutlined />} disabled={!may || saving} onClick={() => setDialog('back')}>
            {t('work.back')}
          </Button>
        )}
        <Button icon={<SwapOutlined />} disabled={!may || saving} onClick={() => setDialog('transfer')}>
          {t('work.transfer')}
        </Button>
      </Space>

      <ActionDialog<{ targetActId: string; comment?: string }>
        open={dialog === 'back'}
        title={t('work.backTitle', { name: title })}
        success={t('work.backDone')}
        formProps={{ layout: 'vertical' }}
        initialValues={{ targetActId: info.backTargets.at(-1)?.activityId, comment: form.getFieldValue('comment') }}
        onSubmit={(v) => workApi.backToStep({ taskId, targetActId: v.targetActId, comment: v.comment?.trim() ?? '' })}
        onClose={(done) => {
          setDialog(undefined);
          if (done) onDone();
        }}
      >
        <Form.Item
          name="targetActId"
          label={t('work.backTarget')}
          rules={[{ required: true, message: t('work.backTargetRequired') }]}
        >
          <Select options={info.backTargets.map((b) => ({ value: b.activityId, label: b.name || b.activityId }))} />
        </Form.Item>
        <Form.Item name="comment" label={t('work.comment')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </ActionDialog>

      <ActionDialog<{ turnUserId: string; comment?: string }>
        open={dialog === 'transfer'}
        title={t('work.transferTitle', { name: title })}
        success={t('work.transferDone')}
        formProps={{ layout: 'vertical' }}
        initialValues={{ comment: form.getFieldValue('comment') }}
        onSubmit={(v) => workApi.turnTask({ taskId, turnUserId: v.turnUserId, comment: v.comment?.trim() ?? '' })}
        onClose={(done) => {
          setDialog(undefined);
          if (done) onDone();
        }}
      >
        <Form.Item
          name="turnUserId"
          label={t('work.transferTo')}
          rules={[{ required: true, message: t('work.transferToRequired') }]}
        >
          <UserSelect exclude={[me]} />
        </Form.Item>
        <Form.Item name="comment" label={t('work.comment')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </ActionDialog>
    </Card>
  );
}
