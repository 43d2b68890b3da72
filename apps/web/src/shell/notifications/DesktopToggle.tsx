import { DesktopOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopPermission, requestDesktopPermission } from './desktop';

/**
 * 桌面通知: lets the user allow desktop notifications whenever they like (the app itself asks only once, when the first
 * message arrives); on a browser without them the click alerts so (spec §8). Once allowed it only says so: a page
 * cannot take the permission back, the browser's site settings can.
 */
export function DesktopToggle() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(desktopPermission);
  const on = permission === 'granted';
  const tip = on ? t('notice.desktopOn') : permission === 'denied' ? t('notice.desktopBlocked') : undefined;
  return (
    <Tooltip title={tip}>
      <Button
        type="text"
        size="small"
        icon={<DesktopOutlined />}
        aria-pressed={on}
        className={`notice-desktop${on ? ' is-on' : ''}`}
        onClick={
          on ? undefined : async () => setPermission(await requestDesktopPermission(t('notice.desktopUnsupported')))
        }
      >
        {t('notice.desktop')}
      </Button>
    </Tooltip>
  );
}
