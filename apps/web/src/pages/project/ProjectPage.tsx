import { DownOutlined } from '@ant-design/icons';
import { LEASE_TERM_NAMES, PROJECT_CHAIN, l, project } from '@flp/shared/resources';
import { App, Button, Dropdown } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FormHooks, type RecordTab, ResourcePage, type Row } from '../../crud';
import { precheckTab } from '../concentration/PrecheckPanel';
import { contractInfoApi } from './api';
import { ChainTab } from './ChainTab';
import { ContractsTab, LesseeTab, ScheduleTab } from './ProjectTabs';
import { ReviewTab } from './ReviewTab';
import { TermsPreview } from './TermsPreview';
import { useStartFamily } from './useStartFamily';

const TABS: RecordTab[] = [
  { key: 'schedule', label: l('租赁条件', 'Lease terms'), render: (row) => <ScheduleTab projectId={String(row.id)} /> },
  { key: 'chain', label: l('审批流程', 'Approvals'), render: (row) => <ChainTab projectId={String(row.id)} /> },
  { key: 'review', label: l('评审结果', 'Review result'), render: (row) => <ReviewTab projectId={String(row.id)} /> },
  { key: 'contracts', label: l('合同', 'Contracts'), render: (row) => <ContractsTab projectId={String(row.id)} /> },
  {
    key: 'lessee',
    label: l('承租人', 'Lessee'),
    show: (row) => !!row.customerId,
    render: (row) => <LesseeTab customerId={String(row.customerId)} />,
  },
  // Before the approval (issue 15): the project's amount against the concentration limits.
  precheckTab,
];

/** The chain step a project in this state may start (the step whose `from` is the state), with its action's text. */
const CHAIN_ACTIONS: Record<string, string> = {
  beforeinfo: 'startInitiation',
  projectApplication: 'startApplication',
  project: 'startReview',
  dzbjy: 'startResolution',
  special: 'startSpecial',
};
/** Steps whose business record is the project itself: their form starts the existing record (`?id=`). */
const PROJECT_IS_RECORD = new Set(['beforeinfo', 'projectApplication']);

const FORM_HOOKS: FormHooks = {
  width: 1100,
  extra: ({ form }) => <TermsPreview form={form} />,
  // right below the last lease term
  extraAfter: LEASE_TERM_NAMES[LEASE_TERM_NAMES.length - 1],
};

/**
 * 项目信息: the projects with their terms (a live 租金测算 beside the form), leased items and collateral; 查看 shows
 * the stored schedule, the approval chain, the review result, the contracts and the lessee; the row offers the chain's
 * next step, the side requests (资料下载, 补充资料, 征信申请) and, once approved, 起草合同.
 */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const start = useStartFamily();

  const rowActions = useMemo(
    () => (row: Row) => {
      const id = String(row.id);
      const name = String(row.projectName ?? '');
      const step = PROJECT_CHAIN.find((s) => s.from === row.projectState);
      const chainAction =
        step && (step.family !== 'special' || !!row.specialReasons) ? (
          <Button
            key="chain"
            type="link"
            size="small"
            onClick={() =>
              void start(step.family, PROJECT_IS_RECORD.has(step.family) ? { id, name } : { projectId: id, name })
            }
          >
            {t(`project.${CHAIN_ACTIONS[step.family]}`)}
          </Button>
        ) : null;
      const draftContract = async () => {
        await contractInfoApi.draft({ projectId: id, contractName: name });
        message.success(t('project.contractDrafted'));
        navigate('/contract/info');
      };
      const more = [
        { key: 'zlxz', label: t('project.download') },
        { key: 'SupplementInfo', label: t('project.supplement') },
        { key: 'credit', label: t('project.credit') },
        ...(row.projectState === 'approved' ? [{ key: 'draftContract', label: t('project.draftContract') }] : []),
      ];
      return (
        <>
          {chainAction}
          <Dropdown
            menu={{
              items: more,
              onClick: ({ key }) => {
                if (key === 'draftContract') void draftContract();
                else
                  void start(key, { projectId: id, customerId: key === 'credit' ? row.customerId : undefined, name });
              },
            }}
          >
            <Button type="link" size="small">
              {t('project.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </>
      );
    },
    [t, start, message, navigate],
  );

  return <ResourcePage def={project} recordTabs={TABS} form={FORM_HOOKS} rowActions={rowActions} menuWidth={300} />;
}
