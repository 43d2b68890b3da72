import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's browser (no browser download): the one the runner chose (scripts/test.mjs passes CHROMIUM_PATH — the
 * headless shell when installed), else Chromium. Started as the environment requires: headless, no sandbox as root.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The whole browser, for what the headless shell lacks (its PDF viewer). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function launch(executablePath = CHROMIUM): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
