// The second set's camera (issue 43), another model than receipt-specs.ts's: the bill in perspective on a
// table, a shadow across it, crumpled or folded paper, motion blur, a thumb at the edge, a warm cast, colour
// sensor noise and JPEG; some shots are large (a 12 MP phone's photo scaled to about 3000 px) with the bill
// small in the frame. Clean bills are flat PNGs, as a scan or an e-bill would be.
import type { Page } from 'playwright-core';
import { int, type Random } from './receipt-specs';

export interface CameraShot {
  /** Degrees: the phone tilted forward or back (X), sideways (Y), and the bill turned on the table (Z). */
  tiltX: number;
  tiltY: number;
  turn: number;
  /** 0 none to about 0.5: a shadow (the phone, a hand) across part of the bill. */
  shadow: number;
  /** Pixels the paper is pushed about by its crumples; 0 a flat sheet. */
  crumple: number;
  /** A fold across the bill, as a band of light and dark; none when false. */
  fold: boolean;
  /** CSS px of blur along the phone's movement (sideways). */
  motion: number;
  thumb: boolean;
  /** 0 daylight to about 0.3: a tube light's or a bulb's warm cast. */
  warm: number;
  /** Colour grain: the largest push of a channel, 0 to about 40 (of 255). */
  grain: number;
  /** JPEG quality, 55 to 90. */
  quality: number;
  /** Device pixels per CSS px: 3 for the large photos, where the bill fills less of the frame. */
  scale: 2 | 3;
  /** Table around the bill, CSS px a side. */
  margin: number;
}

export function drawShot(random: Random): CameraShot {
  const between = (low: number, high: number) => Math.round((low + random() * (high - low)) * 100) / 100;
  const isLarge = random() < 0.35;
  return {
    tiltX: between(-14, 14),
    tiltY: between(-10, 10),
    turn: between(-7, 7),
    shadow: random() < 0.5 ? between(0.2, 0.5) : 0,
    crumple: random() < 0.5 ? between(1, 3.5) : 0,
    fold: random() < 0.35,
    motion: random() < 0.4 ? between(0.4, 1.4) : 0,
    thumb: random() < 0.35,
    warm: random() < 0.5 ? between(0.08, 0.3) : 0,
    grain: int(random, 6, 34),
    quality: int(random, 55, 90),
    scale: isLarge ? 3 : 2,
    margin: isLarge ? int(random, 160, 320) : int(random, 30, 70),
  };
}

/** The picture of a spec: a PNG of the flat bill, or the camera's JPEG. `page` is replaced. */
export async function renderWild(
  page: Page,
  spec: { html: string; paperWidth: number; shot?: CameraShot },
): Promise<{ image: Buffer; type: string }> {
  const shot = spec.shot;
  const margin = shot?.margin ?? 0;
  await page.setViewportSize({ width: spec.paperWidth + 2 * margin + 60, height: 1000 });
  await page.setContent(shot ? photoPage(spec.html, shot) : flatPage(spec.html));
  await page.evaluate(() => document.fonts.ready);
  if (shot) await page.evaluate(() => (window as unknown as { develop: () => void }).develop());
  const stage = page.locator('.stage');
  if (!shot) return { image: await stage.screenshot({ type: 'png', scale: 'device' }), type: 'image/png' };
  const image = await stage.screenshot({ type: 'jpeg', quality: shot.quality, scale: 'device' });
  return { image, type: 'image/jpeg' };
}

const flatPage = (html: string) =>
  `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff"><div class="stage" style="display:inline-block">${html}</div>`;

function photoPage(html: string, shot: CameraShot): string {
  const filter = `<svg width="0" height="0" style="position:absolute"><filter id="cam" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${Math.round(shot.tiltX * 7 + 50)}" result="t"/>
    <feDisplacementMap in="SourceGraphic" in2="t" scale="${shot.crumple * 2}" xChannelSelector="R" yChannelSelector="G" result="d"/>
    <feGaussianBlur in="d" stdDeviation="${shot.motion} ${shot.motion / 6}"/></filter></svg>`;
  const shadow = shot.shadow
    ? `<div class="over" style="background: linear-gradient(${Math.round(20 + ((shot.turn + 7) / 14) * 140)}deg, rgba(20,15,10,${shot.shadow}) 0 38%, transparent 52%)"></div>`
    : '';
  const fold = shot.fold
    ? '<div class="over" style="background: linear-gradient(180deg, transparent 47%, rgba(0,0,0,0.18) 49.5%, rgba(255,255,255,0.35) 50.5%, transparent 53%)"></div>'
    : '';
  const thumb = shot.thumb
    ? '<div style="position:absolute; left:-52px; bottom:6%; width:70px; height:120px; border-radius:45%; background: radial-gradient(circle at 60% 40%, #d9a07e, #a86b4c); z-index:3"></div>'
    : '';
  return `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; background: #5b4636 }
    .stage { display: inline-block; position: relative; padding: ${shot.margin}px;
      background: radial-gradient(circle at 30% 20%, #7a6049, #3f2f22); perspective: 1100px }
    .sheet { position: relative; display: inline-block; transform: rotateX(${shot.tiltX}deg) rotateY(${shot.tiltY}deg) rotate(${shot.turn}deg);
      filter: url(#cam); box-shadow: 4px 6px 14px rgba(0,0,0,0.45) }
    .over { position: absolute; inset: 0; pointer-events: none; z-index: 2 }
    #grain { position: absolute; inset: 0; z-index: 4; pointer-events: none }
  </style><body>${filter}<div class="stage"><div class="sheet">${html}${shadow}${fold}${thumb}</div>
  <div class="over" style="background: rgba(255,150,40,${shot.warm}); mix-blend-mode: multiply"></div>
  <canvas id="grain"></canvas></div><script>${developScript(shot.grain)}</script>`;
}

/** Colour grain over the whole frame, each channel apart (a phone's sensor, not a scanner's dust). */
function developScript(grain: number): string {
  return `window.develop = () => {
    const canvas = document.getElementById('grain');
    const stage = canvas.parentElement;
    const scale = window.devicePixelRatio || 1;
    canvas.width = stage.offsetWidth * scale; canvas.height = stage.offsetHeight * scale;
    canvas.style.width = stage.offsetWidth + 'px'; canvas.style.height = stage.offsetHeight + 'px';
    const context = canvas.getContext('2d');
    const image = context.createImageData(canvas.width, canvas.height);
    let state = ${grain * 7919 + 3};
    const next = () => (state = (Math.imul(state, 22695477) + 1) >>> 0) / 4294967296;
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = next() * 255; image.data[i + 1] = next() * 255; image.data[i + 2] = next() * 255;
      image.data[i + 3] = next() * ${grain};
    }
    context.putImageData(image, 0, 0);
  };`;
}
