import { RegisterDialog } from '../pages/info/RegisterDialog';
import { useAuth } from '../store/auth';

/**
 * Shows 账号注册 to a signed-in third-party-login user who has no account yet (user_id empty or negative), as the
 * spec's registration dialog; renders nothing otherwise.
 */
export default function RegisterGate() {
  const token = useAuth((s) => s.accessToken);
  const info = useAuth((s) => s.userInfo);
  if (!token || !info) return null;
  const id = info.user_id === undefined || info.user_id === null ? '' : String(info.user_id).trim();
  const unregistered = id === '' || (/^-?\d+$/.test(id) && Number(id) < 0);
  if (!unregistered) return null;
  return (
    <RegisterDialog
      open
      userName={String(info.user_name ?? info.account ?? '')}
      oauthId={info.oauth_id ? String(info.oauth_id) : undefined}
    />
  );
}
