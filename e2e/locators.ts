import type { Locator, Page } from 'playwright-core';

/** An antd button by its text (antd puts a space between two Chinese characters: 确 定). */
export const button = (scope: Page | Locator, text: string) =>
  scope.locator('button.ant-btn').filter({ hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });

/** The generic page's add / edit / view dialog (not a confirm). */
export const formDialog = (page: Page) => page.locator('.ant-modal.crud-dialog');
