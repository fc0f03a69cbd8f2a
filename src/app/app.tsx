// The app: token guard, offline rule, route table, and the notices every screen may raise.
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { areBootStagesDone, bootStages, shellStages } from '../lib/boot-stages';
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

const Shell = lazyScreen(async () => {
  await shellStages();
  return import('./shell/shell');
});
const OfflineScreen = lazyScreen(loadOfflineScreen);

/**
 * Work every signed-in boot starts: the outbox sender, the offline screen's chunk (fetched while
 * online: until the service worker controls the page, it could not be loaded once the network is
 * gone) and the expense types a receipt saved later without signal needs. After the boot's stages
 * (boot-stages.ts), so that none of them evaluates the API client, the contracts or Dexie in a
 * task of its own graph; the sender starts in a task of its own.
 */
async function startSignedInWork(): Promise<void> {
  await bootStages();
  void loadOfflineScreen();
  if (readUserData() && navigator.onLine) {
    void import('../features/receipts/expense-types-query').then(({ expenseTypesQuery }) =>
      expenseTypesQuery.ensure(),
    );
  }
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
  // demand so that /login does not carry it. A one-time password's session may call nothing else
  // until a new password is chosen (issue 24).
  const isChoosingPassword = readUserData()?.mustChangePassword === true;
  useEffect(() => {
    if (!token || isChoosingPassword) return;
    void startSignedInWork();
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
  if (entry.layout !== 'shell') return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
  return (
    <Suspense fallback={<PageLoading />}>
      <Shell>
        <Suspense fallback={<PageLoading />}>
          <AfterBootStages>{page}</AfterBootStages>
        </Suspense>
      </Shell>
    </Suspense>
  );
}

/** A signed-in screen's module loads once the boot's shared graphs were evaluated, each in its own task. */
function AfterBootStages({ children }: { children: ReactNode }) {
  if (!areBootStagesDone()) use(bootStages());
  return children;
}

function PageLoading() {
  const t = useText();
  return (
    <div className="page-loading" role="status" aria-label={t(APP_TEXTS.loading)}>
      <span className="spinner" />
    </div>
  );
}
