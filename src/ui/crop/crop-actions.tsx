// Cancel and Crop Image under a crop area (spec: /crop-image, and the profile photo's square crop).
import { useText } from '../../lib/use-text';
import { CROP_TEXTS } from './crop-texts';

export function CropActions({
  className,
  isCropping,
  canCrop,
  onCancel,
  onCrop,
}: {
  className: string;
  isCropping: boolean;
  canCrop: boolean;
  onCancel: () => void;
  onCrop: () => void;
}) {
  const t = useText();
  return (
    <div className={className}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={isCropping}>
        {t(CROP_TEXTS.cancel)}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={onCrop}
        disabled={isCropping || !canCrop}
      >
        {t(isCropping ? CROP_TEXTS.cropping : CROP_TEXTS.crop)}
      </button>
    </div>
  );
}
