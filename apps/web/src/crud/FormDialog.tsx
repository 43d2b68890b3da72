import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { Button, Flex, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { Loading } from './Loading';
import { RecordView } from './RecordView';
import { ResourceForm } from './ResourceForm';
import type { ExtraColumn, FieldOverride, FormHooks, FormMode } from './types';

export interface FormDialogProps {
  open: boolean;
  mode: FormMode;
  /** The record (edit/view) or the initial values (add); undefined while it loads. */
  row?: Row;
  loading?: boolean;
  fields: FieldDef[];
  /** Child lists (edited below the fields, shown read-only to view) and the business status (never an input). */
  def?: Pick<ResourceDef, 'children' | 'status'>;
  overrides?: Record<string, FieldOverride>;
  extraColumns?: ExtraColumn[];
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
export function FormDialog(props: FormDialogProps) {
  const [session, setSession] = useState(0);
  const { t } = useTranslation();
  return (
    <Modal
      className="crud-dialog"
      open={props.open}
      title={props.title}
      width={props.width}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={props.onCancel}
      afterOpenChange={(open) => !open && setSession((s) => s + 1)}
    >
      {props.loading || !props.row ? (
        <Loading />
      ) : props.mode === 'view' ? (
        <>
          <RecordView
            fields={props.fields}
            def={props.def}
            overrides={props.overrides}
            extraColumns={props.extraColumns}
            row={props.row}
          />
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button onClick={props.onCancel}>{t('crud.close')}</Button>
          </Flex>
        </>
      ) : (
        <ResourceForm
          key={session}
          fields={props.fields}
          def={props.def}
          overrides={props.overrides}
          hooks={props.hooks}
          mode={props.mode}
          row={props.row}
          onCancel={props.onCancel}
          onSubmit={props.onSubmit}
        />
      )}
    </Modal>
  );
}
