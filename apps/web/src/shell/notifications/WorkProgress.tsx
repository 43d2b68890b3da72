import { App, Progress } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkProgress, newProgressId, onProgress, percentOf } from './progress';

/** A run shorter than this shows no progress at all (no flash for a quick read). */
const SHOW_AFTER_MS = 400;

/**
 * Long work with its progress in a corner notification: `track(title, prefix, run)` names the run (the id goes in the
 * request's `?progressId=`), shows the server's pushes — its step and a bar — while it runs, and closes when it
 * ends, whatever the outcome; `run`'s answer or error is the caller's.
 */
export function useTrackedWork() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    async <T,>(title: string, prefix: string, run: (progressId: string) => Promise<T>): Promise<T> => {
      const id = newProgressId(prefix);
      let shown = false;
      let last: WorkProgress | undefined;
      const show = () => {
        shown = true;
        notification.open({
          key: id,
          title,
          placement: 'bottomRight',
          duration: 0,
          closable: false,
          description: (
            <div className="work-progress" data-testid="work-progress">
              <div>{last?.step ?? t('common.working')}</div>
              <Progress percent={percentOf(last)} size="small" status="active" />
            </div>
          ),
        });
      };
      const stop = onProgress((p) => {
        if (p.id !== id) return;
        last = p;
        show();
      });
      const timer = setTimeout(show, SHOW_AFTER_MS);
      try {
        return await run(id);
      } finally {
        clearTimeout(timer);
        stop();
        if (shown) notification.destroy(id);
      }
    },
    [notification, t],
  );
}
