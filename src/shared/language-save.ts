// The signed-in user's language on the server (issue 39): saved when chosen, and taken at sign-in
// on a device where no language was chosen yet.
import { setLanguage } from '../contract/auth';
import { chooseLanguage, currentLanguage, hasChosenLanguage } from '../lib/language';
import { defineMutation } from '../lib/server-mutation';
import { readToken, readUserData, saveSession } from '../lib/session';
import { type Language, PSEUDO } from '../pure/messages';

const saveLanguageMutation = defineMutation({
  call: setLanguage,
  request: (_user, language: Language) => ({ body: { language } }),
  select: (response) => response.message,
  // Saved again at the next showing of a signed-in screen if it fails now: nothing to tell.
  failureText: null,
  refusalText: null,
  shows: 'inline',
});

export async function rememberForUser(language: Language): Promise<void> {
  const result = await saveLanguageMutation.run(language);
  const token = readToken();
  const stored = readUserData();
  if (!result.ok || !token || !stored) return;
  const { token: _token, ...userInfo } = stored;
  saveSession(token, { ...userInfo, language });
}

/** Run when a signed-in screen shows: the user's language and the device's agree afterwards. */
export function syncLanguageWithUser(): void {
  const user = readUserData();
  if (!user) return;
  const device = currentLanguage();
  if (!hasChosenLanguage()) {
    if (user.language && user.language !== device) void chooseLanguage(user.language).catch(() => undefined);
  } else if (device !== PSEUDO && user.language !== device) {
    void rememberForUser(device);
  }
}
