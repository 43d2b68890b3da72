/**
 * 代码生成: a table's structure turned into this codebase's own pieces — the shared definition (defineResource, a
 * field per column), the table line (resourceTable) and repository, the module (defineModule, its menus and the
 * standard calls), the web screen (ResourcePage) and its area — plus a README with the lines to add to the lists that
 * name every module, table and area, and the migration step. Pure: it answers files; the caller zips them. Nothing
 * here touches a disk.
 */
import type { SourceColumn, SourceTable } from './columns';

/** One 代码生成 row and the table its source has under that name. */
export interface GenInput {
  code: {
    codeName: string;
    serviceName: string;
    tableName: string;
    tablePrefix?: string | null;
    pkName?: string | null;
    packageName: string;
    apiPath?: string | null;
    webPath?: string | null;
  };
  table: SourceTable;
  /** The data source's name, for the files' first comment. */
  sourceName: string;
}

export interface GenFile {
  path: string;
  content: string;
}

/** Columns every row of this codebase has (resourceTable adds them): never a declared field. */
const BASE_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
  'version',
]);

/** Words a definition's constant cannot be named. */
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

/** A name's words: split at separators and where camelCase turns (`gadgetItem` → gadget, Item). */
const words = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
export const camel = (s: string) =>
  words(s)
    .map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()))
    .join('');
const pascal = (s: string) => {
  const c = camel(s);
  return c[0].toUpperCase() + c.slice(1);
};
const kebab = (s: string) => words(s).join('-').toLowerCase();
const snakeOf = (s: string) => words(s).join('_').toLowerCase();
const upper = (s: string) => snakeOf(s).toUpperCase();
/** A string as a single-quoted TypeScript literal. */
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, ' ')}'`;

/**
 * A folder as given for apiPath/webPath, made safe to be a folder inside the zip: no absolute path, no drive, no
 * `..`, no empty or `.` segment. '' for none (the files then sit at the tree's own paths).
 */
export function safeFolder(raw: string | null | undefined): string {
  return String(raw ?? '')
    .replace(/\\/g, '/')
    .split('/')
    .map((seg) => seg.replace(/[^A-Za-z0-9_.-]/g, ''))
    .filter((seg) => seg && seg !== '.' && seg !== '..' && !seg.startsWith('..'))
    .join('/');
}

const under = (folder: string, path: string) => (folder ? `${folder}/${path}` : path);

/** The name of the resource the table becomes: the table's name without its prefix, as an identifier. */
export function resourceNameOf(tableName: string, prefix: string | null | undefined): string {
  const bare = tableName.includes('.') ? tableName.slice(tableName.indexOf('.') + 1) : tableName;
  const stripped = prefix && bare.startsWith(prefix) && bare.length > prefix.length ? bare.slice(prefix.length) : bare;
  let name = camel(stripped) || 'record';
  if (/^[0-9]/.test(name)) name = `t${name}`;
  return RESERVED.has(name) ? `${name}Record` : name;
}

