/** Messages of 研发工具 (merged under `tool.`). */
export const toolMessages = {
  'zh-CN': {
    test: '测试连接',
    testFailed: '连接失败',
    gen: '代码生成',
    genMany: '批量生成',
    genHint: '生成的代码以 zip 下载, 不会写入服务器; 解压到代码库根目录后按其中 README 添加几行并生成迁移',
    copy: '复制',
    copyDone: '已复制',
    selectFirst: '请先选择要生成的配置',
  },
  'en-US': {
    test: 'Test connection',
    testFailed: 'Connection failed',
    gen: 'Generate',
    genMany: 'Generate selected',
    genHint:
      'The code downloads as a zip and is never written on the server: unzip it over the repository, add the lines its README names and generate the migration',
    copy: 'Copy',
    copyDone: 'Copied',
    selectFirst: 'Select the settings to generate first',
  },
};
