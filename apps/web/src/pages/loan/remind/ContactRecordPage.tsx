import { contactRecord } from '@flp/shared/resources';
import { ResourcePage } from '../../../crud';

/** 联系记录: every call, visit and promise about a period, before it falls due and after (most are made from 提醒). */
export default function ContactRecordPage() {
  return <ResourcePage def={contactRecord} />;
}
