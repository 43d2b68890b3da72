import type { CalculatorOutput } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import { Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** An IRR fraction as a percentage ('—' when the engine found none). */
export const pct = (v: string | null | undefined) =>
  v === null || v === undefined ? '—' : `${(Number(v) * 100).toFixed(4)} %`;

/**
 * A schedule and its totals as the rent calculator answers it (the browser's preview, the server's stored schedule
 * or a contract's): total rent, interest, IRR, then the rows (the first `limit` when given).
 */
export function ScheduleView({ out, limit }: { out: CalculatorOutput; limit?: number }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`project.schedule.${k}`);
  const money = (v: string) => formatAmount(v);
  const rows = limit ? out.rows.slice(0, limit) : out.rows;
  return (
    <div className="project-schedule">
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8} data-testid="schedule-total-rent">
          <Statistic title={p('totalRent')} value={money(out.totals.rent)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={p('totalInterest')} value={money(out.totals.interest)} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={p('irr')} value={pct(out.irr.xirr)} />
        </Col>
      </Row>
      <Table
        size="small"
        rowKey="period"
        style={{ marginTop: 8 }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: p('period'), dataIndex: 'period', width: 60 },
          { title: p('dueDate'), dataIndex: 'dueDate', width: 110 },
          { title: p('rent'), dataIndex: 'rent', align: 'right', render: money },
          { title: p('principal'), dataIndex: 'principal', align: 'right', render: money },
          { title: p('interest'), dataIndex: 'interest', align: 'right', render: money },
          { title: p('closing'), dataIndex: 'closingBalance', align: 'right', render: money },
        ]}
        footer={limit && out.rows.length > limit ? () => t('project.schedule.more', { n: out.rows.length }) : undefined}
      />
    </div>
  );
}
