import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** One character as a regular expression matches it (`(` of 接口(通用) too). */
const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An antd button by its text (antd puts a space between two Chinese characters: 确 定). */
export const button = (scope: Page | Locator, text: string) =>
  scope.locator('button.ant-btn').filter({ hasText: new RegExp(`^\\s*${[...text].map(literal).join('\\s*')}\\s*$`) });

/** The generic page's add / edit / view dialog (not a confirm). */
export const formDialog = (page: Page) => page.locator('.ant-modal.crud-dialog');

/**
 * Clicks `target` until `done` reaches `state`: a click that lands while a drop-down, a dialog or a tab bar is still
 * animating or measuring itself is lost, and a person would simply click again. A click that did take but whose work
 * is still under way — the button loading while its request runs, or gone with the box it closed — is not repeated:
 * then only the outcome is awaited, however slow the machine.
 */
export async function clickUntil(
  target: Locator,
  done: Locator,
  what: string,
  state: 'visible' | 'hidden' = 'visible',
) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      // The click before may have taken after all, slowly (a box closing on a loaded machine): no second click then.
      if ((await done.isVisible()) === (state === 'visible')) return;
      // A target gone meanwhile (the box closed between the look and the click) was clicked: await the outcome.
      const clicked = await target.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) {
        await done.waitFor({ state });
        return;
      }
    } else await target.click();
    const took = await done
      .waitFor({ state, timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (took) return;
    const working =
      (await target.count()) === 0 ||
      (await target
        .first()
        .evaluate((el) => el.classList.contains('ant-btn-loading'), null, { timeout: 1_000 })
        .catch(() => true));
    if (working) {
      await done.waitFor({ state });
      return;
    }
    if (attempt === 3) throw new Error(`${what}: the click did not take`);
  }
}

/** Picks a path (names, level by level) in a form's Cascader, then closes its drop-down. */
export async function pickCascader(page: Page, field: Locator, path: string[]) {
  await field.click();
  for (const [i, name] of path.entries()) {
    const item = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name }).first();
    // A leaf closes the drop-down (at once, without motion): nothing stays to show it took.
    if (i === path.length - 1) await item.click();
    else await clickUntil(item, item.and(page.locator('.ant-cascader-menu-item-active')), `cascader ${name}`);
  }
  // A drop-down left open (the path ended above a leaf) is closed; Escape with none open would close the dialog.
  if (await page.locator('.ant-cascader-dropdown:visible').count()) await page.keyboard.press('Escape');
}

/** Opens a tab (of a record drawer, a screen) by its name; a long tab bar measures its overflow as it opens. */
export async function openTab(scope: Page | Locator, name: string, exact = true) {
  const tab = scope.getByRole('tab', { name, exact });
  await clickUntil(tab, tab.and(scope.locator('[aria-selected="true"]')), `tab ${name}`);
}

/** Clicks 确定 on the open confirm box until it closes (a click during its zoom-in can be lost). */
export async function confirmOk(page: Page) {
  const box = page.locator('.ant-modal.ant-modal-confirm');
  await box.waitFor();
  await clickUntil(button(box, '确定'), box, 'confirm 确定', 'hidden');
}

/**
 * A message toast (新增成功, 删除成功…) by its text. A toast shows for three seconds, which a test on a loaded machine
 * can miss entirely; so every page records the toasts it shows (context.ts), and `waitFor()` takes the first recorded
 * one with this text — shown, however briefly, since the last wait took one.
 */
export const toast = (page: Page, text: string) => ({
  waitFor: () =>
    page.waitForFunction((t) => {
      const shown = (window as unknown as { __toasts?: Element[] }).__toasts ?? [];
      const i = shown.findIndex((el) => (el.textContent ?? '').includes(t));
      if (i < 0) return false;
      shown.splice(i, 1);
      return true;
    }, text),
});

/** Answers a confirm (delete, reset…): titled 提示, with the given question, 确定 and 取消; 确定 clicked. */
export async function confirm(page: Page, question: string) {
  const box = page.locator('.ant-modal.ant-modal-confirm');
  await box.waitFor();
  assert.equal((await box.locator('.ant-modal-confirm-title').innerText()).trim(), '提示');
  assert.equal((await box.locator('.ant-modal-confirm-content').innerText()).trim(), question);
  await button(box, '取消').waitFor();
  await confirmOk(page);
}

/**
 * Reads `read` until `done` holds of its answer — a state the server, a push or the app brings in its own time — and
 * answers it; fails naming `what` after `ms`. The pause between reads is the poll's step, not a guess at a duration.
 */
export async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) assert.fail(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until nothing in `scope` is loading (no spinning Spin, no active Skeleton): what a screenshot should show. */
export async function settled(scope: Page | Locator) {
  await scope.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
}

/** The bell's unread count (its title holds the exact number, also above 99); 0 when no badge shows. */
export const bellBadge = (page: Page) =>
  page.evaluate(() => {
    const sup = document.querySelector('button[aria-label="消息通知"] .ant-badge-count');
    return sup ? Number(sup.getAttribute('title')) : 0;
  });

/** Waits until the bell's count satisfies `ok` (the websocket or the poll brings it). */
export const waitBadge = (page: Page, ok: (n: number) => boolean, what: string) =>
  poll(() => bellBadge(page), ok, `badge ${what}`);

/**
 * A negative check: `what` must not appear during `ms` (e.g. a tooltip that would show after its delay). It cannot fail
 * because the machine is slow — only because the thing appeared.
 */
export async function staysAbsent(target: Locator, ms: number, what: string) {
  const appeared = await target
    .first()
    .waitFor({ state: 'attached', timeout: ms })
    .then(() => true)
    .catch(() => false);
  assert.equal(appeared, false, `${what} appeared`);
}

/**
 * Picks an option of a select by typing part of its label (a remote select searches what is typed); a single
 * select's drop-down is let close, so that the next select's is the only one open.
 */
export async function pickOption(page: Page, select: Locator, typed: string, option = typed, multiple = false) {
  await select.click();
  await page.keyboard.type(typed);
  // A remote select lists its first page at once and the search answer a moment later: clicking before the list
  // settles can hit an option that is being replaced. Wait until every option listed matches what was typed.
  await page.waitForFunction((text) => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const options = open ? [...open.querySelectorAll('.ant-select-item-option')] : [];
    return options.length > 0 && options.every((o) => (o.textContent ?? '').includes(text));
  }, typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator('.ant-select-item-option', { hasText: option })
    .first()
    .click();
  if (!multiple)
    await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}
