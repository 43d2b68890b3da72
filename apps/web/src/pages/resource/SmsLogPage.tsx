import { smsLog } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 资源管理 > 短信日志: every send, made or refused, numbers masked (read only: sms_log_view). */
export default function SmsLogPage() {
  return <ResourcePage def={smsLog} hide={{ add: true, edit: true, delete: true, selection: true }} />;
}
