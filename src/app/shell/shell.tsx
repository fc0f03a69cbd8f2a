// The signed-in frame: desktop top bar and side menu, mobile drawer and footer, around a screen.
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { profileImageQuery } from '../../features/profile/profile-image-query';
import { useIsDesktop } from '../../lib/media';
import { PATHS } from '../../lib/paths';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { Icon } from '../../ui/icons';
import { APP_TEXTS } from '../app-texts';
import { MobileFooter } from './mobile-footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** How long after the signed-in frame first shows the reader's download starts. */
const READER_DOWNLOAD_DELAY_MS = 20_000;

export default function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const isDesktop = useIsDesktop();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const t = useText();
  // The avatar the menu shows, asked for with the first screen so the phone's drawer opens complete.
  useQuery(profileImageQuery);

  // The user's language and this device's agree (issue 39); loaded apart, like the outbox sender.
  useEffect(() => {
    void import('../../shared/language-save').then(({ syncLanguageWithUser }) => syncLanguageWithUser());
  }, []);

  // The receipt reader's files, on the device before the first offline capture (issue 40); late, so
  // the first screen's work comes first.
  useEffect(() => {
    const timer = setTimeout(
      () => void import('../../lib/engine-files').then(({ keepReaderOffline }) => keepReaderOffline()),
      READER_DOWNLOAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  // Any navigation closes the drawer (location is the trigger, not a value the effect reads).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setIsDrawerOpen(false), [location]);

  return (
    <div className="shell">
      {isDesktop && <TopBar />}
      <div className="shell__body">
        {isDesktop && <SideMenu />}
        {!isDesktop && isDrawerOpen && <Drawer onClose={() => setIsDrawerOpen(false)} />}
        <main className="shell__content">
          {!isDesktop && location === PATHS.home && (
            <button
              type="button"
              className="icon-button drawer-button"
              aria-label={t(APP_TEXTS.openMenu)}
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
            >
              <Icon name="menu" />
            </button>
          )}
          {children}
        </main>
      </div>
      {!isDesktop && <MobileFooter />}
    </div>
  );
}

/** The mobile menu: a click outside it closes it (spec section 2). */
function Drawer({ onClose }: { onClose: () => void }) {
  const t = useText();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="drawer">
      <button
        type="button"
        className="drawer__backdrop"
        aria-label={t(APP_TEXTS.closeMenu)}
        onClick={onClose}
      />
      <div className="drawer__panel">
        <SideMenu />
      </div>
    </div>
  );
}
