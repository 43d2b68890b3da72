import type { Locator, Page } from 'playwright-core';

/** An antd button by its text (antd puts a space between two Chinese characters: 确 定). */
export const button = (scope: Page | Locator, text: string) =>
  scope.locator('button.ant-btn').filter({ hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });

/** The generic page's add / edit / view dialog (not a confirm). */
export const formDialog = (page: Page) => page.locator('.ant-modal.crud-dialog');

/** Picks a path (names, level by level) in a form's Cascader, then closes its drop-down. */
export async function pickCascader(page: Page, field: Locator, path: string[]) {
  await field.click();
  for (const name of path) {
    const item = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name }).first();
    await item.click();
  }
  await page.keyboard.press('Escape');
}
