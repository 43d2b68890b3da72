import { http } from './http';

/** 短信配置's own action beside the standard calls: send a message through a setting (发送测试). */
export const smsApi = {
  send: (body: { code: string; phones: string; params?: string }) =>
    http.post<{ sent: number; messageId: string; refused: string[]; message: string }>(
      '/api/blade-resource/sms/send-message',
      body,
    ),
};
