// /choose-password 'Choose a new password' (issue 24): after signing in with a one-time password,
// the employee chooses their own before anything else; their other sessions end.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { changePassword, ZNewPassword } from '../../contract/admin/employees';
import { defineMutation, useMutation } from '../../lib/server-mutation';
import { readToken, readUserData, saveSession, useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { CHOOSE_PASSWORD_TEXTS } from './choose-password-texts';

const choosePasswordMutation = defineMutation({
  call: changePassword,
  request: (_user, newPassword: string) => ({ body: { newPassword } }),
  select: (response) => response.message,
  failureText: CHOOSE_PASSWORD_TEXTS.failed,
  shows: 'inline',
});

export default function ChoosePasswordPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const user = useUser();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: Text; repeat?: Text }>({});
  const save = useMutation(choosePasswordMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = ZNewPassword.safeParse(password);
    const found = {
      ...(checked.success ? {} : { password: CHOOSE_PASSWORD_TEXTS.rule }),
      ...(repeat !== password ? { repeat: CHOOSE_PASSWORD_TEXTS.notSame } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save.run(password);
    if (!result.ok) return;
    const token = readToken();
    const stored = readUserData();
    if (token && stored) {
      const { token: _token, mustChangePassword: _done, ...userInfo } = stored;
      saveSession(token, userInfo);
    }
    navigate('/home', { replace: true });
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={onSubmit} noValidate aria-labelledby="choose-password-title">
        <h1 id="choose-password-title" className="login__title">
          {t(CHOOSE_PASSWORD_TEXTS.title)}
        </h1>
        <p className="muted">
          {t(
            user
              ? CHOOSE_PASSWORD_TEXTS.introNamed({ name: user.employeeName })
              : CHOOSE_PASSWORD_TEXTS.intro,
          )}
        </p>
        <Field
          id="new-password"
          label={t(CHOOSE_PASSWORD_TEXTS.newPassword)}
          error={errors.password && t(errors.password)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field
          id="repeat-password"
          label={t(CHOOSE_PASSWORD_TEXTS.newPasswordAgain)}
          error={errors.repeat && t(errors.repeat)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
          )}
        </Field>
        <InlineNotice notice={save.notice} />
        <button type="submit" className="button button--primary button--block" disabled={save.isPending}>
          {t(save.isPending ? CHOOSE_PASSWORD_TEXTS.saving : CHOOSE_PASSWORD_TEXTS.save)}
        </button>
      </form>
    </main>
  );
}
