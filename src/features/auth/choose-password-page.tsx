// /choose-password 'Choose a new password' (issue 24): after signing in with a one-time password,
// the employee chooses their own before anything else; their other sessions end.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { CHOOSE_PASSWORD_TITLE } from '../../contract/admin/common';
import { changePassword, PASSWORD_RULE_TEXT, ZNewPassword } from '../../contract/admin/employees';
import { defineMutation, useMutation } from '../../lib/server-mutation';
import { readToken, readUserData, saveSession, useUser } from '../../lib/session';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';

const choosePasswordMutation = defineMutation({
  call: changePassword,
  request: (_user, newPassword: string) => ({ body: { newPassword } }),
  select: (response) => response.message,
  failureText: 'Something went wrong. Please try again.',
  shows: 'inline',
});

export default function ChoosePasswordPage() {
  const [, navigate] = useLocation();
  const user = useUser();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const save = useMutation(choosePasswordMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = ZNewPassword.safeParse(password);
    const found = {
      ...(checked.success ? {} : { password: `New password ${PASSWORD_RULE_TEXT}` }),
      ...(repeat !== password ? { repeat: 'The two passwords are not the same' } : {}),
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
          {CHOOSE_PASSWORD_TITLE}
        </h1>
        <p className="muted">
          {user ? `${user.employeeName}, you` : 'You'} signed in with a one-time password. Choose your own to
          go on: at least 8 characters with a letter and a digit.
        </p>
        <Field id="new-password" label="New password" error={errors.password}>
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
        <Field id="repeat-password" label="New password again" error={errors.repeat}>
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
          {save.isPending ? 'Saving...' : 'Save password'}
        </button>
      </form>
    </main>
  );
}
