// The side menu: avatar, name, company (16 characters), the screens, and Setting and Logout icons.
import { Link, useLocation } from 'wouter';
import { useUser } from '../../features/auth/auth-store';
import { canApprove, useSfcEmployeeStore } from '../../features/fare-chart/sfc-employee-store';
import { useProfileImageStore } from '../../features/profile/profile-image-store';
import { useIsDesktop } from '../../lib/media';
import { truncate } from '../../lib/text';
import { Icon, type IconName } from '../../ui/icons';
import { PATHS } from '../paths';

interface MenuEntry {
  label: string;
  href: string;
  icon: IconName;
}

export const COMPANY_NAME_LENGTH = 16;
const DEFAULT_AVATAR = '/default-avatar.svg';

// DESIGN.md section 2: the route table is right, so My Expense opens the month list.
const ENTRIES: MenuEntry[] = [
  { label: 'Home', href: PATHS.home, icon: 'home' },
  { label: 'Standard Fare Chart', href: PATHS.sfc, icon: 'chart' },
  { label: 'My Expense', href: PATHS.myExpense, icon: 'wallet' },
  { label: 'Unreported Bills', href: PATHS.unreportedBills, icon: 'receipt' },
];
const UPLOAD_ENTRY: MenuEntry = { label: 'Upload Bills', href: PATHS.uploadBills, icon: 'upload' };
const APPROVAL_ENTRIES: MenuEntry[] = [
  { label: 'STPFC Approval', href: PATHS.stpfcApproval, icon: 'approve' },
  { label: 'Expense Approval', href: PATHS.expenseApproval, icon: 'list' },
];

export function SideMenu() {
  const user = useUser();
  const isDesktop = useIsDesktop();
  const areaRange = useSfcEmployeeStore((state) => state.data?.areaRange);
  const imageBase64 = useProfileImageStore((state) => state.data ?? null);
  const [location] = useLocation();
  const entries = [
    ...ENTRIES,
    ...(isDesktop ? [UPLOAD_ENTRY] : []),
    ...(canApprove(areaRange) ? APPROVAL_ENTRIES : []),
  ];
  const companyName = user?.companyName ?? '';

  return (
    <nav className="side-menu" aria-label="Main menu">
      <div className="side-menu__profile">
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
        <div>
          <p className="side-menu__name">{user?.employeeName}</p>
          <p className="side-menu__company" title={companyName}>
            {truncate(companyName, COMPANY_NAME_LENGTH)}
          </p>
        </div>
      </div>
      <ul className="side-menu__list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className="side-menu__link"
              aria-current={location === entry.href ? 'page' : undefined}
            >
              <Icon name={entry.icon} size={20} />
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="side-menu__bottom">
        <Link href={PATHS.setting} className="icon-button" aria-label="Setting" title="Setting">
          <Icon name="settings" />
        </Link>
        <Link href={PATHS.logout} className="icon-button" aria-label="Logout" title="Logout">
          <Icon name="logout" />
        </Link>
      </div>
    </nav>
  );
}
