/**
 * The parameters the modules read are declared in their manifests (`params`: key, default, name and meaning in both
 * languages); 参数管理's `declared` lists them all, in the request's language.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, ok, signIn, testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

type Declared = { paramKey: string; defaultValue: string; paramName: string; remark: string | null; module: string };

test('参数管理 lists every declared parameter with its default, in the request’s language', async () => {
  const session = await signIn(app);
  const zh = (await ok(client(app, session), '/api/blade-system/param/declared')) as Declared[];
  const byKey = new Map(zh.map((p) => [p.paramKey, p]));
  for (const key of [
    'net.allowedPrivateHosts',
    'file.maxSize',
    'log.error.retentionDays',
    'flow.business.gmThreshold',
    'project.review.passRatio',
    'flow.contract.gmThreshold',
    'risk.class.substandardDays',
    'loan.conditions',
  ])
    assert.ok(byKey.has(key), key);
  assert.equal(new Set(zh.map((p) => p.paramKey)).size, zh.length, 'each key declared once');
  assert.deepEqual(byKey.get('project.review.passRatio'), {
    paramKey: 'project.review.passRatio',
    defaultValue: '0.6667',
    paramName: '评审会通过比例',
    remark: '评审会同意票占比达到此值即通过',
    module: 'project',
  });
  assert.equal(byKey.get('risk.class.substandardDays')?.defaultValue, '90');
  assert.equal(byKey.get('risk.class.substandardDays')?.module, 'servicing');

  const en = (await ok(client(app, session, { lang: 'en-US' }), '/api/blade-system/param/declared')) as Declared[];
  assert.equal(en.find((p) => p.paramKey === 'log.error.retentionDays')?.paramName, 'Days error-log entries are kept');
  assert.ok(
    en.every((p) => p.paramName && !/[\u4e00-\u9fff]/.test(p.paramName)),
    'English names',
  );
});
