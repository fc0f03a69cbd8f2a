// The app: token guard, offline rule, route table, and the notices every screen may raise.
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { lazyScreen } from '../lib/lazy-screen';
import { useIsOnline } from '../lib/media';
import { nextTask } from '../lib/next-task';
import { PATHS, PUBLIC_PATHS, worksOffline } from '../lib/paths';
import { readToken, readUserData } from '../lib/session';
import { useText } from '../lib/use-text';
import { NoticeHost } from '../ui/notice-host';
import { APP_TEXTS } from './app-texts';
import { NotFoundPage } from './not-found-page';
import { loadOfflineScreen } from './offline-screen-loader';
import { ROUTES, type RouteEntry } from './routes';
import { ScreenBoundary } from './screen-boundary';
import { UpdatePrompt } from './update-prompt';

const Shell = lazyScreen(() => import('./shell/shell'));
const OfflineScreen = lazyScreen(loadOfflineScreen);

/**
 * The outbox sender's code is the API client (with zod), Dexie with the app's database, and the
 * sender: imported at once, the browser evaluated them in one task of ~27 ms on this machine,
 * four times that on a phone, and opened the database in the same task (issue 26). Imported one
 * after another, each is a task of its own, and the sender starts in another.
 */
async function startSyncInStages(): Promise<void> {
  await import('../lib/api-client');
  await nextTask();
  await import('../lib/db');
  await nextTask();
  const sync = await import('../lib/sync');
  await nextTask();
  sync.startSync();
}

export function App() {
  return (
    <>
      <Screens />
      <NoticeHost />
      <UpdatePrompt />
    </>
  );
}

function Screens() {
  const [location, navigate] = useLocation();
  const isOnline = useIsOnline();
  const token = readToken();
  const isAllowed = PUBLIC_PATHS.includes(location) || token !== null;

  // The token guard of spec section 2, on every route change.
  useEffect(() => {
    if (!isAllowed) navigate(PATHS.login, { replace: true });
  }, [isAllowed, navigate]);

  // Signed in with a one-time password (issue 24): nothing but choosing a new one, or leaving.
  const mustChoosePassword =
    token !== null &&
    readUserData()?.mustChangePassword === true &&
    !PUBLIC_PATHS.includes(location) &&
    location !== PATHS.choosePassword;
  useEffect(() => {
    if (mustChoosePassword) navigate(PATHS.choosePassword, { replace: true });
  }, [mustChoosePassword, navigate]);

  // The outbox sender starts once someone is signed in (and resumes after each login); loaded on
  // demand so that /login does not carry it. The offline screen is fetched now too, while online:
  // until the service worker controls the page, it could not be loaded once the network is gone.
  // So are the expense types, which a receipt saved later without signal needs.
  // A one-time password's session may call nothing else until a new password is chosen (issue 24).
  const isChoosingPassword = readUserData()?.mustChangePassword === true;
  useEffect(() => {
    if (!token || isChoosingPassword) return;
    void startSyncInStages();
    void loadOfflineScreen();
    if (readUserData() && navigator.onLine) {
      void import('../features/receipts/expense-types-query').then(({ expenseTypesQuery }) =>
        expenseTypesQuery.ensure(),
      );
    }
  }, [token, isChoosingPassword]);

  if (!isAllowed) return null;
  if (!isOnline && !worksOffline(location)) {
    return (
      <ScreenBoundary resetKey="offline">
        <Suspense fallback={null}>
          <OfflineScreen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  return (
    <ScreenBoundary resetKey={location}>
      <Switch>
        {ROUTES.map((entry) => (
          <Route key={entry.path} path={entry.path}>
            <Screen entry={entry} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </ScreenBoundary>
  );
}

function Screen({ entry }: { entry: RouteEntry }) {
  const page = <entry.page />;
  const content = <Suspense fallback={<PageLoading />}>{page}</Suspense>;
  if (entry.layout !== 'shell') return content;
  return (
    <Suspense fallback={<PageLoading />}>
      <Shell>{content}</Shell>
    </Suspense>
  );
}

function PageLoading() {
  const t = useText();
  return (
    <div className="page-loading" role="status" aria-label={t(APP_TEXTS.loading)}>
      <span className="spinner" />
    </div>
  );
}
