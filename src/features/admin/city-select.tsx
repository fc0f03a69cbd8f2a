// A drop-down of the company's cities, for the places screen's forms.
import type { TCity } from '../../contract/admin/places';
import { useText } from '../../lib/use-text';
import { SelectField } from '../../ui/field';
import { ADMIN_TEXTS as A } from './admin-texts';

export function CitySelect({
  id,
  label,
  cities,
  value,
  onChange,
}: {
  id: string;
  label: string;
  cities: readonly TCity[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useText();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={t(A.choose)}
      options={cities.map((option) => ({ value: option.cityId, label: option.name }))}
    />
  );
}
