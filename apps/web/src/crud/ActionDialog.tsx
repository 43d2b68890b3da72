import { App, Form, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { Loading } from './Loading';
import { useSubmit } from './hooks/useSubmit';

export interface ActionDialogProps<V extends Row = Row> {
  open: boolean;
  title: ReactNode;
  width?: number;
  /** The OK button's text (default 确定). */
  okText?: ReactNode;
  /** Shows a spinner instead of the content while what it needs loads. */
  loading?: boolean;
  /** The form's starting values (applied each time the dialog opens: the form is made afresh). */
  initialValues?: Partial<V>;
  /** Layout of the form (labelCol, layout...). */
  formProps?: Pick<FormProps, 'labelCol' | 'wrapperCol' | 'layout' | 'labelWrap'>;
  /** Form items, or any content (trees, tabs) whose state the caller keeps. */
  children: ReactNode;
  /**
   * Runs with the validated values when OK is pressed. Resolving closes the dialog (after the `success` toast);
   * resolving `false` keeps it open with nothing said (the caller warned); a rejection keeps it open too, the HTTP
   * client having shown the message and the fields the server's 400 names (`data.errors`) marked with theirs.
   */
  onSubmit(values: V): Promise<unknown> | unknown;
  /** Toast after success. */
  success?: string;
  /** Closed: `saved` after a successful submit, otherwise cancelled. */
  onClose(saved: boolean): void;
}

/**
 * The modal for an action on records (grant, settings, reset...): a form, its OK button spinning while the call is
 * under way, and an error from the server marking the fields it names. One implementation of "modal + form + saving".
 */
export function ActionDialog<V extends Row = Row>(props: ActionDialogProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const { saving, submit } = useSubmit<V>(form, async (values) => {
    if ((await props.onSubmit(values)) === false) return;
    if (props.success) message.success(props.success);
    props.onClose(true);
  });
  return (
    <Modal
      className="crud-action-dialog"
      open={props.open}
      title={props.title}
      width={props.width ?? 480}
      destroyOnHidden
      okText={props.okText ?? t('crud.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: props.loading }}
      onOk={() => form.submit()}
      onCancel={() => props.onClose(false)}
    >
      {props.loading ? (
        <Loading />
      ) : (
        <Form<V>
          form={form}
          preserve={false}
          initialValues={props.initialValues}
          {...props.formProps}
          onFinish={(values) => void submit(values)}
        >
          {props.children}
        </Form>
      )}
    </Modal>
  );
}
