// 工作日历 (calendar): the tenant's calendar of exceptions — the State Council's holidays imported a year at a time,
// the company's own days — and, for the other modules, the working days it makes (a reminder due on a day off goes out
// the working day before; a bank's due date moves to the next).
import { calendarDay, int, l } from '@flp/shared';
import { WorkingDays, addDays } from '@flp/shared/finance';
import { and, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, invalidField, labelled } from '../../platform/http/errors';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { defineModule } from '../host';
import { holidayArrangement } from './holidays';
import { CALENDAR_MENUS } from './menus';
import { calendarRepos } from './repos';

const repo = calendarRepos.day;
const YEAR = int('year', l('年度', 'Year'), { minValue: 2000, maxValue: 2100 });

/** The working days over [from, to] by the tenant's calendar (read with a margin for the searches either side). */
async function workingDays(db: Db, ctx: RequestContext, from: string, to: string): Promise<WorkingDays> {
  const rows = await repo.list(db, ctx, {
    where: [and(gte(repo.col('day'), addDays(from, -62)), lte(repo.col('day'), addDays(to, 62)))!],
  });
  return new WorkingDays(new Map(rows.map((r) => [String(r.day), String(r.dayType)])));
}

/** A year's arrangement added to the tenant's calendar: days it names already are the tenant's and stay as they are. */
async function importYear(tx: Db, ctx: RequestContext, year: number) {
  const days = holidayArrangement(year);
  if (days.length === 0) return { year, added: 0, known: false };
  const have = new Set(
    (
      await repo.list(tx, ctx, {
        where: [and(gte(repo.col('day'), `${year}-01-01`), lte(repo.col('day'), `${year}-12-31`))!],
      })
    ).map((r) => String(r.day)),
  );
  const fresh = days.filter((d) => !have.has(d.day));
  for (const d of fresh) await repo.insert(tx, ctx, { ...d, remark: '国务院放假安排' });
  return { year, added: fresh.length, known: true };
}

export interface CalendarApi {
  /** The working days over a range of dates the caller asks about. */
  workingDays: typeof workingDays;
}

function registerCalendarRoutes(app: FastifyInstance, db: Db): CalendarApi {
  const days = registerResourceRoutes(app, {
    repo,
    db,
    hooks: {
      // The screen shows a year at a time.
      listParams: ['year'],
      listWhere(_r, query) {
        if (query.year === undefined || query.year === '') return [];
        const y = Number(query.year);
        if (!Number.isInteger(y) || y < 2000 || y > 2100)
          throw invalidField(
            'year',
            labelled(YEAR.label, l('应为2000至2100之间的年份', 'must be a year from 2000 to 2100')),
          );
        return [and(gte(repo.col('day'), `${y}-01-01`), lte(repo.col('day'), `${y}-12-31`))!];
      },
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `/api${calendarDay.api}/importHolidays`,
    permission: 'calendar_import',
    tags: [calendarDay.label['en-US']],
    summary:
      '工作日历 — adds a year’s State Council holidays and weekends worked in lieu; days the calendar has already stay',
    params: [{ ...YEAR, required: l('请输入年度', 'please enter the year') }],
    handler: ({ ctx, params, req }) =>
      days.write(ctx, { req }, async (h) => {
        const done = await importYear(h.tx, ctx, params.year);
        if (!done.known)
          throw badRequest(
            l(
              `暂无 ${params.year} 年的放假安排数据, 请逐日维护`,
              `No holiday arrangement for ${params.year} is known yet; enter its days one by one`,
            ),
          );
        return done;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${calendarDay.api}/workingDay`,
    permission: 'calendar_view',
    tags: [calendarDay.label['en-US']],
    summary: '工作日历 — whether a date is a working day, and the working days on or before and on or after it',
    params: [{ ...calendarDay.fields[0], search: false }],
    handler: async ({ ctx, params }) => {
      const day = String(params.day);
      const wd = await workingDays(db, ctx, day, day);
      return { day, working: wd.isWorkingDay(day), before: wd.onOrBefore(day), after: wd.onOrAfter(day) };
    },
  });

  return { workingDays };
}

declare module '../host' {
  interface ModuleApis {
    calendar: CalendarApi;
  }
}

export const calendarModule = defineModule({
  name: 'calendar',
  menus: CALENDAR_MENUS,
  // A new tenant starts with this year's and next year's arrangements, as far as they are known.
  tenantStarter: async (tx, tenantId) => {
    const year = Number(formatDate(new Date()).slice(0, 4));
    for (const y of [year, year + 1]) await importYear(tx, systemContext(tenantId), y);
  },
  register: (host) => registerCalendarRoutes(host.app, host.db),
});
