// The crop area: cropperjs 2 web components, loaded on demand, with a crop box kept inside the image.
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import './crop.css';
import {
  type Box,
  type CropRegion,
  initialBox,
  isInside,
  keepInside,
  moveBox,
  resizeBox,
  toImageRegion,
  toScreenBox,
} from './crop-region';

export interface CropAreaHandle {
  /** The crop box as pixels of the image; null until the image is shown. */
  getRegion(): CropRegion | null;
  move(dx: number, dy: number): void;
  resize(dWidth: number, dHeight: number): void;
}

// The image stays put (no move, zoom or rotate of the picture itself): the user only shapes the box,
// by dragging it, its edges and corners, or by drawing a new one on the picture.
const TEMPLATE = `<cropper-canvas background>
  <cropper-image initial-fit="contain"></cropper-image>
  <cropper-shade hidden></cropper-shade>
  <cropper-handle action="select" plain></cropper-handle>
  <cropper-selection movable resizable outlined precise hidden>
    <cropper-grid role="grid" covered></cropper-grid>
    <cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.2)"></cropper-handle>
    <cropper-handle action="n-resize"></cropper-handle>
    <cropper-handle action="e-resize"></cropper-handle>
    <cropper-handle action="s-resize"></cropper-handle>
    <cropper-handle action="w-resize"></cropper-handle>
    <cropper-handle action="ne-resize"></cropper-handle>
    <cropper-handle action="nw-resize"></cropper-handle>
    <cropper-handle action="se-resize"></cropper-handle>
    <cropper-handle action="sw-resize"></cropper-handle>
  </cropper-selection>
</cropper-canvas>`;

type Cropperjs = typeof import('cropperjs');
type Selection = InstanceType<Cropperjs['CropperSelection']>;
type CropperImage = InstanceType<Cropperjs['CropperImage']>;

interface Parts {
  area: HTMLElement;
  image: CropperImage;
  selection: Selection;
  natural: { width: number; height: number };
}

/** Keyboard steps: an arrow moves the box by 1 px, with Shift by 10, with Alt by 100 (spec section 9). */
function keyStep(event: KeyboardEvent): number {
  if (event.altKey) return 100;
  if (event.shiftKey) return 10;
  return 1;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function CropArea({
  src,
  alt,
  aspectRatio,
  onRegionChange,
  ref,
}: {
  src: string;
  alt: string;
  aspectRatio?: number;
  onRegionChange?: (region: CropRegion) => void;
  ref?: Ref<CropAreaHandle>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const onChange = useRef(onRegionChange);
  onChange.current = onRegionChange;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const area = host.current;
    if (!area) return;
    let isCurrent = true;
    let destroy = () => {};
    let observer: ResizeObserver | undefined;
    const mount = async () => {
      // Loaded here, not with the app: cropperjs weighs on no screen but this one.
      const { default: Cropper } = await import('cropperjs');
      if (!isCurrent) return;
      const picture = new Image();
      picture.src = src;
      picture.alt = alt;
      const cropper = new Cropper(picture, { container: area, template: TEMPLATE });
      destroy = () => cropper.destroy();
      const image = cropper.getCropperImage();
      const selection = cropper.getCropperSelection();
      if (!image || !selection) throw new Error('cropperjs did not build its elements');
      if (aspectRatio) selection.aspectRatio = aspectRatio;
      const loaded = await image.$ready();
      await nextFrame();
      if (!isCurrent) return;
      const current: Parts = {
        area,
        image,
        selection,
        natural: { width: loaded.naturalWidth, height: loaded.naturalHeight },
      };
      parts.current = current;
      // A drag past an edge is pulled back inside the picture instead of being refused.
      selection.addEventListener('change', (event) => {
        const box = (event as CustomEvent<Box>).detail;
        const bounds = imageBox(current);
        if (!isInside(box, bounds)) {
          event.preventDefault();
          setBox(current, keepInside(box, bounds));
          return;
        }
        onChange.current?.(toImageRegion(box, bounds, current.natural));
      });
      setBox(current, initialBox(imageBox(current), aspectRatio));
      // After a rotation or a resize the picture is fitted again and the box follows it.
      let lastSize = `${area.clientWidth}x${area.clientHeight}`;
      observer = new ResizeObserver(() => {
        const size = `${area.clientWidth}x${area.clientHeight}`;
        if (size === lastSize) return;
        lastSize = size;
        const region = regionOf(current);
        current.image.$center('contain');
        requestAnimationFrame(() => setBox(current, toScreenBox(region, imageBox(current), current.natural)));
      });
      observer.observe(area);
      setState('ready');
    };
    mount().catch((error: unknown) => {
      console.error('The crop area could not be shown', error);
      if (isCurrent) setState('failed');
    });
    return () => {
      isCurrent = false;
      observer?.disconnect();
      parts.current = null;
      destroy();
    };
  }, [src, alt, aspectRatio]);

  useImperativeHandle(
    ref,
    () => ({
      getRegion: () => (parts.current ? regionOf(parts.current) : null),
      move(dx, dy) {
        const current = parts.current;
        if (current) setBox(current, moveBox(boxOf(current), dx, dy, imageBox(current)));
      },
      resize(dWidth, dHeight) {
        const current = parts.current;
        if (current)
          setBox(current, resizeBox(boxOf(current), dWidth, dHeight, imageBox(current), aspectRatio));
      },
    }),
    [aspectRatio],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = ARROWS[event.key];
    const current = parts.current;
    if (!direction || !current) return;
    event.preventDefault();
    const step = keyStep(event);
    setBox(current, moveBox(boxOf(current), direction[0] * step, direction[1] * step, imageBox(current)));
  }

  return (
    <div
      className="crop__area"
      role="application"
      aria-roledescription="crop area"
      aria-label={`Crop area for ${alt}`}
      aria-describedby="crop-area-help"
      aria-busy={state === 'loading'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop box is moved with the arrow keys from here
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {/* cropperjs owns this element's children; React renders none into it. */}
      <div ref={host} className="crop__canvas" />
      <p id="crop-area-help" hidden>
        Arrow keys move the crop box by 1 pixel, with Shift by 10, with Alt by 100.
      </p>
      {state === 'failed' && (
        <p role="alert" className="crop__failed">
          The crop tool could not be loaded. Please go back and try again.
        </p>
      )}
    </div>
  );
}

/** Where the picture is drawn inside the crop area, in the area's CSS pixels. */
function imageBox({ area, image }: Parts): Box {
  const canvas = area.querySelector('cropper-canvas') ?? area;
  const outer = canvas.getBoundingClientRect();
  const inner = image.getBoundingClientRect();
  return { x: inner.left - outer.left, y: inner.top - outer.top, width: inner.width, height: inner.height };
}

function boxOf({ selection }: Parts): Box {
  return { x: selection.x, y: selection.y, width: selection.width, height: selection.height };
}

function regionOf(current: Parts): CropRegion {
  return toImageRegion(boxOf(current), imageBox(current), current.natural);
}

function setBox({ selection }: Parts, box: Box): void {
  selection.$change(box.x, box.y, box.width, box.height);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
