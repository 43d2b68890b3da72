// 短信 (spec §7 /api/blade-resource/sms, WAVE3-BRIEF §9.1): a tenant's text-message providers — 阿里云, 腾讯云, 云片,
// 七牛 — one enabled, each called by a real adapter signed as its provider documents (providers/), every send logged
// with its numbers masked (短信日志). Other modules send through the interface below (the reminder rules).
import { l } from '@flp/shared';
import { defineModule } from '../host';
import { SMS_MENUS } from './menus';
import { registerSmsRoutes } from './routes';
import { SMS_TIMEOUT_DEFAULT, SMS_TIMEOUT_PARAM, sendSms, smsConfigured } from './service';

export { maskPhone } from './phones';
export type { SmsOutcome, SmsRequest } from './service';

/** What other modules use: whether the tenant can send, and the send (which logs, and never pretends). */
export interface SmsApi {
  configured: typeof smsConfigured;
  send: typeof sendSms;
}

declare module '../host' {
  interface ModuleApis {
    sms: SmsApi;
  }
}

export const smsModule = defineModule({
  name: 'sms',
  uses: ['system', 'resource'],
  menus: SMS_MENUS,
  params: [
    {
      key: SMS_TIMEOUT_PARAM,
      fallback: SMS_TIMEOUT_DEFAULT,
      name: l('短信服务超时(秒)', 'Text-message provider timeout (seconds)'),
      remark: l('等待短信服务商应答的最长时间, 1-60', 'How long a provider’s answer is waited for, 1-60'),
    },
  ],
  register: (host) => {
    registerSmsRoutes(host.app, host.db);
    return { configured: smsConfigured, send: sendSms };
  },
});
