import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Tag } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { businessStamp } from '../../config/time';
import { http } from '../../api/http';
import { amountFormat } from '../../crud';
import { useLoc } from '../../crud/labels';
import { usePermission } from '../../store/auth';
import { T } from './texts';

type Row = Record<string, string | number | null>;
interface Page {
  records: Row[];
  total: number;
}
const SHOWN = 5;
const quiet = { silent: true };

/** A list of a few events and their count; the title opens the screen where they are worked. */
function Box(props: {
  title: string;
  count?: number;
  rows: Row[];
  to: string;
  loading: boolean;
  line(r: Row): string;
  tag(r: Row): string;
  red(r: Row): boolean;
  testId: string;
}) {
  const loc = useLoc();
  const navigate = useNavigate();
  return (
    <Col xs={24} md={8}>
      <Card
        size="small"
        title={props.count === undefined ? props.title : `${props.title} (${props.count})`}
        extra={
          <Button type="link" size="small" aria-label={props.title} onClick={() => navigate(props.to)}>
            {'›'}
          </Button>
        }
        loading={props.loading}
        data-testid={props.testId}
      >
        {props.rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loc(T.nothingDue)} />
        ) : (
          <List
            size="small"
            dataSource={props.rows}
            renderItem={(r) => (
              <List.Item>
                <span className="wel-remind-line">{props.line(r)}</span>
                <Tag color={props.red(r) ? 'red' : 'orange'}>{props.tag(r)}</Tag>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Col>
  );
}

/**
 * The morning's reminders on the home page: for an account manager (提醒) the rents falling due and the overdue periods
 * of his IOUs, for treasury (资金管理) the bank instalments due or overdue — a few of each, the count, the way to the list.
 */
export function Reminders() {
  const loc = useLoc();
  const remind = usePermission('remind_view');
  const bank = usePermission('funding_bank_loan_view');
  const page = (view: string, more: Record<string, string> = {}) =>
    http.get<Page>('/api/rzzl_qy/remind/remind/page', { view, current: 1, size: SHOWN, ...more }, quiet);
  // Falling due: the rents ahead (an older reminder left unhandled stays on 提醒's screen; its period is a warning now).
  const today = dayjs(businessStamp()).format('YYYY-MM-DD');
  const due = useQuery({
    queryKey: ['wel', 'reminders', today],
    queryFn: () => page('reminders', { eventDateFrom: today }),
    enabled: remind,
  });
  const late = useQuery({ queryKey: ['wel', 'warnings'], queryFn: () => page('warnings'), enabled: remind });
  const banks = useQuery({
    queryKey: ['wel', 'bankDue'],
    queryFn: () => http.get<Row[]>('/api/rzzl_qy/bankLoan/bankloan/getReminderListIndex', undefined, quiet),
    enabled: bank,
  });
  if (!remind && !bank) return null;
  const money = (v: unknown) => amountFormat.formatter(String(v ?? ''));
  // A period's warning: the days since its due date (the business date's); a class event: the IOU's days past due.
  const daysSince = (r: Row) =>
    Number(r.period) > 0 && r.eventDate
      ? Math.max(
          0,
          dayjs(businessStamp())
            .startOf('day')
            .diff(dayjs(String(r.eventDate)), 'day'),
        )
      : Number(r.dpd ?? 0);
  return (
    <>
      {remind &&
        [
          {
            testId: 'wel-reminders',
            title: T.reminders,
            query: due,
            line: (r: Row) => `${r.customerName ?? ''} ${r.iouNo} #${r.period} · ${money(r.unpaid)}`,
            tag: (r: Row) => String(r.dueDate ?? ''),
            red: false,
          },
          {
            testId: 'wel-warnings',
            title: T.warnings,
            query: late,
            line: (r: Row) => `${r.customerName ?? ''} ${r.iouNo}${Number(r.period) > 0 ? ` #${r.period}` : ''}`,
            tag: (r: Row) => loc(T.overdueDays).replace('{n}', String(daysSince(r))),
            red: true,
          },
        ].map((b) => (
          // Both views of 提醒 (rents falling due, overdue), a few events each, opening the same screen.
          <Box
            key={b.testId}
            testId={b.testId}
            title={loc(b.title)}
            count={b.query.data?.total}
            rows={b.query.data?.records ?? []}
            to="/loan/remind"
            loading={b.query.isLoading}
            line={b.line}
            tag={b.tag}
            red={() => b.red}
          />
        ))}
      {bank && (
        <Box
          testId="wel-bank-due"
          title={loc(T.bankDue)}
          rows={banks.data ?? []}
          to="/funding/financing-account"
          loading={banks.isLoading}
          line={(r) => `${r.bankIouNo} · ${money(r.unpaid)}`}
          tag={(r) =>
            Number(r.daysOverdue) > 0
              ? loc(T.overdueDays).replace('{n}', String(r.daysOverdue))
              : `${r.dueDate} · ${loc(T.dueInDays).replace('{n}', String(r.daysToDue))}`
          }
          red={(r) => Number(r.daysOverdue) > 0}
        />
      )}
    </>
  );
}
