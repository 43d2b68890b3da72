import { Card } from 'antd';
import type { ReactNode } from 'react';
import { ResourceForm, type ResourceFormProps } from '../../crud';

type FormPart = Pick<
  ResourceFormProps,
  'fields' | 'row' | 'overrides' | 'layout' | 'form' | 'hooks' | 'submitText' | 'submitDisabled' | 'onSubmit'
>;

/**
 * A change screen's card: its title over the form of what the change is asked on (a new record's, sent by its button
 * only — what it does is consequential — and without one for a user who may not start the change), then what the
 * card shows below it (a price).
 */
export function ChangeCard({
  title,
  className,
  canStart,
  children,
  ...form
}: FormPart & { title: string; className: string; canStart: boolean; children?: ReactNode }) {
  return (
    <Card size="small" title={title} className={className} style={{ marginBottom: 12 }}>
      <ResourceForm mode="add" submitOnEnter={false} noActions={!canStart} {...form} />
      {children}
    </Card>
  );
}
