// The /camera screen: live preview, shutter, file picker, flash and camera switch (spec sections 2, 4 and 8).
import { type ChangeEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { showAlert } from '../../lib/notices';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { Icon } from '../../ui/icons';
import { CanvasUnsupportedError, takePhoto, useCamera } from './camera-stream';
import { compressCaptureInBackground } from './capture-compression';
import { ACCEPTED_IMAGE_TYPES, FILE_TYPE_NOT_ALLOWED, isJpegOrPng } from './capture-file';
import { saveRawCapture } from './captures';
import { RECEIPTS_TEXTS } from './receipts-texts';
import './camera.css';

const NOT_SAVED = RECEIPTS_TEXTS.imageNotKept;

export default function CameraPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const user = useUser();
  const video = useRef<HTMLVideoElement>(null);
  const { status, facing, isTorchOn, hasTorch, toggleTorch, switchCamera } = useCamera(video);
  const [isSaving, setIsSaving] = useState(false);
  const isBlocked = status === 'no-camera' || status === 'permission-revoked';

  /** Stored at once, as taken, so a closed tab loses nothing; compression follows in the background. */
  async function keep(image: Blob) {
    if (!user || isSaving) return;
    setIsSaving(true);
    try {
      const capture = await saveRawCapture(user.employeeId, image);
      compressCaptureInBackground(capture.id);
      navigate(PATHS.captureImage);
    } catch (error) {
      console.error('The capture could not be stored', error);
      showAlert(NOT_SAVED);
      setIsSaving(false);
    }
  }

  async function onShutter() {
    if (!video.current) return;
    let photo: Blob;
    try {
      photo = await takePhoto(video.current);
    } catch (error) {
      showAlert(error instanceof CanvasUnsupportedError ? RECEIPTS_TEXTS.canvasUnsupported : NOT_SAVED);
      return;
    }
    await keep(photo);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    input.value = '';
    if (!file) return;
    if (!(await isJpegOrPng(file))) {
      showAlert(FILE_TYPE_NOT_ALLOWED);
      return;
    }
    await keep(file);
  }

  return (
    <main className="camera" aria-labelledby="camera-title">
      <h1 id="camera-title" className="visually-hidden">
        {t(RECEIPTS_TEXTS.camera)}
      </h1>
      <video
        ref={video}
        className={`camera__video${facing === 'user' ? ' camera__video--mirrored' : ''}`}
        hidden={isBlocked}
        aria-label={t(RECEIPTS_TEXTS.cameraPreview)}
        autoPlay
        muted
        playsInline
      />
      {isBlocked ? (
        <div className="camera__message">
          <Icon name="camera" size={48} />
          <p role="alert">
            {t(status === 'permission-revoked' ? RECEIPTS_TEXTS.permissionDenied : RECEIPTS_TEXTS.noCamera)}
          </p>
          <div className="camera__message-actions">
            {status === 'permission-revoked' && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => window.location.reload()}
              >
                {t(RECEIPTS_TEXTS.refresh)}
              </button>
            )}
            <button type="button" className="button button--primary" onClick={() => navigate(PATHS.home)}>
              {t(RECEIPTS_TEXTS.goBack)}
            </button>
          </div>
          <FilePicker
            className="camera__file-link"
            onChange={onFile}
            label={t(RECEIPTS_TEXTS.uploadInstead)}
          />
        </div>
      ) : (
        <>
          {status === 'starting' && (
            <p className="camera__starting" role="status">
              <span className="spinner" />
              {t(RECEIPTS_TEXTS.startingCamera)}
            </p>
          )}
          <div className="camera__bar camera__bar--top">
            <Link href={PATHS.home} className="camera__control" aria-label={t(RECEIPTS_TEXTS.closeCamera)}>
              <Icon name="close" />
            </Link>
            <button
              type="button"
              className="camera__control"
              aria-label={t(RECEIPTS_TEXTS.flash)}
              aria-pressed={isTorchOn}
              aria-describedby={status === 'live' && !hasTorch ? 'camera-no-torch' : undefined}
              onClick={toggleTorch}
            >
              <Icon name="flash" fill={isTorchOn ? 'currentColor' : 'none'} />
            </button>
            <span id="camera-no-torch" hidden>
              {t(RECEIPTS_TEXTS.noFlash)}
            </span>
          </div>
          <div className="camera__bar camera__bar--bottom">
            <FilePicker
              className="camera__control"
              onChange={onFile}
              label={t(RECEIPTS_TEXTS.uploadFile)}
              isLabelHidden
            />
            <button
              type="button"
              className="camera__shutter"
              aria-label={t(RECEIPTS_TEXTS.takePhoto)}
              disabled={status !== 'live' || isSaving}
              onClick={() => void onShutter()}
            />
            <button
              type="button"
              className="camera__control"
              aria-label={t(RECEIPTS_TEXTS.switchCamera)}
              disabled={status !== 'live'}
              onClick={() => void switchCamera()}
            >
              <Icon name="switchCamera" />
            </button>
          </div>
        </>
      )}
    </main>
  );
}

/** A native file input inside its label: keyboard, screen readers and the system picker work as they should. */
function FilePicker({
  className,
  label,
  isLabelHidden = false,
  onChange,
}: {
  className: string;
  label: string;
  isLabelHidden?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className={`${className} camera__file`}>
      <input type="file" accept={ACCEPTED_IMAGE_TYPES} className="visually-hidden" onChange={onChange} />
      <Icon name="gallery" />
      <span className={isLabelHidden ? 'visually-hidden' : undefined}>{label}</span>
    </label>
  );
}
