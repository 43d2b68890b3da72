import { DownloadOutlined } from '@ant-design/icons';
import {
  type CalculatorOutput,
  type FinanceInputError,
  calculateSchedule,
  isFinanceInputError,
} from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import { CALCULATOR_FIELDS } from '@flp/shared/resources';
import {
  Alert,
  Button,
  Card,
  Col,
  Collapse,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Statistic,
  Table,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/http';
import { EChart } from '../../../components/EChart';
import { type ScheduleColumn, pct, scheduleColumns } from '../../../components/schedule';
import { amountFormat, numberInputProps } from '../../../crud';
import { usePermission } from '../../../store/auth';

/** Amounts and the rate are strings (the inputs' string mode): no float ever touches money. */
interface Terms {
  principal: string;
  annualRate?: string;
  periods: number;
  frequencyMonths: 1 | 2 | 3 | 4 | 6 | 12;
  method: 'EQUAL_RENT' | 'EQUAL_PRINCIPAL' | 'FLAT' | 'IRREGULAR';
  payIn: 'ARREARS' | 'ADVANCE';
  startDate: Dayjs;
  firstDueDate?: Dayjs | null;
  dayBasis: '30/360' | 'ACT/365' | 'ACT/360';
  residual?: string;
  purchasePrice?: string;
  deposit?: string;
  depositUse?: 'REFUND' | 'OFFSET_LAST';
  fee?: string;
  feeMode?: 'UPFRONT' | 'SPREAD';
  graceMonths?: number;
  graceType?: 'PRINCIPAL' | 'INTEREST_DEFERRED' | 'INTEREST_FREE';
  rounding?: 'HALF_UP' | 'HALF_EVEN';
  roundTo?: 'CENT' | 'YUAN';
  rents?: string;
}

const INITIAL: Terms = {
  principal: '1000000',
  annualRate: '6',
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  payIn: 'ARREARS',
  startDate: dayjs(),
  dayBasis: '30/360',
  depositUse: 'REFUND',
  feeMode: 'UPFRONT',
  graceType: 'PRINCIPAL',
  rounding: 'HALF_UP',
  roundTo: 'CENT',
};

/** Form values → the calculator's input (amounts as strings, so no float ever touches money). */
function toInput(v: Terms) {
  const amount = (n?: string | null) => (n === undefined || n === null || n === '' ? undefined : String(n));
  return {
    principal: amount(v.principal),
    annualRate: amount(v.annualRate),
    periods: v.periods,
    frequencyMonths: v.frequencyMonths,
    method: v.method,
    payIn: v.payIn,
    startDate: v.startDate?.format('YYYY-MM-DD'),
    firstDueDate: v.payIn === 'ARREARS' ? (v.firstDueDate?.format('YYYY-MM-DD') ?? undefined) : undefined,
    dayBasis: v.dayBasis,
    residual: amount(v.residual),
    purchasePrice: amount(v.purchasePrice),
    deposit: amount(v.deposit),
    depositUse: v.deposit ? v.depositUse : undefined,
    fee: amount(v.fee),
    feeMode: v.fee ? v.feeMode : undefined,
    graceMonths: v.graceMonths || undefined,
    graceType: v.graceMonths ? v.graceType : undefined,
    rounding: v.rounding,
    roundTo: v.roundTo,
    rents:
      v.method === 'IRREGULAR' && v.rents?.trim()
        ? v.rents.split(/[,，\s]+/).map((x) => (x === '' || x === '-' ? null : x))
        : undefined,
  };
}

/**
 * 租金测算: the terms on the left, the schedule, its IRRs and a chart on the right, recomputed as you type with the
 * same shared functions the server uses; the export asks the server (the authority) for the workbook.
 */
export default function CalculatorPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Terms>();
  const [values, setValues] = useState<Terms>(INITIAL);
  const canExport = usePermission('calculator_export');
  const [exporting, setExporting] = useState(false);
  const c = (k: string) => t(`lending.calculator.${k}`);
  /** The engine's complaint in the page's language after the term's label (as the server answers it). */
  const termError = (e: FinanceInputError) => {
    const period = /^rents\[(\d+)\]$/.exec(e.field);
    const key = e.field === 'frequencyMonths' ? 'frequency' : e.field;
    const label = period
      ? t('lending.calculator.rentOfPeriod', { n: Number(period[1]) + 1 })
      : i18n.exists(`lending.calculator.${key}`)
        ? c(key)
        : e.field;
    return `${label}: ${e.problem[i18n.language === 'en-US' ? 'en-US' : 'zh-CN']}`;
  };

  const result = useMemo((): { out?: CalculatorOutput; fault?: Error } => {
    try {
      return { out: calculateSchedule(toInput(values)) };
    } catch (e) {
      return { fault: e as Error };
    }
  }, [values]);
  // Told at render time, so a language switch retells it.
  const error = result.fault && (isFinanceInputError(result.fault) ? termError(result.fault) : result.fault.message);

  const opts = (group: string, keys: (string | number)[]) =>
    keys.map((k) => ({ value: k, label: t(`lending.calculator.${group}.${k}`) }));
  const out = result.out;

  const labels = { principal: c('principalCol'), interest: c('interest') };
  const chart = useMemo(
    () =>
      out && {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [labels.principal, labels.interest] },
        grid: { left: 70, right: 20, top: 36, bottom: 30 },
        xAxis: { type: 'category', data: out.rows.map((r) => r.period) },
        yAxis: { type: 'value' },
        series: [
          {
            name: labels.principal,
            type: 'bar',
            stack: 'rent',
            data: out.rows.map((r) => Number(r.principal)),
            itemStyle: { color: '#409EFF' },
          },
          {
            name: labels.interest,
            type: 'bar',
            stack: 'rent',
            data: out.rows.map((r) => Number(r.interest)),
            itemStyle: { color: '#F5A623' },
          },
        ],
      },
    [out, labels.principal, labels.interest],
  );

  const money = (v: string) => formatAmount(v);
  // The calculator's own words for two columns (本金 / 手续费 read as columns of its table).
  const columnKey = { principal: 'principalCol', fee: 'feeCol', purchasePrice: 'purchasePriceCol' } as Partial<
    Record<ScheduleColumn, string>
  >;
  const columns = scheduleColumns(out, (k) => c(columnKey[k] ?? k));

  const doExport = async () => {
    setExporting(true);
    try {
      await download('/api/rzzl_qy/calculator/export', toInput(values), '租金测算表.xlsx');
    } catch {
      // shown by the client
    } finally {
      setExporting(false);
    }
  };

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={8}>
        <Card title={c('terms')} size="small">
          <Form<Terms>
            form={form}
            layout="vertical"
            size="small"
            initialValues={INITIAL}
            onValuesChange={(_, all) => setValues({ ...INITIAL, ...all })}
          >
            <Row gutter={8}>
              <Col span={12}>
                <Form.Item name="principal" label={c('principal')}>
                  <InputNumber
                    {...numberInputProps(CALCULATOR_FIELDS.principal)}
                    {...amountFormat}
                    style={{ width: '100%' }}
                    aria-label={c('principal')}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="annualRate" label={c('annualRate')}>
                  <InputNumber
                    {...numberInputProps(CALCULATOR_FIELDS.annualRate)}
                    style={{ width: '100%' }}
                    aria-label={c('annualRate')}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="periods" label={c('periods')}>
                  <InputNumber min={1} max={600} precision={0} style={{ width: '100%' }} aria-label={c('periods')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="frequencyMonths" label={c('frequency')}>
                  <Select options={opts('freq', [1, 2, 3, 4, 6, 12])} aria-label={c('frequency')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="method" label={c('method')}>
                  <Select
                    options={opts('methods', ['EQUAL_RENT', 'EQUAL_PRINCIPAL', 'FLAT', 'IRREGULAR'])}
                    aria-label={c('method')}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="payIn" label={c('payIn')}>
                  <Select options={opts('payIns', ['ARREARS', 'ADVANCE'])} aria-label={c('payIn')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="startDate" label={c('startDate')}>
                  <DatePicker style={{ width: '100%' }} allowClear={false} aria-label={c('startDate')} />
                </Form.Item>
              </Col>
              {values.payIn === 'ARREARS' && (
                <Col span={12}>
                  <Form.Item name="firstDueDate" label={c('firstDueDate')}>
                    <DatePicker style={{ width: '100%' }} aria-label={c('firstDueDate')} />
                  </Form.Item>
                </Col>
              )}
              <Col span={12}>
                <Form.Item name="dayBasis" label={c('dayBasis')}>
                  <Select
                    options={['30/360', 'ACT/365', 'ACT/360'].map((v) => ({ value: v, label: v }))}
                    aria-label={c('dayBasis')}
                  />
                </Form.Item>
              </Col>
              {values.method === 'IRREGULAR' && (
                <Col span={24}>
                  <Form.Item name="rents" label={c('rents')}>
                    <Input.TextArea rows={2} placeholder="100000, , 120000" aria-label={c('rents')} />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <Collapse
              size="small"
              items={[
                {
                  key: 'more',
                  label: c('advanced'),
                  forceRender: true,
                  children: (
                    <Row gutter={8}>
                      <Col span={12}>
                        <Form.Item name="residual" label={c('residual')}>
                          <InputNumber
                            {...numberInputProps(CALCULATOR_FIELDS.residual)}
                            {...amountFormat}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="purchasePrice" label={c('purchasePrice')}>
                          <InputNumber
                            {...numberInputProps(CALCULATOR_FIELDS.purchasePrice)}
                            {...amountFormat}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="graceMonths" label={c('graceMonths')}>
                          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="deposit" label={c('deposit')}>
                          <InputNumber
                            {...numberInputProps(CALCULATOR_FIELDS.deposit)}
                            {...amountFormat}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="depositUse" label={c('depositUse')}>
                          <Select options={opts('depositUses', ['REFUND', 'OFFSET_LAST'])} />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="fee" label={c('fee')}>
                          <InputNumber
                            {...numberInputProps(CALCULATOR_FIELDS.fee)}
                            {...amountFormat}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="feeMode" label={c('feeMode')}>
                          <Select options={opts('feeModes', ['UPFRONT', 'SPREAD'])} />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="graceType" label={c('graceType')}>
                          <Select options={opts('graceTypes', ['PRINCIPAL', 'INTEREST_DEFERRED', 'INTEREST_FREE'])} />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="rounding" label={c('rounding')}>
                          <Select options={opts('roundings', ['HALF_UP', 'HALF_EVEN'])} />
                        </Form.Item>
                      </Col>
                      <Col span={12}>
                        <Form.Item name="roundTo" label={c('roundTo')}>
                          <Select options={opts('roundTos', ['CENT', 'YUAN'])} />
                        </Form.Item>
                      </Col>
                    </Row>
                  ),
                },
              ]}
            />
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Space direction="vertical" style={{ width: '100%' }} size={12}>
          {error && <Alert type="error" showIcon message={c('invalid')} description={error} data-testid="calc-error" />}
          {out && (
            <>
              <Card size="small">
                <Row gutter={[12, 12]}>
                  <Col xs={12} md={6}>
                    <Statistic
                      title={c('levelRent')}
                      value={out.summary.levelRent ? money(out.summary.levelRent) : '—'}
                    />
                  </Col>
                  <Col xs={12} md={6}>
                    <Statistic title={c('totalRent')} value={money(out.totals.rent)} />
                  </Col>
                  <Col xs={12} md={6}>
                    <Statistic title={c('totalInterest')} value={money(out.totals.interest)} />
                  </Col>
                  <Col xs={12} md={6}>
                    <Statistic title={c('xirr')} value={pct(out.irr.xirr)} />
                  </Col>
                  <Col xs={8} md={6}>
                    <Statistic title={c('irrPeriodic')} value={pct(out.irr.periodic)} valueStyle={{ fontSize: 16 }} />
                  </Col>
                  <Col xs={8} md={6}>
                    <Statistic
                      title={c('irrNominal')}
                      value={pct(out.irr.nominalAnnual)}
                      valueStyle={{ fontSize: 16 }}
                    />
                  </Col>
                  <Col xs={8} md={6}>
                    <Statistic
                      title={c('irrEffective')}
                      value={pct(out.irr.effectiveAnnual)}
                      valueStyle={{ fontSize: 16 }}
                    />
                  </Col>
                </Row>
              </Card>
              <Card size="small" title={c('chart')}>
                {chart && <EChart option={chart} height={240} />}
              </Card>
              <Card
                size="small"
                title={c('schedule')}
                extra={
                  canExport && (
                    <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
                      {c('export')}
                    </Button>
                  )
                }
              >
                <Table
                  rowKey="period"
                  size="small"
                  columns={columns}
                  dataSource={out.rows}
                  pagination={out.rows.length > 60 ? { pageSize: 60, showSizeChanger: false } : false}
                  scroll={{ x: 'max-content' }}
                  summary={() => (
                    <Table.Summary.Row style={{ fontWeight: 600 }}>
                      <Table.Summary.Cell index={0} colSpan={2}>
                        {c('total')}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        {money(out.totals.rent)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        {money(out.totals.principal)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={4} align="right">
                        {money(out.totals.interest)}
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  )}
                />
              </Card>
            </>
          )}
        </Space>
      </Col>
    </Row>
  );
}
