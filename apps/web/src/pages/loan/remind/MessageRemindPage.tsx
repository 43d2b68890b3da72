import { messageRemind } from '@flp/shared/resources';
import { ResourcePage } from '../../../crud';

/**
 * 消息提醒: the reminder rules the daily job follows — what to watch, how many days before (after, when overdue), whom
 * to tell and how, in what words.
 */
export default function MessageRemindPage() {
  return <ResourcePage def={messageRemind} />;
}
