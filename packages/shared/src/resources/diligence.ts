/**
 * 企业准入扫描 (`compDiligence/riskcompdiligence`; WAVE3-BRIEF §3.2; issue 32 item 3): a company scanned before it is
 * taken on — by the tenant's provider (企查查's admission scan) or by the local rules over its registry data — with the
 * level, score and each red or yellow hit, and the report generated as a document with chapters. The scan is an
 * outside order (外部服务订单); the record follows its order.
 */
import { ORDER_STATES } from './outside';
import {
  type ResourceDef,
  attachments,
  datetime,
  defineResource,
  dict,
  int,
  json,
  l,
  ref,
  text,
  textarea,
} from './define';
import { customer } from './customer';

/** Who scans: the rules here over the registry data, or the tenant's provider. */
export const SCAN_ENGINES = [
  { value: 'LOCAL', label: l('本地规则', 'Local rules') },
  { value: 'PROVIDER', label: l('服务商', 'Provider') },
];

/** The levels the provider's scan and the local rules answer. */
export const SCAN_LEVELS = ['低', '较低', '中', '较高', '高'].map((v, i) => ({
  value: v,
  label: l(v, ['Low', 'Lower', 'Medium', 'Higher', 'High'][i]),
}));

export const compDiligence = defineResource({
  name: 'compDiligence',
  api: '/rzzl_qy/compDiligence/riskcompdiligence',
  table: 'fl_risk_comp_diligence',
  permission: 'risk_comp_diligence',
  label: l('企业准入扫描', 'Admission scans'),
  noun: l('企业准入扫描', 'admission scan'),
  titleField: 'companyName',
  routes: ['list', 'page', 'detail', 'remove', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    text('companyName', l('企业名称', 'Company'), {
      required: l('请输入企业名称', 'please enter the company'),
      search: true,
      min: 2,
      max: 100,
      width: 220,
    }),
    text('uscCode', l('统一社会信用代码', 'Credit code'), { max: 18, search: true, width: 180 }),
    ref('customerId', l('客户', 'Customer'), (): ResourceDef => customer, { nameKey: 'customerName', list: false }),
    dict('engine', l('扫描方式', 'Scanned by'), 'scan_engine', {
      options: SCAN_ENGINES,
      defaultValue: 'LOCAL',
      width: 100,
    }),
    // The order's (server).
    text('orderNo', l('订单编号', 'Order number'), { form: false, list: false }),
    dict('scanState', l('状态', 'State'), 'outside_order_state', {
      options: ORDER_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    dict('riskLevel', l('风险等级', 'Risk level'), 'scan_level', {
      options: SCAN_LEVELS,
      form: false,
      search: true,
      width: 90,
    }),
    int('riskScore', l('风险得分', 'Score'), { form: false, width: 90 }),
    int('redCount', l('红色提示', 'Red'), { form: false, width: 90 }),
    int('yellowCount', l('黄色提示', 'Yellow'), { form: false, width: 90 }),
    json('hits', l('风险明细', 'Hits'), { form: false, list: false }),
    // Both languages (json); the reader gets theirs.
    json('reason', l('失败原因', 'Why it failed'), { form: false, list: false }),
    datetime('scannedAt', l('扫描时间', 'Scanned'), { form: false, width: 160 }),
    attachments('report', l('扫描报告', 'Report'), { max: 1, attachmentKind: 'comp_scan_report', form: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});
