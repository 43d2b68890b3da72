import { formatAmount } from '@flp/shared/format';
import { extensionChange } from '@flp/shared/resources';
import { Alert, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue, useLoc } from '../../crud';
import type { ExtensionPrefill, Qualification } from './api';
import { points } from './points';

const fieldOf = (name: string) => extensionChange.fields.find((f) => f.name === name)!;

/** Whether anything is overdue as of the business date (the extension must then say what becomes of it). */
export const hasOverdue = (p: ExtensionPrefill) => Object.values(p.overdue).some((v) => Number(v) > 0);

/**
 * Where the IOU stands before an extension (beforeStart, as of the business date): what is left of it, its present
 * terms (the ones an empty field keeps), what is overdue, which extension this would be and whose consent it needs —
 * then whether it may be extended on the chosen date, or why not (dateQualified).
 */
export function ExtensionPrefillView({ prefill: p, asked }: { prefill: ExtensionPrefill; asked?: Qualification }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const terms = (p.iou.terms ?? {}) as Record<string, unknown>;
  const item = (name: string, children: ReactNode) => ({ key: name, label: loc(fieldOf(name).label), children });
  const present = (
    <>
      {`${points(String(p.iou.annualRate ?? terms.annualRate ?? ''))} · `}
      <FieldValue field={fieldOf('frequencyMonths')} value={terms.frequencyMonths} />
      {' · '}
      <FieldValue field={fieldOf('method')} value={terms.rentMethod} />
    </>
  );
  const qualification = asked ?? p;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        style={{ marginBottom: 8 }}
        data-testid="extension-prefill"
        items={[
          { key: 'businessDate', label: t('change.businessDate'), children: p.businessDate },
          item('remainingPrincipal', formatAmount(p.remainingPrincipal)),
          item('remainingPeriods', p.remainingPeriods),
          item('originalEndDate', p.originalEndDate),
          { key: 'present', label: t('change.presentTerms'), children: present },
          item('overduePrincipal', formatAmount(p.overdue.principal)),
          item('overdueInterest', formatAmount(p.overdue.interest)),
          item('overduePenalty', formatAmount((Number(p.overdue.penalty) + Number(p.overdue.fee)).toFixed(2))),
          item('extensionNo', p.extensionNo),
          {
            key: 'guarantors',
            label: t('change.guarantors'),
            children: p.guarantors.length ? p.guarantors.join('、') : t('change.noGuarantors'),
          },
        ]}
      />
      {qualification.qualified ? (
        <Alert type="success" showIcon style={{ marginBottom: 12 }} title={t('change.mayExtend')} />
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="extension-reasons"
          title={t('change.mayNotExtend')}
          description={qualification.reasons.join('; ')}
        />
      )}
    </>
  );
}