/** A column's label: its comment's first phrase (`名称(必填)` → 名称), else its name. */
function labels(c: SourceColumn): { zh: string; en: string } {
  const en = words(c.name).join(' ');
  const enLabel = en ? en[0].toUpperCase() + en.slice(1).toLowerCase() : c.name;
  const comment = (c.comment ?? '')
    .trim()
    .split(/[\s(（:：,，;；]/)[0]
    .slice(0, 30);
  return { zh: comment || c.name, en: enLabel };
}

const MONEY_HINT = /(amount|amt|money|price|fee|cost|rent|principal|balance|je)$/i;

interface FieldCode {
  kind: string;
  line: string;
  note?: string;
}

/** The field declaration of a column, as this codebase would write it by hand. */
function fieldOf(c: SourceColumn, search: boolean): FieldCode {
  const name = camel(c.name);
  const { zh, en } = labels(c);
  const label = `l(${q(zh)}, ${q(en)})`;
  const opts: string[] = [];
  const required = !c.nullable && !c.hasDefault;
  const ask = (verb: string) =>
    opts.push(`required: l(${q(`${verb}${zh}`)}, ${q(`please enter the ${en.toLowerCase()}`)})`);
  let kind: string;
  let note: string | undefined;
  switch (c.udtName) {
    case 'varchar':
    case 'bpchar': {
      const max = c.maxLength ?? 255;
      kind = max > 1000 ? 'textarea' : 'text';
      if (required) ask('请输入');
      opts.push(`max: ${max}`);
      if (search && kind === 'text') opts.push('search: true');
      break;
    }
    case 'text':
      kind = 'textarea';
      if (required) ask('请输入');
      opts.push('max: 2000');
      break;
    case 'int2':
    case 'int4':
      kind = 'int';
      if (required) ask('请输入');
      break;
    case 'int8':
      if (/_id$/.test(c.name)) kind = 'id';
      else {
        kind = 'number';
        opts.push('scale: 0', 'precision: 19');
      }
      if (required) ask(kind === 'id' ? '请选择' : '请输入');
      break;
    case 'numeric': {
      const scale = c.scale ?? 2;
      const precision = c.precision ?? 18;
      kind = scale === 2 && MONEY_HINT.test(c.name) ? 'money' : 'number';
      if (kind === 'number' || precision !== 18) opts.push(`scale: ${scale}`, `precision: ${precision}`);
      if (required) ask('请输入');
      break;
    }
    case 'float4':
    case 'float8':
      kind = 'number';
      opts.push('scale: 6');
      if (required) ask('请输入');
      break;
    case 'date':
      kind = 'date';
      if (required) ask('请选择');
      break;
    case 'timestamp':
    case 'timestamptz':
      kind = 'datetime';
      if (required) ask('请选择');
      break;
    case 'bool':
      kind = 'switchField';
      break;
    case 'json':
    case 'jsonb':
      kind = 'json';
      break;
    default:
      kind = 'text';
      opts.push('max: 255');
      note = `${c.name} (${c.dataType}) has no kind of its own here: declared as text, check it`;
  }
  const args = opts.length ? `, { ${opts.join(', ')} }` : '';
  return { kind, line: `    ${kind}(${q(name)}, ${label}${args}),`, note };
}

interface Piece {
  input: GenInput;
  name: string;
  Pascal: string;
  file: string;
  permission: string;
  menuPath: string;
  notes: string[];
}

function pieceOf(input: GenInput): Piece {
  const name = resourceNameOf(input.code.tableName, input.code.tablePrefix);
  const pkg = input.code.packageName;
  const notes: string[] = [];
  const pk = input.code.pkName || 'id';
  const pkCols = input.table.columns.filter((c) => c.primaryKey).map((c) => c.name);
  if (pk !== 'id' || (pkCols.length && pkCols.join(',') !== 'id'))
    notes.push(
      `${input.table.name}: its primary key is ${pkCols.join(', ') || pk}; every table here is keyed by a bigint id (resourceTable), which the generated table has`,
    );
  return {
    input,
    name,
    Pascal: pascal(name),
    file: kebab(name),
    permission: snakeOf(name),
    menuPath: `/${pkg}/${kebab(name)}`,
    notes,
  };
}

function definitionFile(p: Piece): GenFile {
  const { code, table, sourceName } = p.input;
  const declared = table.columns.filter((c) => !BASE_COLUMNS.has(c.name) && !c.primaryKey);
  let searched = 0;
  const uncommented: string[] = [];
  const fields = declared.map((c) => {
    const f = fieldOf(c, searched < 3 && (c.udtName === 'varchar' || c.udtName === 'bpchar'));
    if (f.line.includes('search: true')) searched += 1;
    if (f.note) p.notes.push(`${table.name}.${f.note}`);
    if (!c.comment?.trim()) uncommented.push(c.name);
    return f;
  });
  if (uncommented.length)
    p.notes.push(
      `${table.name}: ${uncommented.join(', ')} had no comment — labelled by the column's name; give them their Chinese labels`,
    );
  const kinds = [...new Set(fields.map((f) => f.kind))].sort();
  const title = declared.find((c) => c.udtName === 'varchar' || c.udtName === 'bpchar');
  const label = table.comment?.trim() || code.codeName;
  const lines = [
    '/**',
    ` * ${label} (${table.name}): generated by 代码生成 from the data source ${sourceName}. The definition is the`,
    ' * source of truth from here on: the table, the checks, the calls and the screen are all made from it.',
    ' */',
    `import { defineResource, ${[...kinds, 'l'].sort().join(', ')} } from './define';`,
    '',
    `export const ${p.name} = defineResource({`,
    `  name: ${q(p.name)},`,
    `  api: ${q(`/${code.serviceName}/${p.file}`)},`,
    `  table: ${q(table.name)},`,
    `  permission: ${q(p.permission)},`,
    `  label: l(${q(label)}, ${q(pascal(p.name).replace(/([a-z])([A-Z])/g, '$1 $2'))}),`,
    ...(title ? [`  titleField: ${q(camel(title.name))},`] : []),
    "  routes: ['list', 'page', 'detail', 'submit', 'remove', 'select'],",
    '  fields: [',
    ...fields.map((f) => f.line),
    '  ],',
    '});',
    '',
  ];
  return { path: `packages/shared/src/resources/${p.file}.ts`, content: lines.join('\n') };
}

/** The module of one package: its tables, menus and manifest. */
function moduleFiles(pkg: string, pieces: Piece[]): GenFile[] {
  const dir = `apps/server/src/modules/${pkg}`;
  const consts = pieces.map((p) => p.name).sort();
  const tables = [
    `import { ${consts.join(', ')} } from '@flp/shared';`,
    "import { ResourceRepository } from '../../platform/crud/repository';",
    "import { resourceTable } from '../../platform/db/resource-table';",
    '',
    ...pieces.flatMap((p) => [
      `/** ${p.input.table.name}: ${p.input.code.codeName} (packages/shared/src/resources/${p.file}.ts). */`,
      `export const ${p.name}Table = resourceTable(${p.name});`,
      `export const ${p.name}Repo = new ResourceRepository(${p.name}, ${p.name}Table);`,
      '',
    ]),
  ];
  const menuConst = `${upper(pkg)}_MENUS`;
  const top = pieces[0].input.code.codeName;
  const menus = [
    "import { buttons, type MenuSeed } from '../host';",
    '',
    `/** ${top}: a screen per table, with the standard buttons. */`,
    `export const ${menuConst}: MenuSeed[] = [`,
    '  {',
    // Not the package's own name: a table named as its package takes that as its permission code.
    `    code: ${q(`${snakeOf(pkg)}_menu`)},`,
    `    name: ${q(top)},`,
    `    en: ${q(pascal(pkg))},`,
    "    alias: 'menu',",
    `    path: ${q(`/${pkg}`)},`,
    "    source: 'appstore',",
    '    sort: 200,',
    '    children: [',
    ...pieces.flatMap((p, i) => [
      '      {',
      `        code: ${q(p.permission)},`,
      `        name: ${q(p.input.table.comment?.trim() || p.input.code.codeName)},`,
      `        en: ${q(p.Pascal.replace(/([a-z])([A-Z])/g, '$1 $2'))},`,
      `        path: ${q(p.menuPath)},`,
      "        source: 'table',",
      `        sort: ${i + 1},`,
      `        children: buttons(${q(p.permission)}),`,
      '      },',
    ]),
    '    ],',
    '  },',
    '];',
    '',
  ];
  const moduleConst = `${camel(pkg)}Module`;
  const index = [
    `// ${top}: generated by 代码生成 — the standard calls of ${pieces.map((p) => p.name).join(', ')} (list, page, detail,`,
    '// submit, remove, select, export), guarded by their buttons. Business rules go in hooks (see modules/appversion).',
    "import { registerResourceRoutes } from '../../platform/crud/routes';",
    "import { type NoApi, defineModule } from '../host';",
    `import { ${menuConst} } from './menus';`,
    `import { ${pieces
      .map((p) => `${p.name}Repo`)
      .sort()
      .join(', ')} } from './tables';`,
    '',
    "declare module '../host' {",
    '  interface ModuleApis {',
    `    ${/^[A-Za-z_$][\w$]*$/.test(pkg) ? pkg : q(pkg)}: NoApi;`,
    '  }',
    '}',
    '',
    `export const ${moduleConst} = defineModule({`,
    `  name: ${q(pkg)},`,
    `  menus: ${menuConst},`,
    '  register: (host) => {',
    ...pieces.map((p) => `    registerResourceRoutes(host.app, { repo: ${p.name}Repo, db: host.db });`),
    '  },',
    '});',
    '',
  ];
  return [
    { path: `${dir}/tables.ts`, content: tables.join('\n') },
    { path: `${dir}/menus.ts`, content: menus.join('\n') },
    { path: `${dir}/index.ts`, content: index.join('\n') },
  ];
}

/** The web screens of one package: a ResourcePage per table, and the area that maps the menus' paths to them. */
function webFiles(pkg: string, pieces: Piece[]): GenFile[] {
  const dir = `apps/web/src/pages/${pkg}`;
  const pages = pieces.map((p) => ({
    path: `${dir}/${p.Pascal}Page.tsx`,
    content: [
      `import { ${p.name} } from '@flp/shared/resources';`,
      "import { ResourcePage } from '../../crud';",
      '',
      `/** ${p.input.code.codeName} > ${p.input.table.comment?.trim() || p.name}: the generic screen of its definition. */`,
      `export default function ${p.Pascal}Page() {`,
      `  return <ResourcePage def={${p.name}} />;`,
      '}',
      '',
    ].join('\n'),
  }));
  const area = [
    "import type { WebArea } from '../../app/area';",
    '',
    `/** ${pieces[0].input.code.codeName}: its screens, by the menu paths its module seeds. */`,
    `export const ${camel(pkg)}Area: WebArea = {`,
    `  name: ${q(pkg)},`,
    '  pages: {',
    ...pieces.map((p) => `    ${q(p.menuPath)}: { load: () => import('./${p.Pascal}Page') },`),
    '  },',
    '};',
    '',
  ];
  return [...pages, { path: `${dir}/index.ts`, content: area.join('\n') }];
}

function readme(groups: Map<string, Piece[]>, api: string, web: string): GenFile {
  const all = [...groups.values()].flat();
  const block = (file: string, lines: string[]) => [`### ${file}`, '', '```ts', ...lines, '```', ''];
  const apiAt = (p: string) => under(api, p);
  const webAt = (p: string) => under(web, p);
  const notes = all.flatMap((p) => p.notes);
  const text = [
    '# 代码生成',
    '',
    `Generated for ${all.map((p) => `\`${p.input.table.name}\``).join(', ')}. Copy ${
      api || web
        ? `the folders ${[api, web]
            .filter(Boolean)
            .map((f) => `\`${f}/\``)
            .join(' and ')}`
        : 'the files'
    } over the repository's root, then add the lines below to the lists that name every definition, table, module and`,
    'screen (each line where its neighbours are; a module after the modules it uses).',
    '',
    ...block(
      apiAt('packages/shared/src/resources/index.ts'),
      all.map((p) => `export * from './${p.file}';`),
    ),
    ...block(
      apiAt('apps/server/src/schema.ts'),
      [...groups].map(
        ([pkg, ps]) => `export { ${ps.map((p) => `${p.name}Table`).join(', ')} } from './modules/${pkg}/tables';`,
      ),
    ),
    ...block(apiAt('apps/server/src/modules/index.ts'), [
      ...[...groups.keys()].map((pkg) => `import { ${camel(pkg)}Module } from './${pkg}';`),
      ...[...groups.keys()].map((pkg) => `  ${camel(pkg)}Module,`),
    ]),
    ...block(webAt('apps/web/src/app/areas.ts'), [
      ...[...groups.keys()].map((pkg) => `import { ${camel(pkg)}Area } from '../pages/${pkg}';`),
      ...[...groups.keys()].map((pkg) => `  ${camel(pkg)}Area,`),
    ]),
    '## Migration',
    '',
    'The definitions make the tables (resourceTable): generate the migration from them, and have the row counts kept',
    'for each table (its rows are soft-deleted):',
    '',
    '```sh',
    `cd apps/server && npx drizzle-kit generate --name ${[...groups.keys()].join('_').replace(/-/g, '_')}`,
    '```',
    '',
    'then append to the generated `.sql`, per table:',
    '',
    '```sql',
    ...all.flatMap((p) => ['--> statement-breakpoint', `SELECT flp_track_live_rows('${p.input.table.name}', true);`]),
    '```',
    '',
    'If the table already exists in this platform’s database (made by hand), drop it or edit the migration’s',
    '`CREATE TABLE` into the `ALTER TABLE`s it needs: the migration makes the table the definition describes.',
    '',
    '## Afterwards',
    '',
    '- `npx biome check --write` on the new files (the lines are written long), `npm run typecheck`, then start the',
    '  server: the menus are seeded and granted to the administrator role.',
    `- Permissions: ${all.map((p) => `\`${p.permission}_add/_edit/_delete/_view/_export\``).join(', ')}; a code taken by another`,
    '  screen merges into its menu: rename it in the definition and the menus.',
    '- Web text: the definitions carry both languages (labels from the column comments, English from the names).',
    ...(notes.length ? ['', '## Check', '', ...notes.map((n) => `- ${n}`)] : []),
    '',
  ];
  return { path: 'README.md', content: text.join('\n') };
}

/** Every file of the rows asked for, grouped by package (one module and one web area each). */
export function generate(inputs: GenInput[]): GenFile[] {
  const groups = new Map<string, Piece[]>();
  for (const input of inputs) {
    const piece = pieceOf(input);
    const list = groups.get(input.code.packageName) ?? [];
    // Two rows for the same table of a package would make the same definition twice: the first one counts.
    if (!list.some((p) => p.name === piece.name)) list.push(piece);
    groups.set(input.code.packageName, list);
  }
  // The folders are the first row's: one zip, one place for the server's files and one for the web's.
  const api = safeFolder(inputs[0].code.apiPath);
  const web = safeFolder(inputs[0].code.webPath);
  const files: GenFile[] = [];
  for (const [pkg, pieces] of groups) {
    for (const f of [...pieces.map(definitionFile), ...moduleFiles(pkg, pieces)])
      files.push({ ...f, path: under(api, f.path) });
    for (const f of webFiles(pkg, pieces)) files.push({ ...f, path: under(web, f.path) });
  }
  files.push(readme(groups, api, web));
  return files;
}
