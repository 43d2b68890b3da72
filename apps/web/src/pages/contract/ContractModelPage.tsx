import { contractModel, l } from '@flp/shared/resources';
import { Button, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecordTab, ResourcePage, type Row } from '../../crud';
import { ModelPlaceholders, PlaceholderReference } from './PlaceholderReference';

/** The 占位符 tab: the model's own tags, then the reference they are checked against. */
function PlaceholdersTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('contract.modelTags')}</Typography.Title>
      <ModelPlaceholders stored={row.placeholders} unknown={row.unknownPlaceholders} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('contract.reference')}
      </Typography.Title>
      <PlaceholderReference />
    </>
  );
}

const TABS: RecordTab[] = [
  {
    key: 'placeholders',
    label: l('占位符', 'Placeholders'),
    render: (row) => <PlaceholdersTab row={row} />,
  },
];

/**
 * 合同模板: Word templates by type, the file uploaded through the definition's attachments field (one .docx, checked by
 * the server), versions and the one enabled model per type; 查看 shows the model's placeholders beside the reference,
 * and 占位符参考 on the toolbar opens the reference alone.
 */
export default function ContractModelPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ResourcePage
        def={contractModel}
        recordTabs={TABS}
        toolbar={() => (
          <Button onClick={() => setOpen(true)} data-testid="open-reference">
            {t('contract.reference')}
          </Button>
        )}
      />
      <Drawer title={t('contract.reference')} open={open} onClose={() => setOpen(false)} size="large" destroyOnHidden>
        <PlaceholderReference />
      </Drawer>
    </>
  );
}
