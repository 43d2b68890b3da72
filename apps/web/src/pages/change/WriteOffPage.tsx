import { writeOff, writeOffFamily } from '@flp/shared/resources';
import { useTranslation } from 'react-i18next';
import { ChangeScreen } from './ChangeScreen';
import { StartCard } from '../work/StartCard';

/** The list shows what is still pursued: recovered to date and the off-balance claim left (answered, not stored). */
const FIELDS = { recovered: { list: true }, offBalance: { list: true } };

/** What a write-off does, and 发起核销: the family's start form (its save prices the IOU as of the date chosen). */
function WriteOffCard() {
  const { t } = useTranslation();
  return (
    <StartCard
      def={writeOff}
      family={writeOffFamily}
      hint={t('change.writeOffHint')}
      label={t('change.writeOffStart')}
    />
  );
}

/**
 * 核销: the write-offs with recovered-to-date (ChangeScreen: the family's row actions; 查看 adds the figures decided,
 * the recoveries and what it changes on the IOU).
 */
export default function WriteOffPage() {
  return <ChangeScreen family={writeOffFamily} card={<WriteOffCard />} fields={FIELDS} />;
}
