// /user 'My Profile': details and photo; contact fields change, Update stays grey until one does.
import { useState } from 'react';
import type { TProfile, TProfileEditable } from '../../contract/profile';
import { useIsDesktop } from '../../lib/media';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PhotoCrop, PhotoMenu } from './photo-menu';
import { ProfileFields } from './profile-fields';
import { formValues, hasChanges, type ProfileField, profileErrors } from './profile-form';
import { profileQuery, removePhotoMutation, savePhotoMutation, saveProfileMutation } from './profile-queries';
import { PROFILE_TEXTS } from './profile-texts';
import './profile.css';

const DEFAULT_AVATAR = '/default-avatar.svg';

export default function ProfilePage() {
  const t = useText();
  const { data: profile, error, isLoading } = useQuery(profileQuery);

  return (
    <section className="page profile">
      <PageHeader title={t(PROFILE_TEXTS.title)} backTo="/home" />
      {error && <p className="error-text">{t(PROFILE_TEXTS.failed)}</p>}
      {!profile && isLoading && <p className="muted">{t(PROFILE_TEXTS.loading)}</p>}
      {profile && <ProfileCard key={profile.employeeId} profile={profile} />}
    </section>
  );
}

function ProfileCard({ profile }: { profile: TProfile }) {
  const t = useText();
  const isDesktop = useIsDesktop();
  const [values, setValues] = useState<TProfileEditable>(() => formValues(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string | Text>>>({});
  const saveProfile = useMutation(saveProfileMutation);
  const savePhoto = useMutation(savePhotoMutation);
  const removePhoto = useMutation(removePhotoMutation);
  /** One change at a time: the photo button and Update wait for it. */
  const isSaving = saveProfile.isPending || savePhoto.isPending || removePhoto.isPending;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [chosen, setChosen] = useState<File>();
  const isChanged = hasChanges(values, profile);

  // A saved profile comes back from the server: the form starts again from it, in the same render.
  const [shownProfile, setShownProfile] = useState(profile);
  if (profile !== shownProfile) {
    setShownProfile(profile);
    setValues(formValues(profile));
  }

  function onChange(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = profileErrors(values, profile.emailDomains);
    setErrors(found);
    if (Object.keys(found).length > 0 || !isChanged) return;
    await saveProfile.run(values);
  }

  return (
    <form className="card profile__card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="profile__photo">
        <img
          className="profile__avatar"
          src={profile.imageBase64 ?? DEFAULT_AVATAR}
          alt={t(
            profile.imageBase64
              ? PROFILE_TEXTS.photoOf({ name: profile.employeeName })
              : PROFILE_TEXTS.noPhoto,
          )}
          width={120}
          height={120}
        />
        <button
          type="button"
          className="icon-button profile__photo-button"
          aria-label={t(PROFILE_TEXTS.changePhoto)}
          onClick={() => setIsMenuOpen(true)}
          disabled={isSaving}
        >
          <Icon name="camera" size={20} />
        </button>
        <div>
          <p className="profile__name">{profile.employeeName}</p>
          <p className="muted" translate="no">
            {profile.designation}
          </p>
        </div>
      </div>

      <ProfileFields profile={profile} values={values} errors={errors} onChange={onChange} />
      <div className="profile__actions">
        <button type="submit" className="button button--primary" disabled={!isChanged || isSaving}>
          {t(isSaving ? PROFILE_TEXTS.updating : PROFILE_TEXTS.update)}
        </button>
      </div>

      {isMenuOpen && (
        <PhotoMenu
          isPhone={!isDesktop}
          hasPhoto={profile.imageBase64 !== null}
          onChosen={(file) => {
            setIsMenuOpen(false);
            setChosen(file);
          }}
          onRemove={() => {
            setIsMenuOpen(false);
            void removePhoto.run(undefined);
          }}
          onCancel={() => setIsMenuOpen(false)}
        />
      )}
      {chosen && (
        <PhotoCrop
          file={chosen}
          onCancel={() => setChosen(undefined)}
          onCropped={(dataUrl) => {
            setChosen(undefined);
            void savePhoto.run(dataUrl);
          }}
        />
      )}
    </form>
  );
}
