// The figures that need the company's own funding (its borrowings and where its money comes from): that ledger comes
// with the funding issue. Until then these calls answer, truthfully, that there is nothing to show — never numbers.
import { type FundingFigures, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { render, requestLocale } from '../../platform/http/errors';
import { COCKPIT, COCKPIT_PERMISSION, HOME_PERMISSION, NEW_INDEX, TAGS } from './paths';

export const NO_FUNDING_DATA = l('暂无资金数据', 'No funding data yet');

const CALLS = [
  { url: `${NEW_INDEX}/getSourceSum`, permission: HOME_PERMISSION, summary: 'sources of funds (not available yet)' },
  {
    url: `${COCKPIT}/getCapitalSource`,
    permission: COCKPIT_PERMISSION,
    summary: 'capital sources (not available yet)',
  },
  { url: `${COCKPIT}/getLoanFinancing`, permission: COCKPIT_PERMISSION, summary: 'financing (not available yet)' },
];

export function registerFundingRoutes(app: FastifyInstance) {
  for (const call of CALLS)
    defineRoute(app, {
      method: 'GET',
      ...call,
      tags: TAGS,
      handler: async ({ req, reply }) => {
        const message = render(NO_FUNDING_DATA, requestLocale(req));
        const answer: FundingFigures = { available: false, message, records: [] };
        return reply.send(ok(answer, message));
      },
    });
}
