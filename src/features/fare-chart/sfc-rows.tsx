// The fare chart's journeys: a table on a desktop, cards on a phone; each row opens its details.
import { Fragment } from 'react';
import type { TSfcJourneyRow } from '../../contract/fare-chart';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { ApprovalHistory } from '../../ui/approval-history';
import { Icon, type IconName } from '../../ui/icons';
import { canDelete, canEdit, journeyNameText, reasonOf, STATUS_TEXTS, statusTone } from './sfc-list';
import { SFC_SCREEN_TEXTS } from './sfc-texts';

/** Travel-mode icons by the spec's ids (section 9): 4 car and 6 taxi share one. */
const MODE_ICONS: Record<number, IconName> = {
  1: 'bike',
  2: 'train',
  3: 'bus',
  4: 'car',
  5: 'flight',
  6: 'car',
};

export function ModeIcon({ transportId, size = 22 }: { transportId: number; size?: number }) {
  return <Icon name={MODE_ICONS[transportId] ?? 'bus'} size={size} />;
}

interface RowsProps {
  rows: TSfcJourneyRow[];
  expandedId: number | null;
  onToggle: (row: TSfcJourneyRow) => void;
  onEdit: (row: TSfcJourneyRow) => void;
  onDelete: (row: TSfcJourneyRow) => void;
}

