import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../api/http';
import { useLoc } from '../../crud/labels';
import { usePermission } from '../../store/auth';
import { T } from './texts';

/** One item of the tenant's setup checklist, in the request's language (server: modules/system/setup-checklist.ts). */
interface SetupItem {
  key: string;
  label: string;
  hint: string;
  path: string;
  done: boolean;
}

/** The permission of the list: its administrators' 权限设置 (the server's SETUP_PERMISSION). */
const SETUP_PERMISSION = 'role_grant';

/**
 * 开通清单: what the tenant's administrator must still set up (staff, duties, contract models, the legal profile …),
 * each with the way to its screen. Shown to administrators while an item remains.
 */
export function SetupChecklist() {
  const allowed = usePermission(SETUP_PERMISSION);
  const { i18n } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ['setup-checklist', i18n.language],
    queryFn: () =>
      http.get<{ items: SetupItem[]; remaining: number }>('/api/blade-system/setup/checklist', undefined, {
        silent: true,
      }),
    enabled: allowed,
  });
  if (!allowed || !list.data || list.data.remaining === 0) return null;
  const { items, remaining } = list.data;
  return (
    <Col span={24}>
      <Card
        size="small"
        className="wel-setup"
        data-testid="setup-checklist"
        title={loc(T.setupTitle)}
        extra={
          <Typography.Text type="warning">{loc(T.setupRemaining).replace('{n}', String(remaining))}</Typography.Text>
        }
      >
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item
              data-setup={item.key}
              data-done={item.done ? 'yes' : 'no'}
              actions={
                item.done
                  ? []
                  : [
                      <Button key="go" size="small" type="link" onClick={() => navigate(item.path)}>
                        {loc(T.setupGo)}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={
                  item.done ? (
                    <CheckCircleFilled style={{ color: '#52c41a' }} />
                  ) : (
                    <ExclamationCircleOutlined style={{ color: '#faad14' }} />
                  )
                }
                title={item.label}
                description={item.done ? undefined : item.hint}
              />
            </List.Item>
          )}
        />
      </Card>
    </Col>
  );
}
