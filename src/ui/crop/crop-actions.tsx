// Cancel and Crop Image under a crop area (spec: /crop-image, and the profile photo's square crop).
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
  return (
    <div className={className}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={isCropping}>
        Cancel
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={onCrop}
        disabled={isCropping || !canCrop}
      >
        {isCropping ? 'Cropping...' : 'Crop Image'}
      </button>
    </div>
  );
}