export function SfcTable({ rows, expandedId, onToggle, onEdit, onDelete }: RowsProps) {
  const t = useText();
  const language = useLanguage();
  // On a 1024 px screen the columns outgrow the content beside the menu: the table scrolls in its
  // own box there, never the page.
  return (
    <div className="sfc-table-wrap">
      <table className="sfc-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(SFC_SCREEN_TEXTS.details)}</span>
            </th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.mode)}</th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.fromCity)}</th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.toCity)}</th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.category)}</th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.effectiveDate)}</th>
            <th scope="col" className="sfc-table__money">
              {t(SFC_SCREEN_TEXTS.total)}
            </th>
            <th scope="col">{t(SFC_SCREEN_TEXTS.status)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(SFC_SCREEN_TEXTS.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isOpen = expandedId === row.stpfcDetailid;
            return (
              <Fragment key={row.stpfcDetailid}>
                <tr className={isOpen ? 'sfc-table__row sfc-table__row--open' : 'sfc-table__row'}>
                  <td>
                    <ToggleButton row={row} isOpen={isOpen} onToggle={onToggle} />
                  </td>
                  <td>
                    <span className="sfc-mode" translate="no">
                      <ModeIcon transportId={row.transportId} />
                      {row.transportName}
                    </span>
                  </td>
                  <td translate="no">{row.fromCityName}</td>
                  <td translate="no">{row.toCityName}</td>
                  <td translate="no">{row.categoryName}</td>
                  <td>{formatListDateIn(row.effectiveDate, language)}</td>
                  <td className="sfc-table__money">{formatRupees(row.total)}</td>
                  <td>
                    <Status row={row} />
                  </td>
                  <td>
                    <RowActions row={row} isDesktop onEdit={onEdit} onDelete={onDelete} />
                  </td>
                </tr>
                {isOpen && (
                  <tr className="sfc-table__details">
                    <td colSpan={9}>
                      <JourneyDetails row={row} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function SfcCards({ rows, expandedId, onToggle, onEdit, onDelete }: RowsProps) {
  const t = useText();
  const language = useLanguage();
  return (
    <ul className="sfc-cards" aria-label={t(SFC_SCREEN_TEXTS.journeys)}>
      {rows.map((row) => {
        const isOpen = expandedId === row.stpfcDetailid;
        return (
          <li key={row.stpfcDetailid} className={`sfc-card sfc-card--${statusTone(row.status)}`}>
            <div className="sfc-card__head">
              <span className="sfc-card__icon" title={row.transportName} translate="no">
                <ModeIcon transportId={row.transportId} />
              </span>
              <span className="sfc-card__text">
                <span className="sfc-card__route" translate="no">
                  {row.fromCityName} → {row.toCityName}
                </span>
                <span className="muted">
                  <span translate="no">
                    {row.categoryName} · {row.transportName}
                  </span>{' '}
                  · {formatListDateIn(row.effectiveDate, language)}
                </span>
              </span>
              <span className="sfc-card__total">{formatRupees(row.total)}</span>
            </div>
            <div className="sfc-card__foot">
              <Status row={row} />
              <span className="sfc-card__actions">
                <RowActions row={row} isDesktop={false} onEdit={onEdit} onDelete={onDelete} />
                <ToggleButton row={row} isOpen={isOpen} onToggle={onToggle} />
              </span>
            </div>
            {isOpen && <JourneyDetails row={row} />}
          </li>
        );
      })}
    </ul>
  );
}

function ToggleButton({
  row,
  isOpen,
  onToggle,
}: {
  row: TSfcJourneyRow;
  isOpen: boolean;
  onToggle: (row: TSfcJourneyRow) => void;
}) {
  const t = useText();
  return (
    <button
      type="button"
      className={isOpen ? 'icon-button sfc-toggle sfc-toggle--open' : 'icon-button sfc-toggle'}
      aria-expanded={isOpen}
      aria-label={t(SFC_SCREEN_TEXTS.detailsOf({ journey: journeyNameText(row) }))}
      onClick={() => onToggle(row)}
    >
      <Icon name="chevronDown" size={20} />
    </button>
  );
}

function Status({ row }: { row: TSfcJourneyRow }) {
  const t = useText();
  const reason = reasonOf(row);
  return (
    <span className="sfc-status-cell">
      <span className={`sfc-status sfc-status--${statusTone(row.status)}`}>
        {t(STATUS_TEXTS[row.status])}
      </span>
      {reason && (
        <span className="sfc-reason" translate="no">
          {reason}
        </span>
      )}
    </span>
  );
}

function RowActions({
  row,
  isDesktop,
  onEdit,
  onDelete,
}: {
  row: TSfcJourneyRow;
  isDesktop: boolean;
  onEdit: (row: TSfcJourneyRow) => void;
  onDelete: (row: TSfcJourneyRow) => void;
}) {
  const t = useText();
  return (
    <span className="sfc-actions">
      {canEdit(row) && (
        <button
          type="button"
          className="icon-button"
          aria-label={t(SFC_SCREEN_TEXTS.editJourney({ journey: journeyNameText(row) }))}
          onClick={() => onEdit(row)}
        >
          <Icon name="edit" size={20} />
        </button>
      )}
      {canDelete(row, isDesktop) && (
        <button
          type="button"
          className="icon-button sfc-actions__delete"
          aria-label={t(SFC_SCREEN_TEXTS.deleteJourney({ journey: journeyNameText(row) }))}
          onClick={() => onDelete(row)}
        >
          <Icon name="trash" size={20} />
        </button>
      )}
    </span>
  );
}

/** 'SFC Detailed': every field of the journey. */
function JourneyDetails({ row }: { row: TSfcJourneyRow }) {
  const t = useText();
  const language = useLanguage();
  const km = (distance: number) => t(SFC_SCREEN_TEXTS.kilometres({ distance: String(distance) }));
  const S = SFC_SCREEN_TEXTS;
  // The company's names (cities, category, mode) and the employee's own words are no one's to translate.
  const items: [Text, string, boolean?][] = [
    [S.fromCity, row.fromCityName, true],
    [S.toCity, row.toCityName, true],
    [S.category, row.categoryName, true],
    [S.modeOfTransport, row.transportName, true],
    [S.effectiveDate, formatListDateIn(row.effectiveDate, language)],
    [S.numberOfDoctors, String(row.numberOfDoctors)],
    [S.numberOfChemists, String(row.numberOfChemist)],
    [S.oneWayDistance, km(row.oneWayDistance)],
    [S.twoWayDistance, km(row.twoWayDistance)],
    [S.oneWayFare, formatRupees(row.oneWayFare)],
    [S.twoWayFare, formatRupees(row.twoWayFare)],
    [S.allowance, formatRupees(row.allowance)],
    [S.total, formatRupees(row.total)],
    [S.specification, row.specification || '-', true],
    [S.remarks, row.remarks || '-', true],
  ];
  const name = t(journeyNameText(row));
  return (
    <>
      <dl className="sfc-details" aria-label={t(S.detailsOf({ journey: name }))}>
        {items.map(([term, value, isName]) => (
          <div key={term.key} className="sfc-details__item">
            <dt>{t(term)}</dt>
            <dd translate={isName ? 'no' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <ApprovalHistory entries={row.history} subject={name} title={t(S.approvalHistory)} />
    </>
  );
}
