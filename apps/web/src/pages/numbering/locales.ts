/** Messages of the numbering screens (merged under `numbering.`). */
export const numberingMessages = {
  'zh-CN': {
    preview: '预览',
    previewTitle: '下一个编号',
    previewNote: '按今天的业务日期预览，不占用编号',
  },
  'en-US': {
    preview: 'Preview',
    previewTitle: 'Next number',
    previewNote: "Previewed for today's business date; no number is taken",
  },
};
