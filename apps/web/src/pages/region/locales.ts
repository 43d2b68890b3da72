/** Messages of the region screen (merged under `region.`). */
export const regionMessages = {
  'zh-CN': {
    addChild: '新增下级',
    parentPlaceholder: '不选为省级',
    searchHint: '按名称或编号搜索, 结果不分层显示',
  },
  'en-US': {
    addChild: 'Add sub-region',
    parentPlaceholder: 'None: a province',
    searchHint: 'A search by name or code lists its matches flat',
  },
};
