import type { ResourceDef } from '@flp/shared/resources';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceApi, Row } from '../api';
import { defaultsOf } from '../fields';
import type { FormHooks, FormMode } from '../types';

export interface RecordDialogState {
  open: boolean;
  mode: FormMode;
  /** The record (edit/view) or the initial values (add); undefined while it loads. */
  row?: Row;
  loading: boolean;
}

/**
 * The record being added, edited or viewed: opening loads it (the form hooks' `load`, else GET detail when the
 * resource has it, else the row as listed); saving sends it (md5 and such by `beforeSubmit`), toasts, closes, reloads.
 */
export function useRecordDialog(def: ResourceDef, api: ResourceApi, hooks: FormHooks, reload: () => Promise<void>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<RecordDialogState>({ open: false, mode: 'add', loading: false });

  const openAdd = useCallback(
    (initial?: Row) => {
      const row = { ...defaultsOf(def.fields), ...defaultsOf(hooks.extraFields ?? []), ...initial };
      setDialog({ open: true, mode: 'add', row: { ...row, ...hooks.initialValues?.(row) }, loading: false });
    },
    [def, hooks],
  );
  const openRecord = useCallback(
    async (row: Row, mode: FormMode) => {
      setDialog({ open: true, mode, row: undefined, loading: true });
      try {
        const loaded = hooks.load
          ? await hooks.load(row, mode)
          : def.routes.includes('detail')
            ? await api.detail(String(row.id))
            : row;
        setDialog({ open: true, mode, row: loaded, loading: false });
      } catch {
        setDialog({ open: false, mode, loading: false });
      }
    },
    [hooks, def, api],
  );
  const openEdit = useCallback((row: Row) => openRecord(row, 'edit'), [openRecord]);
  const openView = useCallback((row: Row) => openRecord(row, 'view'), [openRecord]);
  const close = useCallback(() => setDialog((d) => ({ ...d, open: false })), []);

  const submit = async (values: Row) => {
    const { mode, row } = dialog;
    let body: Row = { ...values };
    if (mode === 'edit' && row) body = { ...body, id: row.id, version: row.version };
    if (hooks.beforeSubmit) body = await hooks.beforeSubmit(body, mode, row);
    if (hooks.submit) await hooks.submit(body, mode, row);
    else await api.submit(body);
    message.success(mode === 'add' ? t('crud.addSuccess') : t('crud.updateSuccess'));
    close();
    hooks.afterSubmit?.(mode, body);
    await reload();
  };

  const title =
    hooks.title?.(dialog.mode) ??
    t(dialog.mode === 'add' ? 'crud.add' : dialog.mode === 'edit' ? 'crud.edit' : 'crud.view');

  return { dialog, title, openAdd, openEdit, openView, close, submit };
}
