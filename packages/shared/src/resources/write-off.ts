/**
 * 核销 (WAVE3-BRIEF §2.9): a loss asset written off against its provision once collection is exhausted — the claim kept
 * off the balance sheet (账销案存) and pursued; later money on a written-off IOU is a recovery, applied in its own order
 * and listed against the write-off. Criteria borrowed from 财政部《金融企业呆账核销管理办法》 (thresholds as parameters).
 */
import { attachments, date, defineResource, dict, l, money, switchField, textarea } from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields, changeHead, pricedFields } from './change-record';
import { RISK_LEVEL_OPTIONS } from './servicing';

export const WRITE_OFF_REASONS = [
  { value: 'BANKRUPTCY', label: l('破产清算', 'Bankruptcy and liquidation') },
  { value: 'DEATH', label: l('死亡或失踪', 'Death or disappearance') },
  { value: 'EXECUTION_ENDED', label: l('诉讼执行终结(终本)', 'Enforcement ended') },
  { value: 'RECOURSE_EXPIRED', label: l('追索超期', 'Recourse exhausted') },
  { value: 'OTHER', label: l('其他', 'Other') },
];

const figure = (name: string, label: ReturnType<typeof l>) => money(name, label, { form: false, list: false });

/** 核销 (fl_write_off): an IOU's loss written off against its provision, the claim kept and recoveries listed. */
export const writeOff = defineResource({
  name: 'writeOff',
  api: '/rzzl_qy/verification/verification',
  table: 'fl_write_off',
  permission: 'loan_write_off',
  label: l('核销', 'Write-offs'),
  noun: l('核销', 'Write-off'),
  titleField: 'writeOffNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('writeOffNo', l('核销编号', 'Write-off number')),
    date('writeOffDate', l('核销日', 'Write-off date'), {
      required: l('请选择核销日', 'please select the write-off date'),
      width: 110,
    }),
    // Always 损失 or 可疑 here: read on 查看, not a column (the list keeps room for the amount and the state at 1366 px).
    dict('riskLevel', l('五级分类', 'Classification'), 'risk_level', {
      options: RISK_LEVEL_OPTIONS,
      form: false,
      list: false,
      width: 90,
    }),
    // A 可疑 IOU may be written off with conclusive evidence (a bankruptcy ruling, an ended enforcement).
    switchField('override', l('可疑类有确凿证据', 'Doubtful, with conclusive evidence'), { list: false }),
    dict('reasonCode', l('核销原因', 'Reason'), 'write_off_reason', {
      options: WRITE_OFF_REASONS,
      required: l('请选择核销原因', 'please select the reason'),
      width: 120,
    }),
    figure('principal', l('未收本金(元)', 'Principal unpaid (yuan)')),
    figure('interest', l('表内应收利息(元)', 'Interest receivable (yuan)')),
    figure('penalty', l('罚息(表外)(元)', 'Penalty, off balance (yuan)')),
    figure('fees', l('费用(元)', 'Fees (yuan)')),
    money('amount', l('核销金额(元)', 'Amount written off (yuan)'), { form: false, width: 130 }),
    figure('provisionHeld', l('已提准备(元)', 'Provision held (yuan)')),
    figure('shortfall', l('准备缺口(元)', 'Provision shortfall (yuan)')),
    figure('recovered', l('已追回(元)', 'Recovered (yuan)')),
    figure('offBalance', l('表外债权余额(元)', 'Off-balance claim left (yuan)')),
    attachments('evidence', l('核销证据', 'Evidence'), {
      max: 20,
      attachmentKind: 'write_off_evidence',
      required: l('请上传核销证据(判决书、终本裁定、破产裁定或催收记录)', 'please attach the evidence'),
    }),
    textarea('recoveryPlan', l('后续追偿措施', 'Recovery plan'), { max: 1000, list: false }),
    textarea('reason', l('核销说明', 'Explanation'), { required: l('请输入核销说明', 'please explain'), max: 1000 }),
    ...pricedFields(),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/** 核销 (`verification`): the common calls; pageLists and noPageLists(iouNo) list write-offs with recovered-to-date. */
export const writeOffFamily = recordFamily({
  code: 'verification',
  categoryKey: '25',
  processKey: 'Verification',
  resource: () => writeOff,
  editableAt: {
    starterAdjust: ['writeOffDate', 'override', 'reasonCode', 'evidence', 'recoveryPlan', 'reason'],
  },
});
