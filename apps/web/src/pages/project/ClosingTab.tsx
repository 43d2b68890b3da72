import { formatAmount } from '@flp/shared/format';
import { END_OF_PROJECT_FIGURES, endOfProject, l } from '@flp/shared/resources';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RecordTab, type Row, useLoc } from '../../crud';
import { Checklist } from '../loan/Checklist';
import type { ConditionLine } from '../loan/api';

/** The figures a closing keeps (server-computed at every save and again at its approval). */
const FIGURE_FIELDS = END_OF_PROJECT_FIGURES.map((name) => endOfProject.fields.find((f) => f.name === name)!);

/** What a closing's record keeps: each line of its checklist ✓/✗ with what was found, then its figures. */
function Closing({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const shown = (name: string, kind: string) => {
    const v = row[name];
    if (name === 'xirr') return v === null || v === undefined || v === '' ? t('project.closing.noXirr') : `${v}%`;
    return kind === 'int' ? String(v ?? 0) : formatAmount(String(v ?? '0'));
  };
  return (
    <>
      <Checklist lines={row.checklist as ConditionLine[] | null} empty={t('project.closing.unchecked')} below />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('project.closing.figures')}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="closing-figures">
        {FIGURE_FIELDS.map((f) => (
          <Descriptions.Item key={f.name} label={loc(f.label)}>
            {shown(f.name, f.kind)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

/** A closing's checklist and figures: a tab of its 查看 drawer and, beside its approval, a decision tab. */
export const closingTab: RecordTab = {
  key: 'closing',
  label: l('结项条件', 'Closing checklist'),
  render: (row) => <Closing row={row} />,
};
