import { appVersion } from '@flp/shared/resources';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { BusyLink, type PageContext, ResourcePage, type Row } from '../../crud';
import { downloadFile } from '../../crud/excel/transfer';

const API = `/api${appVersion.api}`;

/** 发布 / 下架 and 下载 of a version: publishing needs a package or a store page; a store page opens in a new tab. */
function RowActions({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const state = String(row.versionState ?? '');
  const pkg = row.package ? String(row.package).split(',')[0] : '';
  const move = (to: 'publish' | 'withdraw') => async () => {
    await http.post(`${API}/${to}`, undefined, { params: { id: row.id } });
    message.success(t(`system.appVersion.${to}Done`));
    await ctx.reload();
  };
  return (
    <>
      {ctx.can('app_version_publish') && state !== 'PUBLISHED' && (
        <BusyLink run={move('publish')}>{t('system.appVersion.publish')}</BusyLink>
      )}
      {ctx.can('app_version_publish') && state === 'PUBLISHED' && (
        <BusyLink run={move('withdraw')}>{t('system.appVersion.withdraw')}</BusyLink>
      )}
      {state === 'PUBLISHED' && pkg && (
        <BusyLink run={() => downloadFile(`${API}/download`, { url: pkg }, `${row.appName}-${row.versionName}.apk`)}>
          {t('system.appVersion.download')}
        </BusyLink>
      )}
      {state === 'PUBLISHED' && !pkg && !!row.storeUrl && (
        <a href={String(row.storeUrl)} target="_blank" rel="noopener noreferrer">
          {t('system.appVersion.store')}
        </a>
      )}
    </>
  );
}

/**
 * 应用版本: the company's mobile app versions per platform — drafts edited freely, published ones (what the apps are
 * told about) only withdrawn — with their package or store page.
 */
export default function AppVersionPage() {
  return <ResourcePage def={appVersion} rowActions={(row, ctx) => <RowActions row={row} ctx={ctx} />} />;
}
