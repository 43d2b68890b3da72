import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../api/system';
import { useAuth } from '../../store/auth';
import { useSettings } from '../../store/settings';

/**
 * /wel/dashboard (spec §2, the avatar menu's dashboard): the session and the interface preferences at a glance. Roles
 * are shown by name (the user's own record), not by the aliases the token carries; nothing of the token is shown.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { userInfo, tenantId, permission, menus } = useAuth();
  const { theme, color, lang, watermark } = useSettings();
  const me = useQuery({ queryKey: ['user-info'], queryFn: userApi.info });
  const roleNames = String(me.data?.roleName ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const count = (ns: typeof menus): number => ns.reduce((n, m) => n + 1 + count(m.children ?? []), 0);
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={14}>
        <Card title={t('dashboard.session')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'tenant', label: t('dashboard.tenant'), children: tenantId },
              { key: 'account', label: t('dashboard.account'), children: userInfo?.account },
              { key: 'name', label: t('dashboard.name'), children: userInfo?.real_name || userInfo?.nick_name },
              {
                key: 'roles',
                label: t('dashboard.roles'),
                children: roleNames.map((r) => (
                  <Tag key={r} className="dashboard-role">
                    {r}
                  </Tag>
                )),
              },
              { key: 'perm', label: t('dashboard.permissions'), children: Object.keys(permission).length },
              { key: 'menus', label: t('dashboard.menus'), children: count(menus) },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('dashboard.preferences')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'theme', label: t('dashboard.theme'), children: t(`theme.names.${theme}`) },
              {
                key: 'color',
                label: t('dashboard.color'),
                children: (
                  <span>
                    <span
                      style={{
                        display: 'inline-block',
                        width: 12,
                        height: 12,
                        borderRadius: 6,
                        background: color,
                        marginInlineEnd: 6,
                        verticalAlign: -1,
                      }}
                    />
                    {color}
                  </span>
                ),
              },
              { key: 'lang', label: t('dashboard.language'), children: lang === 'zh-CN' ? '中文' : 'English' },
              {
                key: 'wm',
                label: t('dashboard.watermark'),
                children: watermark ? t('dashboard.on') : t('dashboard.off'),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
