import { RISK_LEVEL_OPTIONS } from '@flp/shared/resources';
import { Tag } from 'antd';
import { useLoc } from '../../crud';

/** The five classes from mild to severe, each its colour. */
const COLORS: Record<string, string> = {
  NORMAL: 'green',
  SPECIAL_MENTION: 'gold',
  SUBSTANDARD: 'orange',
  DOUBTFUL: 'red',
  LOSS: 'magenta',
};

/** A five-level class as a coloured tag. */
export function RiskTag({ level }: { level: unknown }) {
  const loc = useLoc();
  const option = RISK_LEVEL_OPTIONS.find((o) => o.value === level);
  if (!option) return null;
  return (
    <Tag color={COLORS[option.value]} style={{ marginInlineEnd: 0 }}>
      {loc(option.label)}
    </Tag>
  );
}

export const riskTagField = { render: (v: unknown) => <RiskTag level={v} /> };
