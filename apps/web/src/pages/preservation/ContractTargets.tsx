import { type FieldDef, preservation } from '@flp/shared/resources';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { FieldInput, type Row } from '../../crud';

const API = `/api${preservation.api}`;

/** The calls offering a contract's parties and security as 保全标的 rows. */
const SOURCES = [
  { call: 'addLessee', label: 'preservation.addLessee' },
  { call: 'addGuarantee', label: 'preservation.addGuarantee' },
  { call: 'addMortgage', label: 'preservation.addMortgage' },
  { call: 'addPledge', label: 'preservation.addPledge' },
] as const;

/**
 * The case's contract picker, and once a contract is chosen the buttons that add its lessee and leased items, its
 * guarantors, mortgaged and pledged assets to the 保全标的 list below (the rows then completed by hand).
 */
export function ContractTargets({
  field,
  row,
  disabled,
  placeholder,
  value,
  onChange,
  id,
}: {
  field: FieldDef;
  row?: Row;
  disabled?: boolean;
  placeholder?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState<string>();
  const add = async (call: string) => {
    setBusy(call);
    try {
      const rows = await http.get<Row[]>(`${API}/${call}`, { mainId: value });
      form.setFieldValue('targets', [...((form.getFieldValue('targets') as Row[] | undefined) ?? []), ...rows]);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <FieldInput
        field={field}
        row={row}
        disabled={disabled}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        id={id}
      />
      {!!value && !disabled && (
        <Space wrap size={4} style={{ marginTop: 8 }} className="preservation-sources">
          {SOURCES.map((s) => (
            <Button key={s.call} size="small" loading={busy === s.call} onClick={() => add(s.call)}>
              {t(s.label)}
            </Button>
          ))}
        </Space>
      )}
    </>
  );
}
