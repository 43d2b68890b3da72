import { CONTRACT_STATES, contract, contractFamily, l } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { type RecordTab, ResourcePage, type ResourcePageHandle, type Row } from '../../crud';
import { contractInfoApi } from '../project/api';
import { useStartFamily } from '../project/useStartFamily';
import { useFamilyActions } from '../work/useFamilyActions';
import { ApprovalsTab, ContractScheduleTab, DocumentTab, documentIds } from './ContractTabs';
import { SignDialog } from './SignDialog';

const TABS: RecordTab[] = [
  { key: 'document', label: l('合同文本', 'Document'), render: (row) => <DocumentTab row={row} /> },
  { key: 'schedule', label: l('还款计划', 'Schedule'), render: (row) => <ContractScheduleTab row={row} /> },
  { key: 'approvals', label: l('审批记录', 'Approvals'), render: (row) => <ApprovalsTab row={row} /> },
];

/** Contracts are drawn from projects (起草合同) and change through their calls, never the generic form. */
const HIDE = { add: true, edit: true, delete: true } as const;

/**
 * 合同信息: the contracts, with 生成合同文本 and 下载合同, the contract family's actions (提交审批: its start form, 撤回,
 * 查看流程: useFamilyActions), 签约 and 中登登记 (the supplement family's start form) by the contract's state; 查看
 * shows the document, the schedule and the approvals.
 */
export default function ContractPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const start = useStartFamily();
  const ref = useRef<ResourcePageHandle>(null);
  const [signing, setSigning] = useState<Row | null>(null);

  const generate = async (row: Row) => {
    const doc = await contractInfoApi.createDocument(String(row.id));
    message.success(t('contract.generated', { name: doc.name }));
    void ref.current?.reload();
  };
  const state = (row: Row) => String(row.contractState ?? '');
  const name = (row: Row) => String(row.contractNo || row.contractName || '');
  const familyActions = useFamilyActions(contractFamily, { name });

  return (
    <>
      <ResourcePage
        def={contract}
        handleRef={ref}
        hide={HIDE}
        recordTabs={TABS}
        menuWidth={360}
        rowActions={(row, ctx) => (
          <>
            {state(row) === CONTRACT_STATES.draft && ctx.can('contract_info_generate') && (
              <Button type="link" size="small" onClick={() => void generate(row)}>
                {t('contract.generate')}
              </Button>
            )}
            {documentIds(row).length > 0 && (
              <Button
                type="link"
                size="small"
                onClick={() => void attachmentsApi.open(contractInfoApi.downloadUrl(String(row.id)))}
              >
                {t('contract.download')}
              </Button>
            )}
            {familyActions(row, ctx)}
            {state(row) === CONTRACT_STATES.approved && ctx.can('contract_info_sign') && (
              <Button type="link" size="small" onClick={() => setSigning(row)}>
                {t('contract.sign')}
              </Button>
            )}
            {state(row) === CONTRACT_STATES.signed && !row.registrationNo && (
              <Button
                type="link"
                size="small"
                onClick={() => void start('supplement', { contractId: String(row.id), name: name(row) })}
              >
                {t('contract.register')}
              </Button>
            )}
          </>
        )}
      />
      <SignDialog
        row={signing}
        onClose={(saved) => {
          setSigning(null);
          if (saved) void ref.current?.reload();
        }}
      />
    </>
  );
}
