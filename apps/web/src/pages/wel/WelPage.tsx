import { AppstoreOutlined, BugOutlined, ClockCircleOutlined, DashboardOutlined, TagsOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { businessStamp } from '../../config/time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userApi } from '../../api/system';
import { menuIcon } from '../../shell/icons';
import { COCKPIT_URL, leafMenus, menuLabel, openMenu, visibleMenus } from '../../shell/menus';
import { useShellUi } from '../../shell/ui';
import { useAuth, usePermission } from '../../store/auth';
import { useLoc } from '../../crud/labels';
import { BusinessOverview } from './BusinessOverview';
import { MyWork } from './MyWork';
import { Reminders } from './Reminders';
import { SetupChecklist } from './SetupChecklist';
import { T } from './texts';
import { useErrorLog } from '../../store/errorLog';
import { useTags } from '../../store/tags';
import './wel.css';

const LOGO = `${import.meta.env.BASE_URL}favicon.svg`;
const SHORTCUTS = 8;

/**
 * Home (the fixed first tab): who is signed in, their own work, the business figures (newIndex, with the
 * cockpit_home grant) and the way to the cockpit (a new window, with cockpit_view), shortcuts to their menus, and the
 * state of the session.
 */
export default function WelPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAuth((s) => s.userInfo);
  const menus = useAuth((s) => s.menus);
  const tabs = useTags((s) => s.tags.length);
  const errors = useErrorLog((s) => s.logs.length);
  const leaves = useMemo(
    () => leafMenus(visibleMenus(menus, (user?.role_name ?? '').split(','))).filter((m) => !!m.path),
    [menus, user?.role_name],
  );
  const name = user?.real_name || user?.nick_name || user?.account;
  // The token carries role aliases; the user's own record has the names of their roles and departments.
  const info = useQuery({ queryKey: ['my-info'], queryFn: userApi.info, staleTime: Number.POSITIVE_INFINITY });
  const roles = (info.data?.roleName as string | undefined) || user?.role_name;
  const depts = info.data?.deptName as string | undefined;
  const loc = useLoc();
  const figures = usePermission('cockpit_home');
  const cockpit = usePermission('cockpit_view');

  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Card className="wel-hero">
          <div className="wel-hero-body">
            <Avatar size={56} src={user?.avatar || LOGO} className="wel-avatar" />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('wel.greeting', { name })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('wel.today', { date: dayjs(businessStamp()).format('YYYY-MM-DD dddd') })}
                {user?.tenant_id && ` · ${t('wel.tenant')} ${user.tenant_id}`}
                {depts && ` · ${t('wel.dept')} ${depts}`}
                {roles && ` · ${t('wel.role')} ${roles}`}
              </Typography.Text>
            </div>
            {cockpit && (
              <Button
                className="wel-cockpit"
                type="primary"
                icon={<DashboardOutlined />}
                onClick={() => window.open(COCKPIT_URL)}
              >
                {loc(T.openCockpit)}
              </Button>
            )}
          </div>
        </Card>
      </Col>
      <SetupChecklist />
      <Col span={24}>
        <MyWork />
      </Col>
      <Reminders />
      {figures && <BusinessOverview />}
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title={t('wel.menus')} value={leaves.length} prefix={<AppstoreOutlined />} />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title={t('wel.openTabs')} value={tabs} prefix={<TagsOutlined />} />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card hoverable onClick={() => useShellUi.getState().open('errorLog')}>
          <Statistic
            title={t('wel.errors')}
            value={errors}
            prefix={<BugOutlined />}
            styles={{ content: errors ? { color: '#f5222d' } : undefined }}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('wel.shortcuts')} extra={<ClockCircleOutlined />}>
          {leaves.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wel.noShortcuts')} />
          ) : (
            <div className="wel-shortcuts">
              {leaves.slice(0, SHORTCUTS).map((m) => (
                <button key={m.id} type="button" className="wel-shortcut" onClick={() => openMenu(m, navigate)}>
                  <span className="wel-shortcut-icon">{menuIcon(m.source)}</span>
                  <span className="wel-shortcut-name">{menuLabel(m, i18n)}</span>
                </button>
              ))}
            </div>
          )}
        </Card>
      </Col>
    </Row>
  );
}
