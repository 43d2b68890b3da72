// 保存到报表 on 集中度预警: the indicators as they stand now, written as a workbook and filed in 报表管理 (集中度快照),
// so the month's or the board meeting's picture stays as it was after the book moves on.
import { CONCENTRATION_INDICATOR_OPTIONS, CONCENTRATION_STATUS_OPTIONS, type Localized, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { defineRoute, under } from '../../platform/http/define-route';
import { buildWorkbook } from '../../platform/http/excel';
import type { ReportApi } from '../report';
import type { PictureDeps } from './picture';
import { THRESHOLD, warnAnswer } from './warn';

const APIS = ['/api/rzzl_qy/concentration/warn', '/api/rzzl_qy/customerConcentration/concentrationwarn'];
const zh = (options: { value: string; label: Localized }[], v: string) =>
  options.find((o) => o.value === v)?.label['zh-CN'] ?? v;

export function registerConcentrationReport(app: FastifyInstance, db: Db, deps: PictureDeps, reports: ReportApi) {
  defineRoute(app, {
    method: 'POST',
    url: under(APIS, 'saveReport'),
    permission: 'risk_concentration_warn_report',
    tags: ['Concentration warnings'],
    summary: '集中度预警 — save the indicators as they stand (the threshold given) as a report file (报表管理)',
    params: [THRESHOLD] as const,
    handler: async ({ ctx, params }) => {
      const answer = await warnAnswer(db, ctx, deps, params.threshold);
      const day = nowString().slice(0, 10);
      const rows = answer.indicators.map((i) => ({
        code: zh(CONCENTRATION_INDICATOR_OPTIONS, i.code),
        subject: i.shareholder ?? i.customerNames,
        limitRatio: i.limitRatio,
        limit: i.limit,
        value: i.value,
        pending: i.pending,
        projected: i.projected,
        ratio: i.ratio,
        headroom: i.headroom,
        status: zh(CONCENTRATION_STATUS_OPTIONS, i.status),
        projectedStatus: zh(CONCENTRATION_STATUS_OPTIONS, i.projectedStatus),
      }));
      const bytes = await buildWorkbook([
        {
          name: '集中度指标',
          title: `客户集中度快照 ${day} (公司财务数据报表日期 ${answer.reportDate}, 预警阈值 ${answer.threshold}%)`,
          columns: [
            { header: '指标', key: 'code', width: 36 },
            { header: '对象', key: 'subject', width: 30 },
            { header: '限额比例(%)', key: 'limitRatio', width: 12 },
            { header: '限额(元)', key: 'limit', width: 18, money: true },
            { header: '当前值(元)', key: 'value', width: 18, money: true },
            { header: '待放款(元)', key: 'pending', width: 18, money: true },
            { header: '含待放款(元)', key: 'projected', width: 18, money: true },
            { header: '占比(%)', key: 'ratio', width: 10 },
            { header: '剩余额度(元)', key: 'headroom', width: 18, money: true },
            { header: '状态', key: 'status', width: 10 },
            { header: '含待放款状态', key: 'projectedStatus', width: 12 },
          ],
          rows,
        },
      ]);
      return reports.keep(db, ctx, {
        name: `客户集中度快照 ${day}`,
        type: 'CONCENTRATION',
        period: day,
        source: l('集中度预警', 'Concentration warnings')['zh-CN'],
        fileName: `客户集中度快照-${day}.xlsx`,
        bytes,
      });
    },
  });
}
