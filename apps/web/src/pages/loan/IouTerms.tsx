import { leaseTermFields } from '@flp/shared/resources';
import { Descriptions, Empty } from 'antd';
import { FieldValue, type Row, useLoc } from '../../crud';

const FIELDS = leaseTermFields();

/** 租赁条件: the terms the IOU's schedule was built from (the contract's, overridden by the disbursement's). */
export function IouTerms({ row }: { row: Row }) {
  const loc = useLoc();
  const terms = (row.terms ?? null) as Row | null;
  if (!terms) return <Empty />;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={FIELDS.map((f) => ({
        key: f.name,
        label: loc(f.label),
        children: <FieldValue field={f} value={terms[f.name]} />,
      }))}
    />
  );
}
