/**
 * 合同模板 (/api/rzzl_qy/contract/contractmodel): an uploaded .docx is checked and its placeholders stored, a bad file
 * is a 400 naming 模板文件, versions count per type and name, one enabled model per type, getModelByType, the
 * placeholder reference, permissions; the shipped demo models.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CONTRACT_PLACEHOLDERS } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import PizZip from 'pizzip';
import { SHIPPED_MODELS } from '../src/modules/contract-model/seed';
import { buildDocx } from '../src/platform/documents/docx-writer';
import { inspectTemplate } from '../src/platform/documents/word';
import {
  BASIC,
  type Client,
  type Session,
  attachmentOf,
  client,
  ok,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';
import { PDF } from './support/files';

const M = '/api/rzzl_qy/contract/contractmodel';
const GOOD = buildDocx([
  '融资租赁合同 {contractNo}',
  '承租人: {lessee.name} {lessee.uscc}',
  '本金 {terms.principal}, 自定义 {customThing}',
  { kind: 'table', header: ['期次', '租金'], rows: [['{#schedule}{period}', '{rent}{/schedule}']] },
]);
const UNCLOSED = buildDocx(['承租人: {lessee.name']);

let app: FastifyInstance;
let dataDir: string;
let admin: Session;
let c: Client;
let en: Client;

const upload = (filename: string, content: Buffer) => attachmentOf(app, admin.token, filename, content);

const submit = async (cl: Client, body: Record<string, unknown>) => cl.post(`${M}/submit`, body);

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-cmodel-'));
  app = await testApp({ DATA_DIR: dataDir });
  admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('contract models', () => {
  let firstId: string;

  test('a good .docx is stored with its placeholders, unknown tags marked', async () => {
    const file = await upload('直租.docx', GOOD);
    const res = await submit(c, { modelName: '直租合同', modelType: 1, enabled: 1, template: [file] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const page = await ok(c, `${M}/page?modelName=${encodeURIComponent('直租合同')}`);
    assert.equal(page.total, 1);
    firstId = page.records[0].id;
    const d = await ok(c, `${M}/detail?id=${firstId}`);
    assert.equal(d.modelVersion, 1);
    assert.equal(d.enabled, 1);
    assert.deepEqual(
      d.template.map((f: { id: string }) => f.id),
      [file],
    );
    const tags = String(d.placeholders).split('\n');
    for (const t of ['contractNo', 'lessee.name', 'lessee.uscc', 'terms.principal', '#schedule', 'schedule.period'])
      assert.ok(tags.includes(t), `${t} in ${tags}`);
    assert.deepEqual(d.unknownPlaceholders, ['customThing']);
  });

  test('a bad file is a 400 naming 模板文件, in the reader’s language', async () => {
    const pdf = await upload('a.pdf', PDF);
    const r1 = await submit(c, { modelName: 'x', modelType: 3, template: [pdf] });
    assert.equal(r1.status, 400);
    assert.match(r1.body.msg, /^模板文件: 模板不是 Word 文档/);
    const unclosed = await upload('b.docx', UNCLOSED);
    const r2 = await submit(c, { modelName: 'x', modelType: 3, template: [unclosed] });
    assert.equal(r2.status, 400);
    assert.match(r2.body.msg, /^模板文件: 模板占位符有误/);
    const r3 = await submit(en, { modelName: 'x', modelType: 3, template: [unclosed] });
    assert.equal(r3.status, 400);
    assert.match(r3.body.msg, /^Template file: The template's placeholders are wrong/);
    const r4 = await submit(en, { modelName: 'x', modelType: 3 });
    assert.equal(r4.status, 400);
    assert.match(r4.body.msg, /template file/i);
    const r5 = await submit(en, { modelName: 'x', modelType: 99, template: [unclosed] });
    assert.equal(r5.status, 400);
    assert.match(r5.body.msg, /^Type/);
    // Two files are one too many.
    const good = await upload('c.docx', GOOD);
    const r6 = await submit(c, { modelName: 'x', modelType: 3, template: [good, unclosed] });
    assert.equal(r6.status, 400);
    assert.match(r6.body.msg, /模板文件/);
    assert.equal((await ok(c, `${M}/page?modelType=3`)).total, 0);
  });

  test('a template with too many archive entries is refused before it is read', async () => {
    const zip = new PizZip(GOOD);
    for (let i = 0; i < 1001; i++) zip.file(`customXml/item${i}.xml`, '<a/>');
    const big = await upload('big.docx', zip.generate({ type: 'nodebuffer' }) as Buffer);
    const r = await submit(c, { modelName: 'x', modelType: 3, template: [big] });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /^模板文件: 模板包含的文件过多/);
    // An edit cannot drop the file either.
    const good = await upload('d.docx', GOOD);
    await ok(c, `${M}/submit`, { modelName: '保证', modelType: 3, template: [good] });
    const id = (await ok(c, `${M}/page?modelType=3`)).records[0].id;
    const r2 = await submit(c, { id, template: [] });
    assert.equal(r2.status, 400);
    assert.match(r2.body.msg, /模板文件/);
    await ok(c, `${M}/remove?ids=${id}`, {});
  });

  test('a new upload of the same type and name is the next version; a new file bumps it', async () => {
    const second = await upload('直租2.docx', GOOD);
    await ok(c, `${M}/submit`, { modelName: '直租合同', modelType: 1, template: [second] });
    const rows = (await ok(c, `${M}/page?size=50&modelType=1`)).records as { id: string; modelVersion: number }[];
    assert.deepEqual(rows.map((r) => r.modelVersion).sort(), [1, 2]);
    const other = await upload('别名.docx', GOOD);
    await ok(c, `${M}/submit`, { modelName: '直租合同(简版)', modelType: 1, template: [other] });
    const d = (await ok(c, `${M}/page?modelName=${encodeURIComponent('直租合同(简版)')}`)).records[0];
    assert.equal(d.modelVersion, 1);
    // Replacing the file of the first model makes it version 3 of its name.
    const third = await upload('直租3.docx', GOOD);
    await ok(c, `${M}/submit`, { id: firstId, template: [third] });
    assert.equal((await ok(c, `${M}/detail?id=${firstId}`)).modelVersion, 3);
    // A plain edit keeps the version.
    await ok(c, `${M}/submit`, { id: firstId, remark: '备注' });
    assert.equal((await ok(c, `${M}/detail?id=${firstId}`)).modelVersion, 3);
  });

  test('enabling one model disables the others of its type; getModelByType answers the enabled one', async () => {
    let m = await ok(c, `${M}/getModelByType?type=1`);
    assert.equal(m.id, firstId);
    assert.ok(m.fileId);
    assert.ok(m.placeholderList.includes('lessee.name'));
    const rows = (await ok(c, `${M}/page?size=50&modelType=1`)).records as { id: string; enabled: number }[];
    const other = rows.find((r) => r.id !== firstId)!;
    await ok(c, `${M}/submit`, { id: other.id, enabled: 1 });
    const after = (await ok(c, `${M}/page?size=50&modelType=1`)).records as { id: string; enabled: number }[];
    assert.deepEqual(
      after.filter((r) => r.enabled === 1).map((r) => r.id),
      [other.id],
    );
    m = await ok(c, `${M}/getModelByType?type=1`);
    assert.equal(m.id, other.id);
    assert.equal(await ok(c, `${M}/getModelByType?type=5`), null);
    const bad = await en.get(`${M}/getModelByType`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /type/i);
  });

  test('the placeholder reference', async () => {
    const ref = (await ok(c, `${M}/placeholders`)) as {
      key: string;
      loop: boolean;
      label: string;
      labelEn: string;
      fields: { name: string; tag: string; label: string; labelEn: string }[];
    }[];
    assert.equal(ref.length, CONTRACT_PLACEHOLDERS.length);
    const lessee = ref.find((g) => g.key === 'lessee')!;
    assert.equal(lessee.label, '承租人');
    assert.equal(lessee.labelEn, 'Lessee');
    assert.ok(lessee.fields.some((f) => f.tag === '{lessee.uscc}' && f.labelEn === 'Unified social credit code'));
    const schedule = ref.find((g) => g.key === 'schedule')!;
    assert.ok(schedule.loop);
    assert.deepEqual(
      schedule.fields.map((f) => f.tag),
      ['{period}', '{dueDate}', '{rent}', '{principal}', '{interest}', '{balance}'],
    );
    assert.ok(ref.find((g) => g.key === 'guarantees')!.fields.some((f) => f.tag === '{guarantor}'));
  });

  test('permissions: reads and writes need the buttons of 合同模板', async () => {
    const nobody = client(app, await signInUngranted(app, 'cm-nobody'));
    for (const url of [
      `${M}/page`,
      `${M}/list`,
      `${M}/detail?id=${firstId}`,
      `${M}/getModelByType?type=1`,
      `${M}/placeholders`,
    ])
      assert.equal((await nobody.get(url)).status, 403, url);
    assert.equal((await nobody.post(`${M}/submit`, { modelName: 'x', modelType: 1 })).status, 403);
    assert.equal((await nobody.post(`${M}/remove?ids=${firstId}`)).status, 403);
  });

  test('remove', async () => {
    await ok(c, `${M}/remove?ids=${firstId}`, {});
    assert.equal((await c.get(`${M}/detail?id=${firstId}`)).status, 404);
  });

  test('the menu 合同管理 > 合同模板 with its buttons', async () => {
    const menus = JSON.stringify(await ok(c, '/api/blade-system/menu/list'));
    for (const code of ['contract_model', 'contract_model_add', 'contract_model_edit', 'contract_model_delete'])
      assert.ok(menus.includes(`"${code}"`), code);
  });
});

describe('the shipped models (SEED_DEMO)', () => {
  let demo: FastifyInstance;
  let demoDir: string;
  before(async () => {
    demoDir = mkdtempSync(join(tmpdir(), 'flp-cmodel-demo-'));
    demo = await testApp({ DATA_DIR: demoDir, SEED_DEMO: 'on' });
  });
  after(async () => {
    await demo.close();
    rmSync(demoDir, { recursive: true, force: true });
  });

  test('a direct lease, a sale-leaseback, a guarantee and a mortgage contract, enabled, each a usable template', async () => {
    const s = await signIn(demo);
    const dc = client(demo, s);
    for (const type of [1, 2, 3, 4]) {
      const m = await ok(dc, `${M}/getModelByType?type=${type}`);
      assert.ok(m, `type ${type}`);
      assert.equal(m.modelName, SHIPPED_MODELS.find((x) => x.type === type)!.name);
      assert.deepEqual(m.unknownPlaceholders, [], `${m.modelName}: ${m.unknownPlaceholders}`);
      const file = await demo.inject({
        method: 'GET',
        url: m.template[0].link,
        headers: { authorization: BASIC, 'blade-auth': `bearer ${s.token}` },
      });
      assert.equal(file.statusCode, 200);
      const tags = inspectTemplate(file.rawPayload);
      assert.ok(tags.length > 5, m.modelName);
    }
  });
});
