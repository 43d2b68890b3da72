import { Button, Flex, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { Loading } from './Loading';
import { RecordBody, type ShownRecord } from './RecordView';
import { ResourceForm } from './ResourceForm';
import type { FormHooks, FormMode } from './types';

export interface FormDialogProps extends ShownRecord {
  open: boolean;
  mode: FormMode;
  hooks?: FormHooks;
  title: ReactNode;
  width: number;
  onCancel(): void;
  /** Resolves when saved; a rejection keeps the dialog open (the HTTP client has shown the message). */
  onSubmit(values: Row): Promise<void>;
}

/**
 * The add / edit / view dialog of a resource: ResourceForm (or, to view, RecordView) in a modal; a fresh form each
 * time the dialog opens, so nothing leaks from one record to the next.
 */
export function FormDialog({ open, mode, hooks, title, width, onCancel, onSubmit, ...shown }: FormDialogProps) {
  const [session, setSession] = useState(0);
  const { t } = useTranslation();
  return (
    <Modal
      className="crud-dialog"
      open={open}
      title={title}
      width={width}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onCancel}
      afterOpenChange={(opened) => !opened && setSession((s) => s + 1)}
    >
      {mode === 'view' ? (
        <>
          <RecordBody {...shown} />
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button onClick={onCancel}>{t('crud.close')}</Button>
          </Flex>
        </>
      ) : shown.loading || !shown.row ? (
        <Loading />
      ) : (
        <ResourceForm
          key={session}
          fields={shown.fields}
          def={shown.def}
          overrides={shown.overrides}
          hooks={hooks}
          mode={mode}
          row={shown.row}
          onCancel={onCancel}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}
