// Where the second engine's detector (PaddleOCR's text detection) saw text: its map of how likely each
// pixel is text, turned into one turned rectangle per patch of text, and the patches put in rows.

/** A turned rectangle in the map's pixels: its middle, its sides along and across, its turn in radians. */
export interface TextBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
  /** The mean likelihood of text inside the patch, 0 to 1. */
  score: number;
}

/** A pixel likelier text than this belongs to a patch (the detector's own training threshold). */
const TEXT_LIKELY = 0.3;
/** A patch whose mean likelihood is lower than this is a smudge, not text. */
const PATCH_SURE = 0.6;
/** The detector draws a patch shrunk inside its text: it is grown back by its area over its outline, times this. */
const GROW = 1.5;
/** A patch turned more than this is not a receipt's row (a crease, a stamp's rim): it is taken as level. */
const MAX_TURN = Math.PI / 8;

interface Patch {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  likelihood: number;
}

/** The patches of text in a width × height map, each as its turned rectangle, grown to hold its text. */
export function textBoxes(map: ArrayLike<number>, width: number, height: number): TextBox[] {
  const label = new Int32Array(width * height).fill(-1);
  const patches: Patch[] = [];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== -1 || (map[start] ?? 0) <= TEXT_LIKELY) continue;
    const id = patches.length;
    const patch: Patch = { n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, likelihood: 0 };
    patches.push(patch);
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const x = at % width;
      const y = (at - x) / width;
      patch.n++;
      patch.sx += x;
      patch.sy += y;
      patch.sxx += x * x;
      patch.syy += y * y;
      patch.sxy += x * y;
      patch.likelihood += map[at] ?? 0;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width]) {
        if (next < 0 || next >= label.length || label[next] !== -1) continue;
        if ((map[next] ?? 0) <= TEXT_LIKELY) continue;
        label[next] = id;
        stack.push(next);
      }
    }
  }
  const turns = patches.map(turnOf);
  const extents = patches.map(() => ({ u0: Infinity, u1: -Infinity, v0: Infinity, v1: -Infinity }));
  for (let at = 0; at < label.length; at++) {
    const id = label[at] ?? -1;
    if (id < 0) continue;
    const patch = patches[id] as Patch;
    const extent = extents[id] as (typeof extents)[number];
    const turn = turns[id] as number;
    const dx = (at % width) - patch.sx / patch.n;
    const dy = Math.floor(at / width) - patch.sy / patch.n;
    const u = dx * Math.cos(turn) + dy * Math.sin(turn);
    const v = -dx * Math.sin(turn) + dy * Math.cos(turn);
    extent.u0 = Math.min(extent.u0, u);
    extent.u1 = Math.max(extent.u1, u);
    extent.v0 = Math.min(extent.v0, v);
    extent.v1 = Math.max(extent.v1, v);
  }
  const boxes: TextBox[] = [];
  patches.forEach((patch, id) => {
    const { u0, u1, v0, v1 } = extents[id] as (typeof extents)[number];
    const turn = turns[id] as number;
    const along = u1 - u0 + 1;
    const across = v1 - v0 + 1;
    const score = patch.likelihood / patch.n;
    if (Math.min(along, across) < 3 || score < PATCH_SURE) return;
    const grow = (along * across * GROW) / (2 * (along + across));
    const mu = (u0 + u1) / 2;
    const mv = (v0 + v1) / 2;
    boxes.push({
      cx: patch.sx / patch.n + mu * Math.cos(turn) - mv * Math.sin(turn),
      cy: patch.sy / patch.n + mu * Math.sin(turn) + mv * Math.cos(turn),
      width: along + 2 * grow,
      height: across + 2 * grow,
      angle: turn,
      score,
    });
  });
  return boxes;
}

/** A patch's turn: the direction its pixels spread most in, when it is long enough to have one. */
function turnOf(patch: Patch): number {
  const mx = patch.sx / patch.n;
  const my = patch.sy / patch.n;
  const vxx = patch.sxx / patch.n - mx * mx;
  const vyy = patch.syy / patch.n - my * my;
  const vxy = patch.sxy / patch.n - mx * my;
  // A patch hardly longer than high (one character) has no direction of its own.
  if (vxx < 4 * vyy) return 0;
  const turn = 0.5 * Math.atan2(2 * vxy, vxx - vyy);
  return Math.abs(turn) > MAX_TURN ? 0 : turn;
}

/**
 * The boxes in rows, top to bottom, each row left to right: a bill's label and its figure are read as
 * one line however far apart, along the page's own turn (the median of its long boxes').
 */
export function inRows(boxes: readonly TextBox[]): TextBox[][] {
  const long = boxes
    .filter((box) => box.width > 2 * box.height)
    .map((box) => box.angle)
    .sort((a, b) => a - b);
  const turn = long.length > 0 ? (long[Math.floor(long.length / 2)] as number) : 0;
  const down = (box: TextBox) => -box.cx * Math.sin(turn) + box.cy * Math.cos(turn);
  const along = (box: TextBox) => box.cx * Math.cos(turn) + box.cy * Math.sin(turn);
  const rows: Array<{ at: number; height: number; boxes: TextBox[] }> = [];
  for (const box of [...boxes].sort((a, b) => down(a) - down(b))) {
    const row = rows.find((each) => Math.abs(each.at - down(box)) < Math.min(each.height, box.height) / 2);
    if (row) {
      row.at = (row.at * row.boxes.length + down(box)) / (row.boxes.length + 1);
      row.boxes.push(box);
    } else rows.push({ at: down(box), height: box.height, boxes: [box] });
  }
  return rows.sort((a, b) => a.at - b.at).map((row) => row.boxes.sort((a, b) => along(a) - along(b)));
}
