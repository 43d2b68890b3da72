import { PlusOutlined } from '@ant-design/icons';
import { writeOff, writeOffFamily } from '@flp/shared/resources';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { useFamilyActions } from '../work/useFamilyActions';
import { writeOffFiguresTab, writeOffRecoveriesTab } from './WriteOffTabs';

/** Started and changed through the family's form (its save and start price it), never the generic one. */
const NO_ADD = { add: true, edit: true, delete: true } as const;
const FAMILY_ACTIONS = { name: (row: Row) => String(row.writeOffNo || row.iouNo || '') };
const TABS = [writeOffFiguresTab, writeOffRecoveriesTab];
/** The list shows what is still pursued: recovered to date and the off-balance claim left. */
const FIELDS = { recovered: { list: true }, offBalance: { list: true } };

/**
 * 核销: the write-offs with recovered-to-date (pageLists), 发起核销 opening the family's start form, the row actions
 * of the `verification` family (useFamilyActions); 查看 adds the figures decided and the recoveries.
 */
export default function WriteOffPage() {
  const { t } = useTranslation();
  const start = useStartFamily();
  const familyActions = useFamilyActions(writeOffFamily, FAMILY_ACTIONS);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('change.writeOffHint')} />
      <ResourcePage
        def={writeOff}
        listPath="pageLists"
        hide={NO_ADD}
        fields={FIELDS}
        recordTabs={TABS}
        rowActions={familyActions}
        toolbar={(ctx) =>
          ctx.can(`${writeOff.permission}_add`) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void start(writeOffFamily.code, {})}>
              {t('change.writeOffStart')}
            </Button>
          )
        }
      />
    </>
  );
}
