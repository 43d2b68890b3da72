import { creditReport } from '@flp/shared/resources';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud';
import { useStartFamily } from './useStartFamily';

const HIDE = { add: true, edit: true, delete: true } as const;

/** 征信查询: the credit report applications; 发起征信申请 opens the credit family's start form. */
export default function CreditPage() {
  const { t } = useTranslation();
  const start = useStartFamily();
  return (
    <ResourcePage
      def={creditReport}
      hide={HIDE}
      toolbar={() => (
        <Button type="primary" onClick={() => void start('credit', { name: t('project.credit') })}>
          {t('project.startCredit')}
        </Button>
      )}
    />
  );
}
