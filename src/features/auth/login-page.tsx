// The login form with every rule and message of spec sections 2, 5 and 8.
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { readToken, useSessionStore } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { LanguageChoice } from '../../shared/language-choice';
import { Icon } from '../../ui/icons';
import { prepareLogin, useAuthStore } from './auth-store';
import { LOGIN_TEXTS } from './login-texts';

export const AFTER_LOGIN_MS = 2000;

export default function LoginPage() {
  const [, navigate] = useLocation();
  const t = useText();
  const { isLoading, isAuthenticated, apiError, errorMessage, login, clearError } = useAuthStore();
  const token = useSessionStore((state) => state.user?.token);
  // Signed in with a one-time password (issue 24): a new password comes first.
  const nextPath = useSessionStore((state) =>
    state.user?.mustChangePassword ? '/choose-password' : '/home',
  );
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [invalid, setInvalid] = useState({ userName: false, password: false });

  // Already signed in (an installed app reopened): straight to the dashboard.
  useEffect(() => {
    if (!isAuthenticated && readToken()) navigate(nextPath, { replace: true });
  }, [isAuthenticated, navigate, nextPath]);

  useEffect(() => {
    if (!isAuthenticated || !token) return;
    const timer = setTimeout(() => navigate(nextPath, { replace: true }), AFTER_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, token, navigate, nextPath]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = { userName: userName.trim() === '', password: password === '' };
    setInvalid(missing);
    if (missing.userName || missing.password) {
      clearError();
      return;
    }
    void login(userName.trim(), password);
  }

  const isMissingShown = invalid.userName || invalid.password;
  const message = isMissingShown ? t(LOGIN_TEXTS.bothRequired) : apiError ? t(errorMessage) : '';
  const isSignedIn = isAuthenticated && !!token;

  return (
    <main className="login">
      <div className="login__brand">
        <img src="/logo.svg" alt="" width={64} height={64} />
        <p className="login__name">Tourbook</p>
      </div>
      <form
        className="login__card"
        onSubmit={onSubmit}
        onFocus={prepareLogin}
        onPointerDown={prepareLogin}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="login__title">
          {t(LOGIN_TEXTS.signIn)}
        </h1>
        <label className="field">
          <span className="field__label">{t(LOGIN_TEXTS.userName)}</span>
          <input
            className="input"
            name="userName"
            autoComplete="username"
            autoCapitalize="none"
            value={userName}
            aria-invalid={invalid.userName}
            onChange={(event) => {
              setUserName(event.target.value);
              setInvalid((current) => ({ ...current, userName: false }));
            }}
          />
        </label>
        <label className="field">
          <span className="field__label">{t(LOGIN_TEXTS.password)}</span>
          <span className="password-input">
            <input
              className="input"
              name="password"
              type={isPasswordShown ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              aria-invalid={invalid.password}
              onChange={(event) => {
                setPassword(event.target.value);
                setInvalid((current) => ({ ...current, password: false }));
              }}
            />
            <button
              type="button"
              className="icon-button password-input__toggle"
              aria-label={t(isPasswordShown ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword)}
              aria-pressed={isPasswordShown}
              onClick={() => setIsPasswordShown((shown) => !shown)}
            >
              <Icon name={isPasswordShown ? 'eyeOff' : 'eye'} size={20} />
            </button>
          </span>
        </label>
        <div className={`login__message${message ? ' login__message--error' : ''}`} role="alert">
          {message}
        </div>
        {isSignedIn && (
          <p className="login__success" role="status">
            {t(LOGIN_TEXTS.loginSuccessful)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isLoading || isSignedIn}
        >
          {t(isLoading ? LOGIN_TEXTS.loggingIn : LOGIN_TEXTS.login)}
        </button>
      </form>
      <LanguageChoice />
    </main>
  );
}
