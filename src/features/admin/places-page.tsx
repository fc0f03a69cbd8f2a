// /admin/places: territories, cities in a territory, and road distances between two cities, one
// figure for both directions, from an effective date; each with its history (issue 24).
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_TEXTS as A } from './admin-texts';
import { DistancesSection } from './distances-section';
import { placesQuery } from './places-queries';
import { TerritoriesSection } from './territories-section';
import './admin.css';

export default function PlacesPage() {
  const t = useText();
  const { data, isLoading, error } = useQuery(placesQuery, undefined);
  return (
    <section className="page">
      <PageHeader title={t(A.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(A.places)}</h2>
      {error && <p className="error-text">{error}</p>}
      {isLoading && !data && <p className="muted">{t(A.loading)}</p>}
      {data && (
        <>
          <TerritoriesSection territories={data.territories} cities={data.cities} />
          <DistancesSection cities={data.cities} distances={data.distances} />
        </>
      )}
    </section>
  );
}
