import type { CalculatorOutput } from '@flp/shared/finance';
import { isFinanceInputError } from '@flp/shared/finance';
import { CALCULATOR_TO_TERM, project, scheduleOfTerms } from '@flp/shared/resources';
import { Alert, Card, type FormInstance, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Row, useLoc } from '../../crud';
import { ScheduleView } from './ScheduleView';

const DEBOUNCE_MS = 300;
const FIRST_ROWS = 6;

/** The form's values, settled for a moment (the schedule is not recomputed on every key). */
function useSettled(form: FormInstance): Row | undefined {
  const values = Form.useWatch((v: Row) => v, { form, preserve: true });
  const [settled, setSettled] = useState<Row>();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(values), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);
  return settled;
}

/**
 * 租金测算 beside a project's terms: the schedule, total rent, interest and IRR of what is typed, computed in the
 * browser with the shared engine (scheduleOfTerms, the server's own computation), recomputed as the user types; the
 * engine's complaint is shown here and on the term's field once the user has touched it.
 */
export function TermsPreview({ form }: { form: FormInstance }) {
  const { t, i18n } = useTranslation();
  const loc = useLoc();
  const values = useSettled(form);
  const result = useMemo((): { out?: CalculatorOutput; fault?: unknown } => {
    if (!values) return {};
    try {
      return { out: scheduleOfTerms(values, dayjs().format('YYYY-MM-DD')) };
    } catch (e) {
      return { fault: e };
    }
  }, [values]);

  const fault = result.fault;
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const field = isFinanceInputError(fault) ? CALCULATOR_TO_TERM[fault.field] : undefined;
  const message = isFinanceInputError(fault) ? fault.problem[lang] : fault ? String((fault as Error).message) : '';
  const termField = project.fields.find((f) => f.name === field);
  const label = termField ? loc(termField.label) : '';
  useEffect(() => {
    if (field && form.isFieldTouched(field)) form.setFields([{ name: field, errors: [message] }]);
  }, [field, message, form]);

  return (
    <Card
      size="small"
      title={t('project.preview')}
      className="project-preview"
      data-testid="terms-preview"
      style={{ marginBottom: 16 }}
    >
      {result.out ? (
        <ScheduleView out={result.out} limit={FIRST_ROWS} />
      ) : fault ? (
        <Alert
          type="info"
          showIcon
          title={t('project.previewIncomplete')}
          description={label ? `${label}: ${message}` : message}
        />
      ) : null}
    </Card>
  );
}
