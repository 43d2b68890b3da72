import type { CalculatorOutput } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import { Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { pct, scheduleColumns } from '../../components/schedule';

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
        columns={scheduleColumns(out, p)}
        footer={limit && out.rows.length > limit ? () => t('project.schedule.more', { n: out.rows.length }) : undefined}
      />
    </div>
  );
}
