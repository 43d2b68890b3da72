/** Messages of the contract screens (merged under `contract.`). */
export const contractMessages = {
  'zh-CN': {
    placeholders: '占位符',
    reference: '占位符参考',
    referenceHint: '在 Word 模板中输入 {标签}; 循环用 {#名称}…{/名称} 包住表格的一行, 行内写各项的标签。',
    modelTags: '本模板的占位符',
    noTags: '模板中没有占位符',
    unknown: '未知',
    unknownHint: '参考中没有的占位符, 生成文档时将为空',
    tag: '标签',
    meaning: '含义',
    loop: '循环',
  },
  'en-US': {
    placeholders: 'Placeholders',
    reference: 'Placeholder reference',
    referenceHint:
      'Type {tag} in the Word template; a loop wraps one table row in {#name}…{/name}, with the item tags inside the row.',
    modelTags: 'Placeholders of this model',
    noTags: 'The template holds no placeholders',
    unknown: 'unknown',
    unknownHint: 'Placeholders the reference does not offer print empty in a generated document',
    tag: 'Tag',
    meaning: 'Meaning',
    loop: 'loop',
  },
};
