// The profile photo's menu (Camera on a phone only, Gallery, Remove, Cancel) and its square crop.
import { useId, useRef, useState } from 'react';
import { showAlert } from '../../lib/notices';
import { useObjectUrl } from '../../lib/object-url';
import { useText } from '../../lib/use-text';
import { CropActions } from '../../ui/crop/crop-actions';
import { CropArea, type CropAreaHandle } from '../../ui/crop/crop-area';
import { type CropRegion, PROFILE_CROP } from '../../ui/crop/crop-region';
import { Modal } from '../../ui/modal';
import { PROFILE_TEXTS } from './profile-texts';
import { squarePhoto } from './square-photo';

export function PhotoMenu({
  isPhone,
  hasPhoto,
  onChosen,
  onRemove,
  onCancel,
}: {
  isPhone: boolean;
  hasPhoto: boolean;
  onChosen: (file: File) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const titleId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChosen(file);
  };
  return (
    <Modal className="photo-menu" labelledBy={titleId} onEscape={onCancel}>
      <h2 id={titleId} className="photo-menu__title">
        {t(PROFILE_TEXTS.photo)}
      </h2>
      {isPhone && (
        <button type="button" className="button button--secondary" onClick={() => cameraRef.current?.click()}>
          {t(PROFILE_TEXTS.camera)}
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={() => galleryRef.current?.click()}>
        {t(PROFILE_TEXTS.gallery)}
      </button>
      {hasPhoto && (
        <button type="button" className="button button--danger" onClick={onRemove}>
          {t(PROFILE_TEXTS.remove)}
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t(PROFILE_TEXTS.cancel)}
      </button>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        onChange={onFile}
        data-testid="photo-camera"
      />
      <input
        ref={galleryRef}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        onChange={onFile}
        aria-label={t(PROFILE_TEXTS.chooseFromGallery)}
      />
    </Modal>
  );
}

/** The square crop of spec section 2 (aspect 1, PNG), with Cancel and Crop Image as on /crop-image. */
export function PhotoCrop({
  file,
  onCropped,
  onCancel,
}: {
  file: File;
  onCropped: (dataUrl: string) => void;
  onCancel: () => void;
}) {
  const t = useText();
  const titleId = useId();
  const url = useObjectUrl(file);
  const area = useRef<CropAreaHandle>(null);
  const [region, setRegion] = useState<CropRegion | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  async function onCrop() {
    const chosen = area.current?.getRegion();
    if (!chosen) return;
    setIsCropping(true);
    try {
      onCropped(await squarePhoto(file, chosen));
    } catch (error) {
      console.error('The profile photo could not be cropped', error);
      showAlert(t(PROFILE_TEXTS.notRead));
      onCancel();
    }
  }

  return (
    <Modal className="photo-crop" labelledBy={titleId} onEscape={() => !isCropping && onCancel()}>
      <h2 id={titleId} className="photo-menu__title">
        {t(PROFILE_TEXTS.crop)}
      </h2>
      <div className="photo-crop__area">
        {url && (
          <CropArea
            ref={area}
            src={url}
            alt={t(PROFILE_TEXTS.newPhoto)}
            aspectRatio={PROFILE_CROP.aspectRatio}
            onRegionChange={setRegion}
          />
        )}
      </div>
      <CropActions
        className="photo-crop__actions"
        isCropping={isCropping}
        canCrop={region !== null}
        onCancel={onCancel}
        onCrop={() => void onCrop()}
      />
    </Modal>
  );
}
