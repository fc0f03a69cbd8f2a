// The third set's camera: a phone held over a bill lying on a desk, not a filter run over a scan. The bill
// is printed flat (a PNG at the page's scale), laid in a scene (a desk, the paper's shadow and grain, a fold),
// tilted in 3D with CSS perspective, lit unevenly, shaded by a hand, shaken or out of focus, grainy in low
// light, framed loosely or cropped into the paper's margin, and saved as a JPEG. Every effect is bounded so
// that a person can still read each printed figure. Written without reading the other sets' cameras.
import type { Page } from 'playwright-core';
import { between, chance, oneOf, type Rng } from './third-formats';

export interface ThirdShot {
  /** The phone's pixels per CSS pixel: the page to render on (2 or 3). */
  scale: 2 | 3;
  /** wide: the bill small on the desk; normal: the bill fills most of the frame; tight: cut into a margin. */
  frame: 'wide' | 'normal' | 'tight';
  /** How much of the frame's limiting side the paper takes, and the paper's size against its print. */
  fill: number;
  size: number;
  /** Where the paper sits in the frame's slack, -1 to 1 each way. */
  offset: [number, number];
  /** Degrees: about the lens axis, and the tilt of the paper towards or away from the lens. */
  rotate: number;
  tiltX: number;
  tiltY: number;
  perspective: number;
  surface: number;
  /** The centre of the light (0 to 1 of the frame) and how dark its far edge falls. */
  light: { x: number; y: number; falloff: number };
  /** A hand's or phone's shadow over part of the frame, with its depth. */
  shade?: { x: number; y: number; size: number; depth: number };
  /** A fold across the paper: its angle and where it crosses (share of the paper). */
  fold?: { angle: number; at: number };
  grain: number;
  /** Defocus, and shake along x and y, in CSS pixels. */
  defocus: number;
  shake: [number, number];
  noise: number;
  dim: number;
  warmth: number;
  /** For a tight frame: the share of each margin (top, right, bottom, left) that the crop takes. */
  crop: [number, number, number, number];
  quality: number;
  seed: number;
}

const real = (rng: Rng, low: number, high: number) => low + rng() * (high - low);

/**
 * How a field rep's phone takes one bill `paperWidth` CSS pixels wide. A wide bill turns and leans less (up to
 * 8° for a slip, 3° for an A4 page), so that no row drifts much more than a line from its label across the page.
 */
export function drawShot(rng: Rng, paperWidth: number): ThirdShot {
  const turn = Math.min(8, 1900 / paperWidth);
  const frame = oneOf(rng, ['wide', 'normal', 'normal', 'tight'] as const);
  const tight = frame === 'tight';
  const cut = () => (chance(rng, 0.6) ? real(rng, 0.2, 0.6) : 0);
  return {
    scale: frame !== 'wide' && chance(rng, 0.25) ? 3 : 2,
    frame,
    fill: frame === 'wide' ? real(rng, 0.5, 0.65) : real(rng, 0.8, 0.92),
    size: frame === 'wide' ? real(rng, 0.8, 0.95) : real(rng, 0.9, 1),
    offset: [real(rng, -0.8, 0.8), real(rng, -0.8, 0.8)],
    rotate: tight ? real(rng, -1, 1) : real(rng, -turn, turn),
    tiltX: tight ? real(rng, -2, 2) : real(rng, -12, 12),
    tiltY: tight ? real(rng, -2, 2) : real(rng, -turn, turn),
    perspective: between(rng, 900, 2200),
    surface: between(rng, 0, SURFACES.length - 1),
    light: { x: real(rng, 0.1, 0.9), y: real(rng, 0.1, 0.9), falloff: real(rng, 0.15, 0.45) },
    ...(chance(rng, 0.4)
      ? {
          shade: {
            x: real(rng, -0.2, 0.9),
            y: real(rng, 0.3, 1),
            size: real(rng, 0.3, 0.6),
            depth: real(rng, 0.15, 0.35),
          },
        }
      : {}),
    ...(chance(rng, 0.45)
      ? { fold: { angle: oneOf(rng, [0, 90, real(rng, -10, 10)]), at: real(rng, 0.3, 0.7) } }
      : {}),
    grain: real(rng, 0.05, 0.16),
    defocus: chance(rng, 0.4) ? real(rng, 0.3, 0.8) : 0,
    shake: chance(rng, 0.3) ? [real(rng, 0, 1.1), real(rng, 0, 0.5)] : [0, 0],
    noise: real(rng, 0.03, 0.16),
    dim: real(rng, 0.74, 1),
    warmth: chance(rng, 0.4) ? real(rng, 0.1, 0.35) : 0,
    crop: tight ? [cut(), cut(), cut(), cut()] : [0, 0, 0, 0],
    quality: between(rng, 55, 90),
    seed: between(rng, 1, 9999),
  };
}

