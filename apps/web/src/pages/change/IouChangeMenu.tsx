import { DownOutlined } from '@ant-design/icons';
import {
  type ResourceDef,
  type WorkflowFamily,
  earlySettlement,
  extensionChange,
  graceAdjustFamily,
  iouChange,
  scheduleAdjust,
  writeOffFamily,
} from '@flp/shared/resources';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Row, useLoc } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';

/**
 * A change an IOU repaying may be taken to: its screen with the IOU chosen in its card (`?iouId=`), or, for a change
 * without a card, its family's start form with the IOU filled in; offered when `fits` the IOU.
 */
interface IouChangeAction {
  def: ResourceDef;
  screen?: string;
  family?: WorkflowFamily;
  fits?: (row: Row) => boolean;
}

/** 核销 is for a loss — or a doubtful IOU with conclusive evidence (the server's rule; the class says which). */
const WRITABLE_OFF = new Set(['DOUBTFUL', 'LOSS']);

const ACTIONS: IouChangeAction[] = [
  { def: earlySettlement, screen: '/change/settle' },
  { def: extensionChange, screen: '/change/extension' },
  { def: iouChange, screen: '/change/iou' },
  { def: scheduleAdjust, screen: '/change/schedule-adjust' },
  { def: graceAdjustFamily.resource(), family: graceAdjustFamily },
  {
    def: writeOffFamily.resource(),
    family: writeOffFamily,
    fits: (row) => WRITABLE_OFF.has(String(row.riskLevel)),
  },
];

/**
 * 变更: one drop-down on an IOU's row for the changes the reader may start on it (each by its `_add` permission),
 * rather than a button each — six would crowd the row. Nothing for an IOU not repaying.
 */
export function IouChangeMenu({ row, can }: { row: Row; can: (permission: string) => boolean }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const start = useStartFamily();
  if (row.iouState !== 'active') return null;
  const offered = ACTIONS.filter((a) => can(`${a.def.permission}_add`) && (a.fits?.(row) ?? true));
  if (!offered.length) return null;
  const iouId = String(row.id);
  const open = (a: IouChangeAction) => {
    if (a.screen) navigate(`${a.screen}?iouId=${encodeURIComponent(iouId)}`);
    else if (a.family) void start(a.family.code, { iouId, name: String(row.iouNo ?? '') });
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: offered.map((a) => ({ key: a.def.name, label: loc(a.def.noun ?? a.def.label) })),
        onClick: ({ key }) => {
          const a = offered.find((x) => x.def.name === key);
          if (a) open(a);
        },
      }}
    >
      <Button type="link" size="small" data-testid="iou-change-menu">
        {t('change.iouMenu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
