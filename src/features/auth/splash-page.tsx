// The splash: logo and name, then the login screen after 2 seconds (spec section 2).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../../lib/use-text';
import { LOGIN_TEXTS } from './login-texts';

export const SPLASH_MS = 2000;

export default function SplashPage() {
  const [, navigate] = useLocation();
  const t = useText();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="splash" aria-label="Tourbook">
      <img className="splash__logo" src="/logo.svg" alt="" width={112} height={112} />
      <p className="splash__name">Tourbook</p>
      <p className="splash__tagline">{t(LOGIN_TEXTS.tagline)}</p>
    </main>
  );
}