/** Desks, seats and bedsheets a bill is laid on. */
const SURFACES = [
  'repeating-linear-gradient(91deg,#6f4a2b 0 9px,#7d5533 9px 17px,#684426 17px 30px)',
  'linear-gradient(160deg,#9a9c9f,#7c7f84)',
  'repeating-linear-gradient(45deg,#2c2e35 0 3px,#363943 3px 6px)',
  'radial-gradient(circle at 20px 20px,#e8b4b4 0 6px,transparent 7px) 0 0/48px 48px,#c6d3e6',
  'linear-gradient(180deg,#d9d2c3,#c9c0ae)',
];

interface Rendered {
  image: Buffer;
  type: string;
}

/** A spec's picture: the bill flat (PNG) when it has no shot, else the phone's photograph of it (JPEG). */
export async function renderThird(
  page: Page,
  spec: { html: string; paperWidth: number; shot?: ThirdShot },
): Promise<Rendered> {
  await page.setViewportSize({ width: Math.max(800, spec.paperWidth + 40), height: 1000 });
  await page.setContent(spec.html);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const bill = page.locator('#bill');
  const flat = await bill.screenshot({ type: 'png' });
  if (!spec.shot) return { image: flat, type: 'image/png' };
  const box = await bill.boundingBox();
  const margins = await bill.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(parseFloat);
  });
  const shot = spec.shot;
  const [width, height] = [(box?.width ?? spec.paperWidth) * shot.size, (box?.height ?? 600) * shot.size];
  await page.setContent(scene(shot, flat.toString('base64'), width, height));
  await page.evaluate(() => document.querySelector('img')?.decode());
  const paper = await page.evaluate(() => {
    const rect = document.getElementById('paper')?.getBoundingClientRect();
    return { x: rect?.x ?? 0, y: rect?.y ?? 0, width: rect?.width ?? 1, height: rect?.height ?? 1 };
  });
  const frame = framing(
    shot,
    paper,
    margins.map((margin) => (margin ?? 0) * shot.size),
  );
  await page.evaluate(
    ([x, y]) => {
      const stage = document.getElementById('stage');
      if (stage) stage.style.transform = `translate(${-(x ?? 0)}px,${-(y ?? 0)}px)`;
    },
    [frame.x, frame.y],
  );
  await page.setViewportSize({ width: Math.round(frame.width), height: Math.round(frame.height) });
  return { image: await page.screenshot({ type: 'jpeg', quality: shot.quality }), type: 'image/jpeg' };
}

type Box = { x: number; y: number; width: number; height: number };

/** The frame around the tilted paper's box: a portrait 3:4 with slack, or the box cut into the margins. */
export function framing(shot: ThirdShot, paper: Box, margins: number[]): Box {
  if (shot.frame === 'tight') {
    const [top, right, bottom, left] = shot.crop.map((share, side) => share * (margins[side] ?? 0));
    const x = paper.x + (left ?? 0);
    const y = paper.y + (top ?? 0);
    return {
      x,
      y,
      width: paper.width - (left ?? 0) - (right ?? 0),
      height: paper.height - (top ?? 0) - (bottom ?? 0),
    };
  }
  const height = Math.max(paper.height / shot.fill, paper.width / shot.fill / 0.75);
  const width = height * 0.75;
  const [slackX, slackY] = [(width - paper.width) / 2, (height - paper.height) / 2];
  return {
    x: paper.x - slackX + shot.offset[0] * slackX,
    y: paper.y - slackY + shot.offset[1] * slackY,
    width,
    height,
  };
}

