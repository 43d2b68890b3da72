import type { WorkflowFamily } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageContext, Row } from '../../crud';
import { useAuth } from '../../store/auth';
import { useStartFamily } from '../project/useStartFamily';
import { familyApi } from './api';
import { detailPath, withName } from './families';
import { actorOf, familyActionsOf } from './familyActions';

export interface FamilyActionOptions {
  /** The record as a tab and a question name it (default: its definition's title field). */
  name?(row: Row): string;
  /** A condition of the screen's own on 提交审批, beyond the family's (a permission, what the record proposes). */
  startIf?(row: Row, ctx: PageContext): boolean;
  /** The start's words where the screen has its own (回款确认's 提交确认): the button and, started in place, the toast. */
  startLabel?: string;
  startedMessage?: string;
}

/**
 * A list screen's actions on a family's records, derived from the family (familyActions.ts): 提交审批 opens the
 * family's start form on the record (a family without a form page — `handleOnly` — starts it in place with its start
 * call), 撤回 asks and then calls the family's delete call, 查看流程 opens the family's detail page. The answer is a
 * `rowActions` part: `rowActions={(row, ctx) => <>{familyActions(row, ctx)}…</>}`.
 */
export function useFamilyActions(
  family: WorkflowFamily,
  opts: FamilyActionOptions = {},
): (row: Row, ctx: PageContext) => ReactNode {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const start = useStartFamily();
  const user = useAuth((s) => s.userInfo);
  const actor = useMemo(() => actorOf(user), [user]);
  const api = useMemo(() => familyApi(family), [family]);
  const { name: nameOpt, startIf, startLabel, startedMessage } = opts;

  return useCallback(
    (row: Row, ctx: PageContext) => {
      const id = String(row.id);
      const titleField = family.resource().titleField;
      const name = nameOpt?.(row) ?? String((titleField && row[titleField]) || '');
      const startRecord = async () => {
        if (!family.handleOnly) return start(family.code, { id, name });
        await api.start({ id });
        message.success(startedMessage ?? t('work.started'));
        await ctx.reload();
      };
      const withdraw = () =>
        modal.confirm({
          title: t('crud.tip'),
          content: t('work.withdrawConfirm', { name }),
          okText: t('crud.confirm'),
          cancelText: t('crud.cancel'),
          onOk: async () => {
            await api.remove?.({ businessId: id });
            message.success(t('work.withdrawn'));
            await ctx.reload();
          },
        });
      const process = () =>
        navigate(
          withName(detailPath(family.code, { processInstanceId: String(row.processInstanceId), businessId: id }), name),
        );
      const buttons: Record<string, { label: string; danger?: boolean; run: () => unknown }> = {
        start: { label: startLabel ?? t('work.submitApproval'), run: startRecord },
        withdraw: { label: t('work.withdraw'), danger: true, run: withdraw },
        process: { label: t('work.viewProcess'), run: process },
      };
      return familyActionsOf(family, row, actor)
        .filter((a) => a !== 'start' || (startIf?.(row, ctx) ?? true))
        .map((a) => (
          <Button key={a} type="link" size="small" danger={buttons[a].danger} onClick={() => void buttons[a].run()}>
            {buttons[a].label}
          </Button>
        ));
    },
    [family, api, actor, start, navigate, message, modal, t, nameOpt, startIf, startLabel, startedMessage],
  );
}
