// /admin: what an administrator can do, one link per section (issue 24).
import { Link } from 'wouter';
import { useText } from '../../lib/use-text';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_PATHS } from './admin-paths';
import { ADMIN_TEXTS as T } from './admin-texts';
import './admin.css';

const SECTIONS = [
  { href: ADMIN_PATHS.employees, title: T.employees, text: T.employeesText },
  { href: ADMIN_PATHS.places, title: T.places, text: T.placesText },
  { href: ADMIN_PATHS.rates, title: T.rates, text: T.ratesText },
  { href: ADMIN_PATHS.limits, title: T.limits, text: T.limitsText },
  { href: ADMIN_PATHS.holidays, title: T.holidays, text: T.holidaysText },
  { href: ADMIN_PATHS.expenseTypes, title: T.expenseTypes, text: T.expenseTypesText },
  { href: ADMIN_PATHS.importExport, title: T.importExport, text: T.importExportText },
  { href: ADMIN_PATHS.audit, title: T.audit, text: T.auditText },
];

export default function AdminPage() {
  const t = useText();
  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <ul className="admin-cards">
        {SECTIONS.map((section) => (
          <li key={section.href} className="card">
            <Link href={section.href}>{t(section.title)}</Link>
            <p className="muted">{t(section.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
