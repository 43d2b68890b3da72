import { PlusOutlined } from '@ant-design/icons';
import { writeOff, writeOffFamily } from '@flp/shared/resources';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../store/auth';
import { useStartFamily } from '../project/useStartFamily';
import { ChangeScreen } from './ChangeScreen';

/** The list shows what is still pursued: recovered to date and the off-balance claim left (answered, not stored). */
const FIELDS = { recovered: { list: true }, offBalance: { list: true } };

/** What a write-off does, and 发起核销: the family's start form (its save prices the IOU as of the date chosen). */
function WriteOffCard() {
  const { t } = useTranslation();
  const start = useStartFamily();
  const canStart = useAuth((s) => !!s.permission[`${writeOff.permission}_add`]);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Alert type="info" showIcon title={t('change.writeOffHint')} />
      {canStart && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ alignSelf: 'start' }}
          onClick={() => void start(writeOffFamily.code, {})}
        >
          {t('change.writeOffStart')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * 核销: the write-offs with recovered-to-date (ChangeScreen: the family's row actions; 查看 adds the figures decided,
 * the recoveries and what it changes on the IOU).
 */
export default function WriteOffPage() {
  return <ChangeScreen family={writeOffFamily} card={<WriteOffCard />} fields={FIELDS} />;
}
