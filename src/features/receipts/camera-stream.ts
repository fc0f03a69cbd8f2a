// The live camera of the /camera screen: permission tracking, the stream's life, facing, torch, and the shutter.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { renderText } from '../../pure/texts';
import { RECEIPTS_TEXTS } from './receipts-texts';

/**
 * starting: asking for the stream; live: the preview runs; no-camera: no device, or the permission
 * was refused before the camera ever ran; permission-revoked: the permission was withdrawn while
 * the camera was running (only a reload asks again).
 */
export type CameraStatus = 'starting' | 'live' | 'no-camera' | 'permission-revoked';
export type Facing = 'environment' | 'user';

/** The console's words (for a developer, in English) when the only camera cannot be switched. */
export const ONLY_ONE_CAMERA = renderText(RECEIPTS_TEXTS.onlyOneCamera, 'en');

/** The photo size when the video reports none yet (spec section 9). */
const FALLBACK_SIZE = { width: 1280, height: 720 };
/**
 * What the stream asks for: the stored receipt is at most 2000 px (lib/image), so a 1080p frame
 * already carries what is kept; more pixels would only cost the phone battery and decode time.
 */
const VIDEO_SIZE = { width: { ideal: 1920 }, height: { ideal: 1080 } };
/** The raw photo is recompressed by the image pipeline: a high quality here loses nothing it needs. */
const RAW_PHOTO_QUALITY = 0.92;

export class CanvasUnsupportedError extends Error {
  constructor() {
    super(renderText(RECEIPTS_TEXTS.canvasUnsupported, 'en'));
    this.name = 'CanvasUnsupportedError';
  }
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [status, setStatusState] = useState<CameraStatus>('starting');
  const currentStatus = useRef<CameraStatus>('starting');
  const setStatus = useCallback((next: CameraStatus) => {
    currentStatus.current = next;
    setStatusState(next);
  }, []);
  const [facing, setFacing] = useState<Facing>('environment');
  const [isTorchOn, setIsTorchOn] = useState(false);
  const [hasTorch, setHasTorch] = useState(false);
  const [isHidden, setIsHidden] = useState(() => document.visibilityState === 'hidden');
  /** Bumped to ask for the stream again (the permission was granted again in the site settings). */
  const [restarts, setRestarts] = useState(0);
  const track = useRef<MediaStreamTrack | null>(null);
  const hasRun = useRef(false);
  const isTorchWanted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restarts` is the signal to ask again
  useEffect(() => {
    if (isHidden) return;
    let isCurrent = true;
    let stream: MediaStream | null = null;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('no-camera');
        return;
      }
      setStatus('starting');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: facing }, ...VIDEO_SIZE },
        });
      } catch (error) {
        // NotAllowedError (refused), NotFoundError (no camera), NotReadableError (in use elsewhere).
        console.warn('The camera could not be started', error);
        if (isCurrent) setStatus('no-camera');
        return;
      }
      if (!isCurrent) return stopStream(stream);
      const videoTrack = stream.getVideoTracks()[0];
      if (!videoTrack) return setStatus('no-camera');
      track.current = videoTrack;
      // The browser ends the track itself when the camera is unplugged or the permission withdrawn.
      videoTrack.addEventListener('ended', () => {
        if (isCurrent && currentStatus.current !== 'permission-revoked') setStatus('no-camera');
      });
      const canTorch = (videoTrack.getCapabilities?.() as TorchCapabilities | undefined)?.torch === true;
      setHasTorch(canTorch);
      if (canTorch && isTorchWanted.current) void applyTorch(videoTrack, true);
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        // A play() cut short by leaving the screen is not an error worth reporting.
        await element.play().catch(() => undefined);
      }
      if (!isCurrent) return;
      hasRun.current = true;
      setStatus('live');
    };
    void start();
    return () => {
      isCurrent = false;
      track.current = null;
      stopStream(stream);
      if (video.current) video.current.srcObject = null;
    };
  }, [facing, isHidden, restarts, video, setStatus]);

  // The permission state, where the browser tells it, and its changes while the screen is open.
  useEffect(() => {
    let permission: PermissionStatus | undefined;
    let isCurrent = true;
    const onChange = () => {
      if (permission?.state === 'denied') {
        track.current?.stop();
        setStatus(hasRun.current ? 'permission-revoked' : 'no-camera');
      } else if (
        permission?.state === 'granted' &&
        (currentStatus.current === 'no-camera' || currentStatus.current === 'permission-revoked')
      ) {
        // Allowed again in the site settings: no need to make the user reload.
        setRestarts((count) => count + 1);
      }
    };
    navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((result) => {
        if (!isCurrent) return;
        permission = result;
        result.addEventListener('change', onChange);
      })
      // Browsers that do not know the 'camera' permission name: getUserMedia's outcome decides alone.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      permission?.removeEventListener('change', onChange);
    };
  }, [setStatus]);

  // A phone in a pocket should not keep the camera (and its battery) busy: stop while hidden.
  useEffect(() => {
    const onVisibility = () => setIsHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const toggleTorch = useCallback(() => {
    const isOn = !isTorchWanted.current;
    isTorchWanted.current = isOn;
    setIsTorchOn(isOn);
    // The toggle always changes state; it takes effect only where the camera has a torch (spec section 4).
    if (track.current && hasTorch) void applyTorch(track.current, isOn);
  }, [hasTorch]);

  const switchCamera = useCallback(async () => {
    const devices = await navigator.mediaDevices.enumerateDevices();
    if (devices.filter((device) => device.kind === 'videoinput').length < 2) {
      console.error(ONLY_ONE_CAMERA);
      return;
    }
    setFacing((current) => (current === 'environment' ? 'user' : 'environment'));
  }, []);

  return { status, facing, isTorchOn, hasTorch, toggleTorch, switchCamera };
}

/** The current video frame at the video's own size, as a JPEG. */
export function takePhoto(video: HTMLVideoElement): Promise<Blob> {
  const width = video.videoWidth || FALLBACK_SIZE.width;
  const height = video.videoHeight || FALLBACK_SIZE.height;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CanvasUnsupportedError());
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CanvasUnsupportedError())),
      'image/jpeg',
      RAW_PHOTO_QUALITY,
    ),
  );
}

function stopStream(stream: MediaStream | null): void {
  for (const each of stream?.getTracks() ?? []) each.stop();
}

async function applyTorch(videoTrack: MediaStreamTrack, isOn: boolean): Promise<void> {
  try {
    await videoTrack.applyConstraints({ advanced: [{ torch: isOn } as MediaTrackConstraintSet] });
  } catch (error) {
    console.warn('The torch could not be switched', error);
  }
}
