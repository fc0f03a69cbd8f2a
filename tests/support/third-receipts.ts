// A third labelled set of receipts, written blind: its author read neither the reader
// (src/features/receipts/prefill/) nor the two sets it was tuned on (receipt-set.ts, wild-*.ts), so no rule
// of the reader can have been shaped by these bills, and their draws can only measure how the reader copes
// with bills unlike its own: twelve kinds a pharma field rep brings back (an ST bus ticket, a prepaid taxi
// voucher, an app cab's invoice, a rail e-ticket, a toll slip, a petrol pump slip, a pay-and-park coupon, a
// lodge's GST invoice, a dhaba's bill, a chemist's memo, a courier receipt, a bill labelled in Marathi or
// Hindi), photographed by a camera of its own (third-camera.ts). No Node imports: browser tests may use it.
import { drawShot, type ThirdShot } from './third-camera';
import { between, daysBefore, rngFrom, type ThirdDrawn, type ThirdLayout, zeros } from './third-formats';
import { ROAD_LAYOUTS } from './third-layouts-road';
import { STAY_LAYOUTS } from './third-layouts-stay';
import { TOWN_LAYOUTS } from './third-layouts-town';

export const THIRD_LAYOUTS: ThirdLayout[] = [...ROAD_LAYOUTS, ...STAY_LAYOUTS, ...TOWN_LAYOUTS];

export interface ThirdSpec extends ThirdDrawn {
  id: string;
  layout: string;
  /** How the phone took it; none for a flat scan or an e-bill. */
  shot?: ThirdShot;
}

/** `perLayout` bills of each layout, every other one photographed; seeded, so a draw is repeatable. */
export function thirdSet(options: { seed?: number; perLayout?: number; today?: Date } = {}): ThirdSpec[] {
  const { seed = 61, perLayout = 2, today = new Date() } = options;
  const specs: ThirdSpec[] = [];
  THIRD_LAYOUTS.forEach((layout, place) => {
    // A stream of its own per layout: adding a layout leaves the others' bills as they were.
    const rng = rngFrom(seed * 7919 + place * 104_723 + 11);
    for (let index = 0; index < perLayout; index++) {
      const isPhoto = index % 2 === 1;
      const drawn = layout.draw(rng, daysBefore(today, between(rng, 2, 330)));
      specs.push({
        id: `third-${layout.name}-${zeros(index + 1)}${isPhoto ? '-photo' : ''}`,
        layout: layout.name,
        ...drawn,
        ...(isPhoto ? { shot: drawShot(rng, drawn.paperWidth) } : {}),
      });
    }
  });
  return specs;
}
