import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDef, WorkflowFamily } from '@flp/shared/resources';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoc } from '../../crud';
import { useAuth } from '../../store/auth';
import { useStartFamily } from '../project/useStartFamily';

/**
 * Above a family's records (a change, a funding application): what it does (`hint`) and its start button (default
 * 发起<family>) opening the family's start form — offered to whoever may add the record.
 */
export function StartCard({
  def,
  family,
  hint,
  label,
}: {
  def: ResourceDef;
  family: WorkflowFamily;
  hint: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const start = useStartFamily();
  const canStart = useAuth((s) => !!s.permission[`${def.permission}_add`]);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Alert type="info" showIcon title={hint} />
      {canStart && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ alignSelf: 'start' }}
          onClick={() => void start(family.code, {})}
        >
          {label ?? t('work.startFamily', { name: loc(family.label) })}
        </Button>
      )}
    </Flex>
  );
}
