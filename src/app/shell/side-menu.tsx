// The side menu: avatar, name, company (16 characters), the screens, and Setting and Logout icons.
import { Link, useLocation } from 'wouter';
import { profileImageQuery } from '../../features/profile/profile-image-query';
import { useIsDesktop } from '../../lib/media';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { truncate } from '../../pure/text';
import type { Text } from '../../pure/texts';
import { canApprove, useRoles } from '../../shared/employee';
import { Icon, type IconName } from '../../ui/icons';
import { APP_TEXTS } from '../app-texts';

interface MenuEntry {
  label: Text;
  href: string;
  icon: IconName;
}

export const COMPANY_NAME_LENGTH = 16;
const DEFAULT_AVATAR = '/default-avatar.svg';

// DESIGN.md section 2: the route table is right, so My Expense opens the month list.
const HOME_ENTRY: MenuEntry = { label: APP_TEXTS.home, href: PATHS.home, icon: 'home' };
/** Issue 40: only for employees in the field (with a territory), not an office administrator's. */
const FIELD_ENTRIES: MenuEntry[] = [
  { label: APP_TEXTS.sfc, href: PATHS.sfc, icon: 'chart' },
  { label: APP_TEXTS.myExpense, href: PATHS.myExpense, icon: 'wallet' },
  { label: APP_TEXTS.unreportedBills, href: PATHS.unreportedBills, icon: 'receipt' },
];
/** Issue 27: field employees (area range T) report their calls. */
const DCR_ENTRY: MenuEntry = { label: APP_TEXTS.dcr, href: PATHS.dcr, icon: 'list' };
/** Issue 42: field employees plan their month. */
const TP_ENTRY: MenuEntry = { label: APP_TEXTS.tourProgramme, href: PATHS.tourProgramme, icon: 'calendar' };
const UPLOAD_ENTRY: MenuEntry = { label: APP_TEXTS.uploadBills, href: PATHS.uploadBills, icon: 'upload' };
/** Issue 24: administrators only. */
const ADMIN_ENTRY: MenuEntry = { label: APP_TEXTS.administration, href: PATHS.admin, icon: 'settings' };
const APPROVAL_ENTRIES: MenuEntry[] = [
  { label: APP_TEXTS.stpfcApproval, href: PATHS.stpfcApproval, icon: 'approve' },
  { label: APP_TEXTS.expenseApproval, href: PATHS.expenseApproval, icon: 'list' },
  { label: APP_TEXTS.tpApproval, href: PATHS.tpApproval, icon: 'approve' },
];
const FINANCE_ENTRY: MenuEntry = { label: APP_TEXTS.claimsRegister, href: PATHS.finance, icon: 'wallet' };

export function SideMenu() {
  const user = useUser();
  const isDesktop = useIsDesktop();
  const { areaRange, isFinance, isInTheField } = useRoles();
  const imageBase64 = useQuery(profileImageQuery).data ?? null;
  const [location] = useLocation();
  const t = useText();
  const entries = [
    HOME_ENTRY,
    ...(isInTheField ? FIELD_ENTRIES : []),
    ...(isInTheField && areaRange === 'T' ? [DCR_ENTRY, TP_ENTRY] : []),
    ...(isInTheField && isDesktop ? [UPLOAD_ENTRY] : []),
    ...(canApprove(areaRange) ? APPROVAL_ENTRIES : []),
    ...(isFinance ? [FINANCE_ENTRY] : []),
    ...(user?.isAdmin ? [ADMIN_ENTRY] : []),
  ];
  const companyName = user?.companyName ?? '';

  return (
    <nav className="side-menu" aria-label={t(APP_TEXTS.mainMenu)}>
      <div className="side-menu__profile">
        {/* The avatar and the name are the way to My Profile, as users expect of them. */}
        <Link
          href={PATHS.user}
          className="side-menu__profile-link"
          // Named as one phrase: a hidden span read as 'Asha Kulkarni , My Profile'.
          aria-label={t(APP_TEXTS.myProfile({ name: user?.employeeName ?? '' }))}
          aria-current={location === PATHS.user ? 'page' : undefined}
        >
          <img
            className="avatar"
            src={imageBase64 ?? DEFAULT_AVATAR}
            alt=""
            width={56}
            height={56}
            onError={(event) => {
              event.currentTarget.src = DEFAULT_AVATAR;
            }}
          />
          <span className="side-menu__name">{user?.employeeName}</span>
        </Link>
        <p className="side-menu__company" title={companyName}>
          {truncate(companyName, COMPANY_NAME_LENGTH)}
        </p>
      </div>
      <ul className="side-menu__list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className="side-menu__link"
              aria-current={
                location === entry.href || (entry === ADMIN_ENTRY && location.startsWith(`${PATHS.admin}/`))
                  ? 'page'
                  : undefined
              }
            >
              <Icon name={entry.icon} size={20} />
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="side-menu__bottom">
        <Link
          href={PATHS.setting}
          className="icon-button"
          aria-label={t(APP_TEXTS.setting)}
          title={t(APP_TEXTS.setting)}
        >
          <Icon name="settings" />
        </Link>
        <Link
          href={PATHS.logout}
          className="icon-button"
          aria-label={t(APP_TEXTS.logout)}
          title={t(APP_TEXTS.logout)}
        >
          <Icon name="logout" />
        </Link>
      </div>
    </nav>
  );
}
