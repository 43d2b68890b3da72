import { EyeOutlined } from '@ant-design/icons';
import { numberingRule } from '@flp/shared/resources';
import { App, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../crud';
import { numberingApi } from '../../api/numbering';

/**
 * 编号规则: prefix, date part, reset cycle and width of each business number (project, contract, IOU…); 预览 shows
 * the number the rule gives next, taking none.
 */
export default function NumberingRulePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const preview = async (row: Row) => {
    const next = await numberingApi.preview(String(row.code));
    modal.info({
      title: `${t('numbering.previewTitle')} — ${String(row.name ?? row.code)}`,
      content: (
        <>
          <Typography.Title level={4} copyable>
            {next.number}
          </Typography.Title>
          <Typography.Text type="secondary">{t('numbering.previewNote')}</Typography.Text>
        </>
      ),
    });
  };
  return (
    <ResourcePage
      def={numberingRule}
      menuWidth={240}
      rowActions={(row, ctx) =>
        ctx.can('numbering_rule_view') && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void preview(row)}>
            {t('numbering.preview')}
          </Button>
        )
      }
    />
  );
}
