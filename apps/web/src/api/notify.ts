import { TOAST_DURATION_MS } from '@flp/shared/constants';
import { notification } from 'antd';

/**
 * Error toasts: bottom-right, five seconds (spec §8). The antd app instance is bound at start so toasts follow the
 * theme; before that the static API is used.
 */
type Api = Pick<typeof notification, 'error' | 'success' | 'warning' | 'info'>;
let api: Api = notification;

export function bindNotification(instance: Api) {
  api = instance;
}

export const notify = {
  error(message: string) {
    api.error({ message, placement: 'bottomRight', duration: TOAST_DURATION_MS / 1000 });
  },
};
