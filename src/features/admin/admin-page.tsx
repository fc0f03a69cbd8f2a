// /admin: what an administrator can do, one link per section (issue 24).
import { Link } from 'wouter';
import { useText } from '../../lib/use-text';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_PATHS } from './admin-paths';
import { ADMIN_TEXTS as A } from './admin-texts';
import './admin.css';

const SECTIONS = [
  {
    href: ADMIN_PATHS.employees,
    title: A.employees,
    text: A.employeesText,
  },
  {
    href: ADMIN_PATHS.places,
    title: A.places,
    text: A.placesText,
  },
  {
    href: ADMIN_PATHS.rates,
    title: A.rates,
    text: A.ratesText,
  },
  {
    href: ADMIN_PATHS.limits,
    title: A.limits,
    text: A.limitsText,
  },
  { href: ADMIN_PATHS.holidays, title: A.holidays, text: A.holidaysText },
  {
    href: ADMIN_PATHS.expenseTypes,
    title: A.expenseTypes,
    text: A.expenseTypesText,
  },
  {
    href: ADMIN_PATHS.importExport,
    title: A.importExport,
    text: A.importExportText,
  },
  { href: ADMIN_PATHS.audit, title: A.audit, text: A.auditText },
];

export default function AdminPage() {
  const t = useText();
  return (
    <section className="page">
      <PageHeader title={t(A.administration)} backTo="/home" />
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
