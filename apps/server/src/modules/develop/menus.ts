import { buttons, type MenuSeed } from '../host';

/** 研发工具 (BladeX's 研发工具, /tool) > 数据源管理 with 测试连接; > 代码生成 with 代码生成 (the zip) and 复制. */
export const DEVELOP_MENUS: MenuSeed[] = [
  {
    code: 'tool',
    name: '研发工具',
    en: 'Developer tools',
    alias: 'menu',
    path: '/tool',
    source: 'tool',
    sort: 101,
    children: [
      {
        code: 'datasource',
        name: '数据源管理',
        en: 'Data sources',
        path: '/tool/datasource',
        source: 'database',
        sort: 1,
        children: buttons('datasource', [
          { code: 'datasource_test', name: '测试连接', en: 'Test connection', alias: 'test' },
        ]),
      },
      {
        code: 'code',
        name: '代码生成',
        en: 'Code generator',
        path: '/tool/code',
        source: 'code',
        sort: 2,
        children: buttons('code', [
          { code: 'code_gen', name: '代码生成', en: 'Generate', alias: 'gen' },
          { code: 'code_copy', name: '复制', en: 'Copy', alias: 'copy' },
        ]),
      },
    ],
  },
];
