import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import i18n from '../locales/i18n';
import { isChunkFailure, useErrorLog } from '../store/errorLog';

/** Keeps one page's failure inside its tab and records it in the error log (spec §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    useErrorLog.getState().add({
      type: isChunkFailure(error.message) ? 'chunk' : 'error',
      message: error.message,
      stack: error.stack,
      info: info.componentStack ?? undefined,
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkFailure(error.message);
    return (
      <Result
        status="error"
        title={i18n.t(chunk ? 'errorPage.chunkFailed' : 'errorPage.pageFailed')}
        // In the user's language: the raw message (often English, from the browser) is in the error log
        subTitle={i18n.t(chunk ? 'errorPage.chunkHint' : 'errorPage.pageHint')}
        extra={
          <Button type="primary" onClick={() => (chunk ? location.reload() : this.setState({ error: undefined }))}>
            {i18n.t(chunk ? 'errorPage.reload' : 'errorPage.retry')}
          </Button>
        }
      />
    );
  }
}
