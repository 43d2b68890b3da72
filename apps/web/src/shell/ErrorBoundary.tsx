import { Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useErrorLog } from '../store/errorLog';

/** Keeps one page's failure inside its tab and records it in the error log (spec §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    const chunk = /dynamically imported module|Importing a module script failed/i.test(error.message);
    useErrorLog.getState().add({
      type: chunk ? 'chunk' : 'error',
      message: error.message,
      stack: error.stack,
      info: info.componentStack ?? undefined,
    });
  }

  override render() {
    if (this.state.error)
      return <Result status="error" title="页面出错了 / The page failed" subTitle={this.state.error.message} />;
    return this.props.children;
  }
}
