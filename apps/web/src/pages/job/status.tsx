import { JOB_RUN_STATUSES, type JobRunView } from '@flp/shared/resources';
import { Tag } from 'antd';
import { useLoc } from '../../crud/labels';

const COLOURS: Record<JobRunView['status'], string> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  skipped: 'default',
};

/** A run's status as a coloured tag, in the interface language. */
export function RunStatusTag({ status }: { status: JobRunView['status'] }) {
  const loc = useLoc();
  const label = JOB_RUN_STATUSES.find((s) => s.value === status)?.label;
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {label ? loc(label) : status}
    </Tag>
  );
}
