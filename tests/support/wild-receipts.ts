// A second labelled set of receipts (issue 43), written apart from receipt-set.ts so that the reader cannot
// be tuned to one generator: other fonts and papers, other label words ('Slip No', 'Docket No.', 'Tkt No',
// 'Amt Payable', 'NET AMT'), Indian formats ('Rs.', '₹', '/-', lakh grouping, dd.mm.yy, two-digit years),
// decoys a bill prints (cash tendered, advance, expiry dates, balances, a transaction id beside a PNR), a
// tear-off counterfoil. Every layout is held out: no rule of the reader may be written from its receipts.
// The photographs come from wild-camera.ts. No Node imports: browser tests may use these too.
import { dayBefore, int, mulberry32, pad } from './receipt-specs';
import { type CameraShot, drawShot } from './wild-camera';
import type { WildDrawn } from './wild-formats';
import { WILD_LAYOUTS } from './wild-layouts';

export interface WildSpec {
  id: string;
  layout: string;
  /** The printed bill's HTML, its CSS (fonts, paper) included. */
  html: string;
  paperWidth: number;
  truth: WildDrawn['truth'];
  /** How the phone took it; none for a clean scan or e-bill. */
  shot?: CameraShot;
}

/** `perLayout` receipts of each layout, every other one photographed; seeded, so a draw is repeatable. */
export function wildSet(options: { seed?: number; perLayout?: number; today?: Date } = {}): WildSpec[] {
  const { seed = 43, perLayout = 2, today = new Date() } = options;
  const random = mulberry32(seed * 104729 + 17);
  const specs: WildSpec[] = [];
  for (const layout of WILD_LAYOUTS)
    for (let index = 0; index < perLayout; index++) {
      const isPhoto = index % 2 === 1;
      const drawn = layout.draw(random, dayBefore(today, int(random, 2, 330)));
      specs.push({
        id: `wild-${layout.name}-${pad(index + 1)}${isPhoto ? '-photo' : ''}`,
        layout: layout.name,
        ...drawn,
        ...(isPhoto ? { shot: drawShot(random) } : {}),
      });
    }
  return specs;
}
