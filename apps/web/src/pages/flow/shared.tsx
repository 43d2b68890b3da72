import { PLATFORM_TENANT_ID } from '@flp/shared/constants';
import { type DeployedDefinitionRow, flowCategory } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../crud/dict';
import { useAuth } from '../../store/auth';
import { tenantOptions } from './api';

/** The process categories: the `flow` dictionary, as definitions carry them (`flow_<key>`). */
export function useCategoryOptions() {
  const dict = useDictionary('flow');
  return useMemo(
    () => (dict.data ?? []).map((d) => ({ value: flowCategory(d.dictKey), label: d.dictValue })),
    [dict.data],
  );
}

/** Whether the signed-in user belongs to the platform tenant (only it deploys for other tenants). */
export const usePlatform = () => useAuth((s) => s.tenantId === PLATFORM_TENANT_ID);

/** The tenants a platform user may deploy for (nothing asked of the server elsewhere). */
function useTenantOptions(enabled: boolean) {
  const tenants = useQuery({ queryKey: ['tenant-select'], queryFn: tenantOptions, enabled, staleTime: 60_000 });
  return useMemo(
    () => (tenants.data ?? []).map((x) => ({ value: x.tenantId, label: `${x.tenantName} (${x.tenantId})` })),
    [tenants.data],
  );
}

/**
 * The deployment's form items (both 部署 dialogs): the category, required, and for the platform tenant the tenants
 * (none: a process common to all). `prefix` names the screen whose label the category takes.
 */
export function DeployFields({ prefix }: { prefix: 'model' | 'manager' }) {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  const platform = usePlatform();
  const tenants = useTenantOptions(platform);
  return (
    <>
      <Form.Item
        name="category"
        label={t(`flow.${prefix}.category`)}
        rules={[{ required: true, message: t('flow.model.categoryRequired') }]}
      >
        <Select options={categories} showSearch optionFilterProp="label" data-testid="deploy-category" />
      </Form.Item>
      {platform && (
        <Form.Item name="tenantIds" label={t('flow.model.tenants')} extra={t('flow.model.tenantsHelp')}>
          <Select mode="multiple" allowClear options={tenants} optionFilterProp="label" />
        </Form.Item>
      )}
    </>
  );
}

/**
 * After a deployment, the warnings of the deployed files (they never block it), once each, in a notification that
 * stays until closed: the deploy answer's counterpart of the designer's list.
 */
export function useDeployWarnings() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return (rows: DeployedDefinitionRow[] | undefined) => {
    const seen = new Set<string>();
    const warnings = (rows ?? [])
      .flatMap((r) => r.warnings ?? [])
      .filter((w) => {
        const k = `${w.elementType}|${w.elementId}|${w.message}`;
        return !seen.has(k) && !!seen.add(k);
      });
    if (!warnings.length) return;
    notification.warning({
      placement: 'bottomRight',
      duration: 0,
      message: t('flow.deployWarnings', { count: warnings.length }),
      description: (
        <ul data-testid="deploy-warnings" style={{ margin: 0, paddingInlineStart: 18 }}>
          {warnings.map((w) => (
            <li key={`${w.elementType}|${w.elementId}|${w.message}`}>
              {w.elementId ? `${w.elementType} "${w.elementId}": ` : ''}
              {w.message}
            </li>
          ))}
        </ul>
      ),
    });
  };
}
