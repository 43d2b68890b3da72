import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FULL_CHROMIUM, launch } from './browser';

/** The e2e server's address (scripts/test.mjs starts it and passes E2E_BASE). */
export const BASE = process.env.E2E_BASE ?? 'http://127.0.0.1:8097';

/**
 * One browser per test file; `fresh()` opens a new context (empty storage and cookies, as a new visitor) at the
 * given viewport, recording page errors so a test can assert there were none. `pdfViewer` opens it in the whole
 * Chromium (started when first asked), whose viewer shows a PDF the headless shell would download.
 */
export function useBrowser() {
  let browser: Browser;
  let full: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await (await full)?.close();
  });
  return {
    async fresh(
      opts: {
        width?: number;
        height?: number;
        lang?: 'zh-CN' | 'en-US';
        timezoneId?: string;
        pdfViewer?: boolean;
      } = {},
    ): Promise<Page & { errors: string[] }> {
      if (opts.pdfViewer) full ??= launch(FULL_CHROMIUM);
      const from = opts.pdfViewer && full ? await full : browser;
      const ctx = await from.newContext({
        viewport: { width: opts.width ?? 1366, height: opts.height ?? 800 },
        timezoneId: opts.timezoneId,
        // The app then opens dialogs and drawers without animation: no click lands on a box still zooming in.
        reducedMotion: 'reduce',
      });
      contexts.push(ctx);
      // Every toast the page shows, kept after it fades (locators.ts toast()).
      await ctx.addInitScript(() => {
        const w = window as unknown as { __toasts: Element[] };
        w.__toasts = [];
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes)
              if (n instanceof Element)
                for (const el of n.matches('.ant-message-notice') ? [n] : n.querySelectorAll('.ant-message-notice'))
                  w.__toasts.push(el);
        }).observe(document, { childList: true, subtree: true });
      });
      if (opts.lang) {
        await ctx.addInitScript((l) => {
          if (!localStorage.getItem('flp-language'))
            localStorage.setItem(
              'flp-language',
              JSON.stringify({ dataType: 'string', content: l, datetime: Date.now() }),
            );
        }, opts.lang);
      }
      const page = (await ctx.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      return page;
    },
  };
}

/** Navigates inside the single-page app (hash route) as a link would. */
export async function go(page: Page, path: string) {
  await page.evaluate((h) => {
    location.hash = h;
  }, `#${path}`);
}

/** The content of an open tab (hidden tabs stay in the page, so locators must be scoped to the visible one). */
export function tab(page: Page, value: string) {
  return page.locator(`.shell-page[data-tab="${value}"]`);
}

/** Waits until the app shows the given route (hash changes fire no load event, so waitForURL does not fit). */
export async function waitRoute(page: Page, path: string) {
  await page.waitForFunction((h) => location.hash === h, `#${path}`);
}

/** Goes to a resource screen and waits until its table has loaded; answers the screen's tab content. */
export async function openScreen(page: Page, path: string) {
  await go(page, path);
  await waitRoute(page, path);
  const screen = tab(page, path);
  // A screen of several tables (融资台账) is open when its first is; each settles on its own.
  await screen.locator('.ant-table').first().waitFor();
  await screen.locator('.ant-table .ant-spin-spinning').first().waitFor({ state: 'detached' });
  return screen;
}
