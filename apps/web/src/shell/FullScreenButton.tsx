import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderButton } from './HeaderButton';

/** Full screen through the Fullscreen API; hidden where the browser does not offer it. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const p = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    p.catch(() => {});
  };
  const title = full ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <HeaderButton title={title} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
  );
}
