// 公司信息 (issue 26 item 6): the tenant's legal profile — its own administrator's page (系统管理 > 公司信息) and the
// read interface other modules print the lessor from.
import { companyProfile, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { localeOf } from '../../platform/http/errors';
import { COMPANY_MENUS } from './menus';
import { legalProfileComplete, legalProfileOf, missingOf, profileRows } from './profile';
import { companyProfileHooks } from './rules';
import { companyRepos } from './tables';

export {
  type CompanyAccount,
  type LegalProfile,
  legalProfileComplete,
  legalProfileOf,
  lessorPlaceholders,
  requireLegalProfile,
} from './profile';
import { type NoApi, type SetupCheck, defineModule } from '../host';
import { seedCompanyDemo } from './seed';
export { DEMO_LEGAL_PROFILE, seedCompanyDemo } from './seed';

/**
 * The setup checklist's first item (开通清单): documents name the lessor from the legal profile (legal name, credit
 * code, representative, address, bank account), and refuse without it.
 */
const LEGAL_PROFILE_CHECK: SetupCheck = {
  key: 'legalProfile',
  order: 10,
  label: l('公司信息', 'Company information'),
  hint: l(
    '填写本公司的法定名称、统一社会信用代码、法定代表人、住所、联系电话和租金收款账户: 合同、通知书与纪要按此打印出租人',
    'Fill in the legal name, credit code, representative, address, telephone and rent collection account: contracts, notices and minutes print the lessor from them',
  ),
  path: '/system/company',
  done: legalProfileComplete,
};

/**
 * The profile's calls: `detail` and `submit` (the standard ones, with the profile's rules) and `current` — the
 * tenant's one profile, or null — which the screen opens with.
 */
export function registerCompanyModule(app: FastifyInstance, { db }: { db: Db }) {
  const service = registerResourceRoutes(app, { repo: companyRepos.profile, db, hooks: companyProfileHooks });
  // The accounts' picker (a bank loan's 监管账户, a repayment's 付款账户); they are written with the profile.
  registerResourceRoutes(app, { repo: companyRepos.account, db });
  defineRoute(app, {
    method: 'GET',
    url: `/api${companyProfile.api}/current`,
    permission: `${companyProfile.permission}_view`,
    tags: [companyProfile.label['en-US']],
    summary:
      "公司信息 — the tenant's legal profile with its accounts (null until filled in), and what documents still miss",
    params: [],
    handler: async ({ ctx, req }) => {
      const found = await profileRows(db, ctx);
      const missing = missingOf(await legalProfileOf(db, ctx));
      return {
        profile: found ? await service.detail(ctx, String(found.row.id), { req }) : null,
        missing: missing.map((m) => m[localeOf(req.headers['accept-language'])]),
      };
    },
  });
}

declare module '../host' {
  interface ModuleApis {
    company: NoApi;
  }
}

/** 公司信息: the tenant's legal profile. */
export const companyModule = defineModule({
  name: 'company',
  menus: COMPANY_MENUS,
  checks: [LEGAL_PROFILE_CHECK],
  register: (host) => registerCompanyModule(host.app, { db: host.db }),
  demo: (host) => seedCompanyDemo(host.db),
});
