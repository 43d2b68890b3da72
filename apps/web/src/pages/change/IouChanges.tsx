import { flowStateField, l } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldValue, Loading, type RecordTab, type Row, isPage, resourceApi, useLoc } from '../../crud';
import { useScreen } from '../../shell/responsive';
import { useAuth } from '../../store/auth';
import { useStartFamily } from '../project/useStartFamily';
import { detailPath, withName } from '../work/families';
import { type ChangeKind, IOU_CHANGES } from './changes';

const STATE = flowStateField();
/** A kind as a person names one record of it (展期, 提前结清). */
const nounOf = (kind: ChangeKind) => {
  const def = kind.family.resource();
  return def.noun ?? def.label;
};

/** One change of the IOU, whatever its kind. */
interface Line {
  kind: ChangeKind;
  row: Row;
  number: string;
  date: string;
}

/** The IOU's records of each kind the reader may see (its list filtered by iouId), newest first. */
async function changesOf(iouId: string, kinds: ChangeKind[]): Promise<Line[]> {
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const answer = await resourceApi(kind.family.resource()).list({ iouId, size: 100, descs: 'id' });
      const rows = isPage(answer) ? answer.records : answer;
      return rows.map((row) => ({
        kind,
        row,
        number: String(row[kind.number] ?? ''),
        date: String(row[kind.date] ?? '').slice(0, 10),
      }));
    }),
  );
  return lists.flat().sort((a, b) => (b.date || '9').localeCompare(a.date || '9'));
}

/**
 * 租后变更 of an IOU: its settlements, extensions and reversals (IOU_CHANGES) with number, kind, date and state; a
 * record in approval or decided opens its process page (the change's figures beside the approvals), a draft its start
 * form. Kinds the reader may not read are left out.
 */
function IouChanges({ iouId }: { iouId: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const start = useStartFamily();
  const permission = useAuth((s) => s.permission);
  // on a phone the kind and the date under the number, the state beside it
  const small = useScreen() === 'xs';
  const kinds = IOU_CHANGES.filter((k) => permission[`${k.family.resource().permission}_view`]);
  const lines = useQuery({
    queryKey: ['change', 'iou-changes', iouId, kinds.map((k) => k.family.code)],
    queryFn: () => changesOf(iouId, kinds),
  });
  if (lines.isError) return <Alert type="error" showIcon title={(lines.error as Error).message} />;
  if (!lines.data) return <Loading />;
  if (!lines.data.length) return <Empty description={t('change.noChanges')} />;
  const kindOf = (line: Line) => loc(nounOf(line.kind));
  const open = ({ kind, row, number }: Line) => {
    const businessId = String(row.id);
    const pid = String(row.processInstanceId ?? '');
    if (pid) navigate(withName(detailPath(kind.family.code, { processInstanceId: pid, businessId }), number));
    else void start(kind.family.code, { id: businessId, name: number });
  };
  return (
    <Table<Line>
      size="small"
      bordered
      rowKey={(line) => `${line.kind.family.code}-${line.row.id}`}
      pagination={false}
      data-testid="iou-changes"
      dataSource={lines.data}
      columns={[
        {
          key: 'number',
          title: t('change.changeNumber'),
          render: (_, line) => (
            <Flex vertical>
              <Button type="link" size="small" style={{ padding: 0, alignSelf: 'start' }} onClick={() => open(line)}>
                {line.number}
              </Button>
              {small && <Typography.Text type="secondary">{`${kindOf(line)} · ${line.date}`}</Typography.Text>}
            </Flex>
          ),
        },
        ...(small
          ? []
          : [
              { key: 'kind', title: t('change.changeKind'), render: (_: unknown, line: Line) => kindOf(line) },
              { key: 'date', title: t('change.changeDate'), render: (_: unknown, line: Line) => line.date },
            ]),
        {
          key: 'state',
          title: loc(STATE.label),
          render: (_, line) => <FieldValue field={STATE} value={line.row.flowState} tag />,
        },
      ]}
    />
  );
}

/** The tab of 借据信息's 查看 drawer (the drawer's 变更记录 is the IOU's own field history). */
export const iouChangesTab: RecordTab = {
  key: 'changes',
  label: l('租后变更', 'Post-lease changes'),
  render: (row) => <IouChanges iouId={String(row.id)} />,
};
