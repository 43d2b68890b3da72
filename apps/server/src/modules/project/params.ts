// The system parameters the project chain reads (blade-system/param), each with the default a tenant without it gets;
// the module's manifest lists them (参数管理 shows them with their defaults).
import { l } from '@flp/shared';
import type { ParamSeed } from '../host';

export const PROJECT_PARAMS = {
  minRate: {
    key: 'project.special.minRate',
    fallback: 4,
    name: l('特殊审批最低年利率(%)', 'Special approval: lowest annual rate (%)'),
    remark: l('年利率低于此值的项目需特殊审批', 'A project with a lower annual rate needs a special approval'),
  },
  maxTermMonths: {
    key: 'project.special.maxTermMonths',
    fallback: 60,
    name: l('特殊审批最长租期(月)', 'Special approval: longest term (months)'),
    remark: l('租期长于此月数的项目需特殊审批', 'A lease longer than this many months needs a special approval'),
  },
  gmThreshold: {
    key: 'flow.project.gmThreshold',
    fallback: 5000000,
    name: l('项目审批总经理审批金额', 'Project approval: amount the general manager approves above'),
    remark: l(
      '融资金额超过此值(元)的项目需总经理审批',
      'A project financing more than this (yuan) needs the general manager',
    ),
  },
  passRatio: {
    key: 'project.review.passRatio',
    fallback: 0.6667,
    name: l('评审会通过比例', 'Review meeting: share of votes to pass'),
    remark: l('评审会同意票占比达到此值即通过', 'A review meeting passes with this share of 同意 votes'),
  },
  downloadDays: {
    key: 'project.download.days',
    fallback: 7,
    name: l('资料下载有效天数', 'Days an approved download stays available'),
  },
} as const satisfies Record<string, ParamSeed>;
