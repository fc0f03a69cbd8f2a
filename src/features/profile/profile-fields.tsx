// The profile's fields: the read-only details, then the contact fields with their messages.
import type { TProfile, TProfileEditable } from '../../contract/profile';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Field } from '../../ui/field';
import type { ProfileField } from './profile-form';
import { PROFILE_TEXTS } from './profile-texts';

const READ_ONLY: { field: keyof TProfile; label: Text }[] = [
  { field: 'employeeName', label: PROFILE_TEXTS.name },
  { field: 'empCode', label: PROFILE_TEXTS.empCode },
  { field: 'designation', label: PROFILE_TEXTS.designation },
  { field: 'city', label: PROFILE_TEXTS.city },
  { field: 'state', label: PROFILE_TEXTS.state },
];

const EDITABLE: {
  field: ProfileField;
  label: Text;
  type: string;
  inputMode?: 'tel' | 'numeric' | 'email';
}[] = [
  { field: 'phoneNumber', label: PROFILE_TEXTS.phoneNumber, type: 'tel', inputMode: 'tel' },
  { field: 'pincode', label: PROFILE_TEXTS.pincode, type: 'text', inputMode: 'numeric' },
  { field: 'emailId', label: PROFILE_TEXTS.email, type: 'email', inputMode: 'email' },
];

export function ProfileFields({
  profile,
  values,
  errors,
  onChange,
}: {
  profile: TProfile;
  values: TProfileEditable;
  errors: Partial<Record<ProfileField, string | Text>>;
  onChange: (field: ProfileField, value: string) => void;
}) {
  const t = useText();
  const errorOf = (field: ProfileField) => {
    const error = errors[field];
    return error === undefined ? undefined : t(error);
  };
  return (
    <div className="profile__fields">
      {READ_ONLY.map(({ field, label }) => (
        <Field key={field} id={`profile-${field}`} label={t(label)}>
          {(control) => <input {...control} className="input" value={String(profile[field])} readOnly />}
        </Field>
      ))}
      <Field
        id="profile-address"
        label={t(PROFILE_TEXTS.address)}
        error={errorOf('address')}
        className="profile__wide"
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            translate="no"
            rows={2}
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
          />
        )}
      </Field>
      {EDITABLE.map(({ field, label, type, inputMode }) => (
        <Field key={field} id={`profile-${field}`} label={t(label)} error={errorOf(field)}>
          {(control) => (
            <input
              {...control}
              className="input"
              type={type}
              inputMode={inputMode}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
