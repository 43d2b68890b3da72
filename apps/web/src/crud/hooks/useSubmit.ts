import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { fieldErrorsOf } from '../errors';

/**
 * The saving state of a form and its submit: while `run` is under way `saving` is true; when it fails the HTTP client
 * has shown the server's message and the fields its 400 names are marked with their messages, the form staying open
 * for a correction. Resolves whether it succeeded. One implementation for ResourceForm and ActionDialog.
 */
export function useSubmit<V>(form: FormInstance, run: (values: V) => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  const submit = async (values: V): Promise<boolean> => {
    setSaving(true);
    try {
      await run(values);
      return true;
    } catch (e) {
      if (e instanceof ApiError) {
        const names = new Set(form.getFieldsError().map((f) => f.name.join('.')));
        form.setFields(fieldErrorsOf(e.code, e.body, names));
      }
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
