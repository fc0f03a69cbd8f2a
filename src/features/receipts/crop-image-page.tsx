// The /crop-image screen: crop the capture, nudge the box in steps of 1, 10 or 100, Cancel or Crop Image.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ImageUnreadableError, prepareReceiptImage } from '../../lib/image/prepare-image';
import { showAlert } from '../../lib/notices';
import { useObjectUrl } from '../../lib/object-url';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { CropActions } from '../../ui/crop/crop-actions';
import { CropArea, type CropAreaHandle } from '../../ui/crop/crop-area';
import {
  type CropRegion,
  cropImage,
  NUDGE_STEPS,
  type NudgeStep,
  RECEIPT_CROP,
} from '../../ui/crop/crop-region';
import { replaceCaptureImage, useCurrentCapture } from './captures';
import './camera.css';

const NOT_CROPPED = 'The image could not be cropped. Please try again.';

export default function CropImagePage() {
  const [, navigate] = useLocation();
  const user = useUser();
  const capture = useCurrentCapture(user?.employeeId);
  // The image as it was when the screen opened: a background compression finishing meanwhile must
  // not reload the picture under the user's crop box.
  const [source, setSource] = useState<{ id: string; image: Blob; name: string } | null>(null);
  const imageUrl = useObjectUrl(source?.image);
  const area = useRef<CropAreaHandle>(null);
  const [step, setStep] = useState<NudgeStep>(10);
  const [region, setRegion] = useState<CropRegion | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  useEffect(() => {
    if (capture === null) navigate(PATHS.camera, { replace: true });
    else if (capture && source?.id !== capture.id)
      setSource({ id: capture.id, image: capture.image, name: capture.name });
  }, [capture, source, navigate]);

  async function onCrop() {
    const chosen = area.current?.getRegion();
    if (!source || !chosen) return;
    setIsCropping(true);
    try {
      const cropped = await cropImage(source.image, chosen, RECEIPT_CROP.type);
      // Through the pipeline again: the cropped receipt keeps the size rules and gets its thumbnail.
      await replaceCaptureImage(source.id, await prepareReceiptImage(cropped));
      navigate(PATHS.captureImage);
    } catch (error) {
      console.error('The crop failed', error);
      showAlert(error instanceof ImageUnreadableError ? error.message : NOT_CROPPED);
      setIsCropping(false);
    }
  }

  const moves: Nudge[] = [
    { label: 'Move crop box left', glyph: '←', act: () => area.current?.move(-step, 0) },
    { label: 'Move crop box up', glyph: '↑', act: () => area.current?.move(0, -step) },
    { label: 'Move crop box down', glyph: '↓', act: () => area.current?.move(0, step) },
    { label: 'Move crop box right', glyph: '→', act: () => area.current?.move(step, 0) },
  ];
  const sizes: Nudge[] = [
    { label: 'Make crop box narrower', glyph: '↔−', act: () => area.current?.resize(-step, 0) },
    { label: 'Make crop box wider', glyph: '↔+', act: () => area.current?.resize(step, 0) },
    { label: 'Make crop box shorter', glyph: '↕−', act: () => area.current?.resize(0, -step) },
    { label: 'Make crop box taller', glyph: '↕+', act: () => area.current?.resize(0, step) },
  ];

  return (
    <main className="crop" aria-labelledby="crop-title">
      <header className="flow__header">
        <h1 id="crop-title" className="flow__title">
          Crop Image
        </h1>
      </header>
      {source && imageUrl ? (
        <CropArea ref={area} src={imageUrl} alt={`receipt ${source.name}`} onRegionChange={setRegion} />
      ) : (
        <div className="crop__area" />
      )}
      <div className="crop__tools">
        <fieldset className="crop__steps">
          <legend>Step (px)</legend>
          {NUDGE_STEPS.map((value) => (
            <label key={value} className="crop__step">
              <input
                type="radio"
                name="crop-step"
                value={value}
                checked={step === value}
                onChange={() => setStep(value)}
              />
              <span>{value}</span>
            </label>
          ))}
        </fieldset>
        <NudgePad title="Move" nudges={moves} step={step} />
        <NudgePad title="Size" nudges={sizes} step={step} />
        <p className="crop__readout" aria-live="polite">
          {region ? `Crop: ${region.width} × ${region.height} px at ${region.x}, ${region.y}` : ''}
        </p>
      </div>
      <CropActions
        className="flow__footer"
        isCropping={isCropping}
        canCrop={region !== null}
        onCancel={() => navigate(PATHS.captureImage)}
        onCrop={() => void onCrop()}
      />
    </main>
  );
}

interface Nudge {
  label: string;
  glyph: string;
  act: () => void;
}

/** A row of nudge buttons for thumbs; each says in its name what it does and by how much. */
function NudgePad({ title, nudges, step }: { title: string; nudges: Nudge[]; step: NudgeStep }) {
  return (
    <fieldset className="crop__pad">
      <legend className="visually-hidden">{`${title} the crop box`}</legend>
      <span className="crop__pad-title" aria-hidden="true">
        {title}
      </span>
      {nudges.map((nudge) => (
        <button
          key={nudge.label}
          type="button"
          className="icon-button"
          aria-label={`${nudge.label} by ${step} px`}
          onClick={nudge.act}
        >
          <span aria-hidden="true">{nudge.glyph}</span>
        </button>
      ))}
    </fieldset>
  );
}
