import { CheckCircleOutlined } from '@ant-design/icons';
import { type ResourceDef, SETTING_ENABLED } from '@flp/shared/resources';
import { App, Button, Tag } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import type { ExtraColumn, PageContext, ResourcePageHandle, Row } from '../../crud';

/**
 * A setting a tenant has one of in use (对象存储, 短信配置): its 已启用 column, and 启用 on the others (the server's
 * `<api>/enable` turns the rest off), confirmed with what enabling it means.
 */
export function useEnableOne(def: ResourceDef, page: RefObject<ResourcePageHandle | null>, confirm: string) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const column: ExtraColumn = {
    key: 'status',
    after: def.titleField,
    title: t('resource.enabled'),
    dataIndex: 'status',
    width: 100,
    render: (v) =>
      Number(v) === SETTING_ENABLED ? (
        <Tag color="green" icon={<CheckCircleOutlined />}>
          {t('resource.enabled')}
        </Tag>
      ) : (
        <Tag>{t('resource.disabled')}</Tag>
      ),
  };
  const enable = (row: Row) =>
    modal.confirm({
      title: t('resource.enable'),
      content: confirm,
      onOk: async () => {
        await http.post<boolean>(`/api${def.api}/enable`, { id: String(row.id) });
        message.success(t('resource.enableDone'));
        await page.current?.reload();
      },
    });
  const action = (row: Row, ctx: PageContext) =>
    ctx.can(`${def.permission}_edit`) &&
    Number(row.status) !== SETTING_ENABLED && (
      <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => enable(row)}>
        {t('resource.enable')}
      </Button>
    );
  return { column, action };
}
