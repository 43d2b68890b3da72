/** Labels and messages of the system administration screens (merged under `system.` by locales/i18n.ts). */
export const systemMessages = {
  'zh-CN': {},
  'en-US': {},
};
