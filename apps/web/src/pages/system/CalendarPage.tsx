import { ImportOutlined } from '@ant-design/icons';
import { calendarDay, int, l } from '@flp/shared/resources';
import { App, Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ActionDialog, type PageContext, ResourcePage } from '../../crud';

/** The screen shows a year at a time (the list's `year`). */
const YEAR = int('year', l('年度', 'Year'), { minValue: 2000, maxValue: 2100 });

/**
 * 工作日历: the days that differ from the week — public holidays and weekends worked in lieu, imported a year at a time
 * from the State Council's arrangement, and the company's own days off — which the reminders and bank due dates follow.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [importing, setImporting] = useState<PageContext>();
  return (
    <>
      <ResourcePage
        def={calendarDay}
        searchFields={[YEAR]}
        toolbar={(ctx) =>
          ctx.can('calendar_import') && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(ctx)}>
              {t('system.calendar.import')}
            </Button>
          )
        }
      />
      {importing && (
        <ActionDialog<{ year: number }>
          open
          title={t('system.calendar.import')}
          initialValues={{ year: new Date().getFullYear() }}
          onClose={() => setImporting(undefined)}
          onSubmit={async ({ year }) => {
            const done = await http.post<{ added: number }>(`/api${calendarDay.api}/importHolidays`, { year });
            message.success(t('system.calendar.imported', { year, count: done.added }));
            void importing.reload();
          }}
        >
          <Form.Item
            name="year"
            label={t('system.calendar.year')}
            extra={t('system.calendar.importTip')}
            rules={[{ required: true }]}
          >
            <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </ActionDialog>
      )}
    </>
  );
}
