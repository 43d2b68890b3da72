import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useRef } from 'react';
import { HashRouter } from 'react-router';
import { bindNotification } from '../api/notify';
import { startTokenRefresh } from '../api/session';
import { usePrefersReducedMotion } from '../shell/responsive';
import { antdThemeFor } from '../shell/themes';
import { useSettings } from '../store/settings';
import { AppRoutes } from './routes';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Binds antd's notification instance (theme-aware toasts) for the HTTP client. */
function NotificationBinder() {
  const { notification } = AntApp.useApp();
  useEffect(() => bindNotification(notification), [notification]);
  return null;
}

export function App() {
  const { lang, theme, color } = useSettings();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  }, [lang]);
  // What the server wrote in the other language (messages, task lists, labels it sends) is read again on a switch.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries();
  }, [lang]);
  useEffect(() => startTokenRefresh(), []);
  return (
    <ConfigProvider locale={lang === 'zh-CN' ? zhCN : enUS} theme={antdThemeFor(theme, color, reducedMotion)}>
      <AntApp>
        <NotificationBinder />
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
