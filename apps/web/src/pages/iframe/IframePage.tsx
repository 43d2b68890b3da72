import { useTab } from '../../app/TabContext';
import { isDeclaredPage } from '../../shell/menus';
import { useAuth } from '../../store/auth';

/** An external page inside the content area (menus whose path is a URL or an html page): only pages a menu declares. */
export default function IframePage() {
  const { query } = useTab();
  const menus = useAuth((s) => s.menus);
  const src = query.src ?? '';
  if (!isDeclaredPage(menus, src)) return null;
  return (
    <iframe title={query.name ?? src} src={src} style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0 }} />
  );
}
