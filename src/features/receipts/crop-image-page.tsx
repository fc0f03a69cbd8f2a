// The /crop-image screen: crop the capture, nudge the box in steps of 1, 10 or 100, Cancel or Crop Image.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ImageUnreadableError, prepareReceiptImage } from '../../lib/image/prepare-image';
import { showAlert } from '../../lib/notices';
import { useObjectUrl } from '../../lib/object-url';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
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
import { RECEIPTS_TEXTS } from './receipts-texts';
import './camera.css';

const NOT_CROPPED = RECEIPTS_TEXTS.notCropped;

export default function CropImagePage() {
  const t = useText();
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
      showAlert(error instanceof ImageUnreadableError ? RECEIPTS_TEXTS.imageUnreadable : NOT_CROPPED);
      setIsCropping(false);
    }
  }

  const moves: Nudge[] = [
    { label: RECEIPTS_TEXTS.moveLeft, glyph: '←', act: () => area.current?.move(-step, 0) },
    { label: RECEIPTS_TEXTS.moveUp, glyph: '↑', act: () => area.current?.move(0, -step) },
    { label: RECEIPTS_TEXTS.moveDown, glyph: '↓', act: () => area.current?.move(0, step) },
    { label: RECEIPTS_TEXTS.moveRight, glyph: '→', act: () => area.current?.move(step, 0) },
  ];
  const sizes: Nudge[] = [
    { label: RECEIPTS_TEXTS.narrower, glyph: '↔−', act: () => area.current?.resize(-step, 0) },
    { label: RECEIPTS_TEXTS.wider, glyph: '↔+', act: () => area.current?.resize(step, 0) },
    { label: RECEIPTS_TEXTS.shorter, glyph: '↕−', act: () => area.current?.resize(0, -step) },
    { label: RECEIPTS_TEXTS.taller, glyph: '↕+', act: () => area.current?.resize(0, step) },
  ];

  return (
    <main className="crop" aria-labelledby="crop-title">
      <header className="flow__header">
        <h1 id="crop-title" className="flow__title">
          {t(RECEIPTS_TEXTS.cropTitle)}
        </h1>
      </header>
      {source && imageUrl ? (
        <CropArea
          ref={area}
          src={imageUrl}
          alt={t(RECEIPTS_TEXTS.cropReceipt({ name: source.name }))}
          onRegionChange={setRegion}
        />
      ) : (
        <div className="crop__area" />
      )}
      <div className="crop__tools">
        <fieldset className="crop__steps">
          <legend>{t(RECEIPTS_TEXTS.step)}</legend>
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
        <NudgePad title={RECEIPTS_TEXTS.move} legend={RECEIPTS_TEXTS.moveBox} nudges={moves} step={step} />
        <NudgePad title={RECEIPTS_TEXTS.size} legend={RECEIPTS_TEXTS.sizeBox} nudges={sizes} step={step} />
        <p className="crop__readout" aria-live="polite">
          {region
            ? t(
                RECEIPTS_TEXTS.cropReadout({
                  width: String(region.width),
                  height: String(region.height),
                  x: String(region.x),
                  y: String(region.y),
                }),
              )
            : ''}
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
  label: Text;
  glyph: string;
  act: () => void;
}

/** A row of nudge buttons for thumbs; each says in its name what it does and by how much. */
function NudgePad({
  title,
  legend,
  nudges,
  step,
}: {
  title: Text;
  legend: Text;
  nudges: Nudge[];
  step: NudgeStep;
}) {
  const t = useText();
  return (
    <fieldset className="crop__pad">
      <legend className="visually-hidden">{t(legend)}</legend>
      <span className="crop__pad-title" aria-hidden="true">
        {t(title)}
      </span>
      {nudges.map((nudge) => (
        <button
          key={nudge.label.key}
          type="button"
          className="icon-button"
          aria-label={t(RECEIPTS_TEXTS.nudgeBy({ action: nudge.label, step: String(step) }))}
          onClick={nudge.act}
        >
          <span aria-hidden="true">{nudge.glyph}</span>
        </button>
      ))}
    </fieldset>
  );
}
