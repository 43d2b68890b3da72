import { SMS_ALIYUN, SMS_QINIU, SMS_TENCENT, SMS_YUNPIAN } from '@flp/shared';
import { aliyun } from './aliyun';
import { qiniu } from './qiniu';
import { tencent } from './tencent';
import type { SmsProvider } from './types';
import { yunpian } from './yunpian';

export { SmsFailure, type SmsConfig, type SmsProvider, type SmsSent } from './types';

/** The adapters by the `sms` dictionary's category. */
export const SMS_PROVIDERS: Record<number, SmsProvider> = {
  [SMS_YUNPIAN]: yunpian,
  [SMS_QINIU]: qiniu,
  [SMS_ALIYUN]: aliyun,
  [SMS_TENCENT]: tencent,
};
