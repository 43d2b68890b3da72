import { App, type TableProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api';
import { PLACEHOLDER } from './useResourceTree';

export interface ConfirmOptions {
  confirm: string;
  run: (rows: Row[]) => Promise<unknown>;
  success: string;
}

/**
 * The selected rows and the confirmed action on rows: warn when there are none, ask, run, toast, clear the selection
 * and reload. `rowSelection` is the table's (strict in a tree; a lazy tree's stand-in rows cannot be chosen).
 */
export function useSelection(reload: () => Promise<void>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const clearSelection = useCallback(() => {
    setSelectedKeys([]);
    setSelectedRows([]);
  }, []);

  const confirmRun = useCallback(
    (rows: Row[], opts: ConfirmOptions) => {
      if (!rows.length) {
        message.warning(t('crud.selectOne'));
        return;
      }
      modal.confirm({
        title: t('crud.tip'),
        content: opts.confirm,
        okText: t('crud.confirm'),
        cancelText: t('crud.cancel'),
        onOk: async () => {
          await opts.run(rows);
          message.success(opts.success);
          clearSelection();
          await reload();
        },
      });
    },
    [message, modal, t, clearSelection, reload],
  );

  const rowSelection: TableProps<Row>['rowSelection'] = {
    selectedRowKeys: selectedKeys,
    checkStrictly: true,
    getCheckboxProps: (row: Row) => ({ disabled: !!row[PLACEHOLDER] }),
    onChange: (keys, rows) => {
      setSelectedKeys(keys.map(String));
      setSelectedRows(rows.filter(Boolean));
    },
  };

  return { selectedKeys, selectedRows, clearSelection, confirmRun, rowSelection };
}
