// The signed-in frame: desktop top bar and side menu, mobile drawer and footer, around a screen.
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '../../features/auth/auth-store';
import { useSfcEmployeeStore } from '../../features/fare-chart/sfc-employee-store';
import { useNotificationsStore } from '../../features/notifications/notifications-store';
import { useProfileImageStore } from '../../features/profile/profile-image-store';
import { useIsDesktop } from '../../lib/media';
import { Icon } from '../../ui/icons';
import { PATHS } from '../paths';
import { MobileFooter } from './mobile-footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

export default function Shell({ children }: { children: ReactNode }) {
  const user = useUser();
  const [location] = useLocation();
  const isDesktop = useIsDesktop();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const employeeId = user?.employeeId;

  useEffect(() => {
    if (employeeId === undefined) return;
    void useNotificationsStore.getState().load();
    void useProfileImageStore.getState().load();
    void useSfcEmployeeStore.getState().load();
  }, [employeeId]);

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
              aria-label="Open menu"
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
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="drawer">
      <button type="button" className="drawer__backdrop" aria-label="Close menu" onClick={onClose} />
      <div className="drawer__panel">
        <SideMenu />
      </div>
    </div>
  );
}
