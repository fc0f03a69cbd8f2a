// The places screen's road distances (issue 24): one figure for both directions of a pair of
// cities, from an effective date, with each pair's history.
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TCity, TDistance } from '../../contract/admin/places';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useLanguage, useText } from '../../lib/use-text';
import { addDays, businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { DateField } from '../../ui/date-field';
import { InlineNotice } from '../../ui/inline-notice';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
import { CitySelect } from './city-select';
import { saveDistanceMutation } from './places-queries';
import { HistoryButton } from './record-history';
import { TextField } from './text-field';

export function DistancesSection({
  cities,
  distances,
}: {
  cities: readonly TCity[];
  distances: TDistance[];
}) {
  const t = useText();
  const language = useLanguage();
  const [distance, setDistance] = useState({
    from: '',
    to: '',
    km: '',
    effectiveFrom: addDays(businessDate(), 1),
  });
  const [outcome, setOutcome] = useState<Notice>();
  const saveDistance = useMutation(saveDistanceMutation);

  async function onDistance(event: FormEvent) {
    event.preventDefault();
    if (!distance.from || !distance.to) return setOutcome({ text: A.chooseBothCities, isError: true });
    setOutcome(
      (
        await saveDistance.run({
          fromCityId: Number(distance.from),
          toCityId: Number(distance.to),
          km: distance.km,
          effectiveFrom: distance.effectiveFrom,
        })
      ).notice,
    );
  }

  /** The drop-down of one end of the pair. */
  const end = (id: string, label: string, key: 'from' | 'to') => (
    <CitySelect
      id={id}
      label={label}
      cities={cities}
      value={distance[key]}
      onChange={(value) => setDistance({ ...distance, [key]: value })}
    />
  );

  return (
    <div className="admin-section">
      <h3>{t(A.roadDistances)}</h3>
      <form className="admin-form" onSubmit={onDistance} noValidate>
        {end('distance-from', t(A.fromCity), 'from')}
        {end('distance-to', t(A.toCity), 'to')}
        <TextField
          id="distance-km"
          label={t(A.oneWayKm)}
          inputMode="numeric"
          value={distance.km}
          onChange={(value) => setDistance({ ...distance, km: value })}
        />
        <DateField
          id="distance-from-date"
          label={t(A.effectiveFrom)}
          value={distance.effectiveFrom}
          onChange={(value) => setDistance({ ...distance, effectiveFrom: value })}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveDistance.isPending}>
            {t(A.saveDistance)}
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {distances.length === 0 ? (
        <p className="muted">{t(A.noDistances)}</p>
      ) : (
        <AdminTable head={[A.between, A.and, A.km, A.from, A.actions]}>
          {distances.map((row) => (
            <tr key={`${row.fromCityId}-${row.toCityId}`}>
              <td data-label={t(A.between)} translate="no">
                {row.fromCity}
              </td>
              <td data-label={t(A.and)} translate="no">
                {row.toCity}
              </td>
              <td data-label={t(A.km)}>{row.km}</td>
              <td data-label={t(A.from)}>{formatListDateIn(row.effectiveFrom, language)}</td>
              <td className="admin-actions">
                <HistoryButton
                  record={{
                    recordKind: 'distance',
                    recordRef: auditRef.distance(row.fromCityId, row.toCityId),
                    label: `${row.fromCity}–${row.toCity}`,
                  }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
