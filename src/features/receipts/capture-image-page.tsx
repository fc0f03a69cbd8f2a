// The /capture-image screen: the capture's preview, its name, crop, Retake and Next (spec section 2).
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useObjectUrl } from '../../lib/object-url';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { Icon } from '../../ui/icons';
import { compressCaptureInBackground } from './capture-compression';
import { CaptureName } from './capture-name';
import { deleteCapture, readCaptureInBackground, useCurrentCapture } from './captures';
import { RECEIPTS_TEXTS } from './receipts-texts';
import './camera.css';

export default function CaptureImagePage() {
  const t = useText();
  const [, navigate] = useLocation();
  const user = useUser();
  const capture = useCurrentCapture(user?.employeeId);
  const imageUrl = useObjectUrl(capture?.image);
  const captureId = capture?.id;
  const isCompressed = capture?.isCompressed;

  useEffect(() => {
    if (capture === null) navigate(PATHS.camera, { replace: true });
  }, [capture, navigate]);

  // A capture a reload left uncompressed is compressed now that the flow shows it again.
  useEffect(() => {
    if (captureId && isCompressed === false) compressCaptureInBackground(captureId);
  }, [captureId, isCompressed]);

  // Reading starts while the user looks at the preview, so the invoice form is filled when it opens.
  useEffect(() => {
    if (capture && !capture.reading) readCaptureInBackground(capture);
  }, [capture]);

  async function onRetake() {
    if (captureId) await deleteCapture(captureId);
    navigate(PATHS.camera);
  }

  if (!capture) {
    return (
      <main className="capture">
        <div className="page-loading" role="status" aria-label={t(RECEIPTS_TEXTS.loading)}>
          <span className="spinner" />
        </div>
      </main>
    );
  }
  return (
    <main className="capture" aria-labelledby="capture-title">
      <h1 id="capture-title" className="visually-hidden">
        {t(RECEIPTS_TEXTS.capturedImage)}
      </h1>
      <header className="flow__header">
        <Link href={PATHS.camera} className="icon-button" aria-label={t(RECEIPTS_TEXTS.backToCamera)}>
          <Icon name="back" />
        </Link>
        <CaptureName id={capture.id} name={capture.name} />
        <Link href={PATHS.cropImage} className="icon-button" aria-label={t(RECEIPTS_TEXTS.cropImage)}>
          <Icon name="crop" />
        </Link>
      </header>
      <div className="capture__preview">
        {imageUrl && <img src={imageUrl} alt={t(RECEIPTS_TEXTS.receiptNamed({ name: capture.name }))} />}
      </div>
      <p className="capture__status" role="status">
        {capture.isCompressed ? '' : t(RECEIPTS_TEXTS.preparing)}
      </p>
      <footer className="flow__footer">
        <button type="button" className="button button--secondary" onClick={() => void onRetake()}>
          {t(RECEIPTS_TEXTS.retake)}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(PATHS.capturedImageDetails)}
        >
          {t(RECEIPTS_TEXTS.next)}
        </button>
      </footer>
    </main>
  );
}
