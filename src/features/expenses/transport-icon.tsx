// The travel-mode icon of a day, by transport id (spec section 9).
import { Icon, type IconName } from '../../ui/icons';

const ICONS: Record<number, IconName> = { 1: 'bike', 2: 'train', 3: 'bus', 4: 'car', 5: 'flight', 6: 'car' };

export function TransportIcon({ transportId, name }: { transportId: number | null; name: string }) {
  if (transportId === null || !ICONS[transportId]) {
    return (
      <span className="muted" translate="no">
        {name || '-'}
      </span>
    );
  }
  // The company's name of the mode: no one's words to translate.
  return (
    <span className="transport" title={name} translate="no">
      <Icon name={ICONS[transportId]} size={18} />
      <span className="transport__name">{name}</span>
    </span>
  );
}
