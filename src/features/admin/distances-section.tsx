// The places screen's road distances (issue 24): one figure for both directions of a pair of
// cities, from an effective date, with each pair's history.
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TCity, TDistance } from '../../contract/admin/places';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { addDays, businessDate, formatListDate } from '../../pure/calendar';
import { DateField } from '../../ui/date-field';
import { InlineNotice } from '../../ui/inline-notice';
import { AdminTable } from './admin-table';
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
    if (!distance.from || !distance.to)
      return setOutcome({ text: 'Please select both cities.', isError: true });
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
      <h3>Road distances</h3>
      <form className="admin-form" onSubmit={onDistance} noValidate>
        {end('distance-from', 'From city', 'from')}
        {end('distance-to', 'To city', 'to')}
        <TextField
          id="distance-km"
          label="One-way km"
          inputMode="numeric"
          value={distance.km}
          onChange={(value) => setDistance({ ...distance, km: value })}
        />
        <DateField
          id="distance-from-date"
          label="Effective from"
          value={distance.effectiveFrom}
          onChange={(value) => setDistance({ ...distance, effectiveFrom: value })}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveDistance.isPending}>
            Save distance
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {distances.length === 0 ? (
        <p className="muted">No distances yet.</p>
      ) : (
        <AdminTable head={['Between', 'And', 'Km', 'From', 'Actions']}>
          {distances.map((row) => (
            <tr key={`${row.fromCityId}-${row.toCityId}`}>
              <td data-label="Between">{row.fromCity}</td>
              <td data-label="And">{row.toCity}</td>
              <td data-label="Km">{row.km}</td>
              <td data-label="From">{formatListDate(row.effectiveFrom)}</td>
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
