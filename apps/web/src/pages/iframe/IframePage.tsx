import { useTab } from '../../app/TabContext';

/** An external page inside the content area (menus whose path is a URL or an html page). */
export default function IframePage() {
  const { query } = useTab();
  const src = query.src ?? '';
  if (!/^(https?:\/\/|\/)/i.test(src)) return null;
  return (
    <iframe title={query.name ?? src} src={src} style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0 }} />
  );
}
