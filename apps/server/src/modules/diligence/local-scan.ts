// The admission scan's local engine: the company's registry data through the enterprise module (its cache, its
// provider — so it still needs 外部数据服务 configured: without it the engine's 409 says so), read into the rules of
// scan-rules.ts. Synchronous: the order is done with the answer.
import { formatDate } from '../../platform/db/time';
import type { RequestContext } from '../../platform/tenancy/context';
import type { EnterpriseDataService } from '../enterprise';
import type { OrderProvider } from '../outside';
import { admissionScan } from './scan-rules';

const PAGE = { current: 1, size: 50 };

export function localScan(enterprise: EnterpriseDataService, ctx: RequestContext): OrderProvider {
  return {
    async submit(req) {
      const keyword = req.subjectCode ?? req.subjectName;
      const opts = { refresh: false, customerId: null };
      const basic = await enterprise.basic(ctx, keyword, opts);
      const counts = await enterprise.counts(ctx, keyword, opts);
      const rows = async (dataset: 'changes' | 'cases') =>
        (await enterprise.dataset(ctx, keyword, dataset, PAGE, opts)).records as Record<string, string>[];
      const result = admissionScan({
        today: formatDate(new Date()),
        basic: basic.data,
        changes: (await rows('changes')).map((r) => ({
          item: r.item ?? '',
          before: r.before ?? '',
          after: r.after ?? '',
          date: r.date ?? '',
        })),
        cases: (await rows('cases')).map((r) => ({
          caseNo: r.caseNo ?? '',
          reason: r.reason ?? '',
          amount: r.amount ?? '',
          judgeDate: r.judgeDate ?? '',
        })),
        dishonestCount: counts.counts.dishonest ?? 0,
        branchCount: counts.counts.branches ?? 0,
        investmentCount: counts.counts.investments ?? 0,
      });
      return { state: 'DONE', result: { ...result } };
    },
  };
}
