// A drop-down of the company's cities, for the places screen's forms.
import type { TCity } from '../../contract/admin/places';
import { SelectField } from '../../ui/field';

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
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      placeholder="Choose"
      options={cities.map((option) => ({ value: option.cityId, label: option.name }))}
    />
  );
}