/** The desk, the paper on it and the light: one page, the stage moved under a viewport the frame's size. */
function scene(shot: ThirdShot, png: string, width: number, height: number): string {
  const { light, shade, fold } = shot;
  const along = fold
    ? `linear-gradient(${fold.angle + 90}deg,transparent ${fold.at * 100 - 3}%,rgba(0,0,0,.05)
    ${fold.at * 100 - 0.4}%,rgba(0,0,0,.2) ${fold.at * 100}%,rgba(255,255,255,.25) ${fold.at * 100 + 0.3}%,
    transparent ${fold.at * 100 + 1.5}%),linear-gradient(${fold.angle + 90}deg,rgba(0,0,0,.07),transparent
    ${fold.at * 100}%)`
    : 'none';
  const shaken = shot.shake[0] + shot.shake[1] > 0 ? 'url(#shake)' : '';
  return `<!doctype html><html><head><style>
html,body{margin:0;height:100%;overflow:hidden;background:#555}
#scene{position:fixed;inset:0;background:${SURFACES[shot.surface]};filter:${shaken} blur(${shot.defocus}px)
  brightness(${shot.dim}) sepia(${shot.warmth}) contrast(${1 - shot.noise / 2})}
#stage{position:absolute;left:0;top:0;width:10px;height:10px}
#paper{position:absolute;left:0;top:0;width:${width}px;height:${height}px;transform-origin:50% 50%;
  transform:perspective(${shot.perspective}px) rotateX(${shot.tiltX}deg) rotateY(${shot.tiltY}deg)
  rotateZ(${shot.rotate}deg);box-shadow:${4 - light.x * 8}px ${5 - light.y * 8}px 12px rgba(0,0,0,.4)}
#paper img{display:block;width:100%;height:100%}
#paper .over{position:absolute;inset:0;mix-blend-mode:multiply}
#light{position:fixed;inset:0;background:radial-gradient(circle at ${light.x * 100}% ${light.y * 100}%,
  rgba(255,250,235,0) 25%,rgba(0,0,0,${light.falloff}) 110%)}
#shade{position:fixed;left:${(shade?.x ?? 0) * 100}%;top:${(shade?.y ?? 0) * 100}%;width:${(shade?.size ?? 0) * 100}vmax;
  height:${(shade?.size ?? 0) * 70}vmax;border-radius:45%;background:rgba(15,15,25,${shade?.depth ?? 0});filter:blur(40px)}
#noise{position:fixed;inset:0;opacity:${shot.noise};mix-blend-mode:hard-light}
</style></head><body>
<svg width="0" height="0" style="position:absolute"><filter id="shake"><feGaussianBlur
  stdDeviation="${shot.shake[0]} ${shot.shake[1]}"/></filter>
<filter id="fibre"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="3" seed="${shot.seed}"/>
<feColorMatrix type="saturate" values="0"/></filter>
<filter id="speck"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${shot.seed + 1}"/>
<feColorMatrix type="saturate" values="0"/></filter></svg>
<div id="scene"><div id="stage"><div id="paper"><img src="data:image/png;base64,${png}">
<svg class="over" width="100%" height="100%" style="opacity:${shot.grain}"><rect width="100%" height="100%"
  filter="url(#fibre)"/></svg><div class="over" style="background:${along}"></div></div></div>
<div id="light"></div>${shade ? '<div id="shade"></div>' : ''}</div>
<svg id="noise" width="100%" height="100%"><rect width="100%" height="100%" filter="url(#speck)"/></svg>
</body></html>`;
}
