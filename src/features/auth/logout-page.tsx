// Logout: ends the session, says so, and returns to the splash after 2 seconds (spec section 2).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../../lib/use-text';
import { useAuthStore } from './auth-store';
import { LOGIN_TEXTS } from './login-texts';

export const AFTER_LOGOUT_MS = 2000;

export default function LogoutPage() {
  const [, navigate] = useLocation();
  const logout = useAuthStore((state) => state.logout);
  const [isDone, setIsDone] = useState(false);
  const t = useText();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void logout().then(() => {
      setIsDone(true);
      timer = setTimeout(() => navigate('/', { replace: true }), AFTER_LOGOUT_MS);
    });
    return () => clearTimeout(timer);
  }, [logout, navigate]);

  return (
    <main className="centred-message">
      <img src="/logo.svg" alt="" width={64} height={64} />
      <p role="status">{t(isDone ? LOGIN_TEXTS.loggedOut : LOGIN_TEXTS.loggingOut)}</p>
    </main>
  );
}
