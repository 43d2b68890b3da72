import { CodeOutlined, CopyOutlined } from '@ant-design/icons';
import { codeGen } from '@flp/shared/resources';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyLink, ResourcePage, type Row } from '../../crud';
import { developApi } from './api';

/**
 * 研发工具 > 代码生成: one setting per table — its data source, 模块名称, service (the API family), table and prefix,
 * package (the module and screens folder) and the folders inside the zip. 代码生成 downloads the zip of this codebase's
 * pieces for the table (one row, or the rows selected); 复制 starts a setting from another.
 */
export default function CodePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ResourcePage
      def={codeGen}
      menuWidth={300}
      toolbar={(ctx) =>
        ctx.can('code_gen') && (
          <Tooltip title={t('tool.genHint')}>
            <Button
              icon={<CodeOutlined />}
              onClick={() => {
                if (!ctx.selectedKeys.length) message.warning(t('tool.selectFirst'));
                else void developApi.gen(ctx.selectedKeys).catch((e: Error) => message.error(e.message));
              }}
            >
              {t('tool.genMany')}
            </Button>
          </Tooltip>
        )
      }
      rowActions={(row: Row, ctx) => (
        <>
          {ctx.can('code_gen') && (
            <BusyLink run={() => developApi.gen([String(row.id)]).catch((e: Error) => message.error(e.message))}>
              <CodeOutlined /> {t('tool.gen')}
            </BusyLink>
          )}
          {ctx.can('code_copy') && (
            <BusyLink
              run={async () => {
                await developApi.copy(String(row.id));
                message.success(t('tool.copyDone'));
                await ctx.reload();
              }}
            >
              <CopyOutlined /> {t('tool.copy')}
            </BusyLink>
          )}
        </>
      )}
    />
  );
}
