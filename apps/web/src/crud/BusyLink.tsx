import { Button } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A row's link-style action whose work is a call (立即比对, 导出报告): spinning while it runs, clickable again once it
 * ends, whether it succeeded or not (the HTTP client has shown any failure).
 */
export function BusyLink({ run, children }: { run: () => Promise<unknown>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await run();
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
