// The second engine's strips shared between two workers: the one that found them reads some, a helper in
// another worker the rest, over a MessagePort. Whichever is free takes the next; a helper that fails or
// falls silent leaves its strips to the first.
import type { ReadText } from './ctc-text';

/** A strip as the recogniser takes it: three planes of its rows of `width` pixels. */
export interface Strip {
  planes: Float32Array;
  width: number;
}

export type StripReader = (strip: Strip) => Promise<ReadText>;

/** A helper that has not answered a strip in this long is taken for gone: its strips are read here. */
const HELPER_PATIENCE_MS = 10_000;

/**
 * The `count` strips read, in order: each by `own` or by the helper, whichever is free first. The helper is
 * given two at a time, so that it never waits on this worker's reading to get its next.
 */
export async function readStrips(
  count: number,
  strip: (at: number) => Strip,
  own: StripReader,
  helper?: StripReader,
  patienceMs = HELPER_PATIENCE_MS,
): Promise<ReadText[]> {
  const texts: ReadText[] = [];
  let next = 0;
  const here = async () => {
    for (let at = next++; at < count; at = next++) {
      texts[at] = await own(strip(at));
      // The helper's answers wait on this worker's turn: one between strips lets them in.
      await nextTask();
    }
  };
  let isHelping = helper !== undefined;
  const helped = async () => {
    for (let at = next++; at < count; at = next++) {
      const each = strip(at);
      texts[at] =
        isHelping && helper
          ? await withinPatience(helper(each), patienceMs).catch(() => {
              isHelping = false;
              return own(each);
            })
          : await own(each);
    }
  };
  await Promise.all(isHelping ? [here(), helped(), helped()] : [here()]);
  return texts;
}

/** The helper's side: each strip that comes on `port` read by `read`, and answered by its id. */
export function answerStrips(port: MessagePort, read: StripReader): void {
  port.onmessage = async ({ data: { id, strip } }: MessageEvent<{ id: number; strip: Strip }>) => {
    try {
      port.postMessage({ id, read: await read(strip) });
    } catch (error) {
      port.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** The reader's side: a strip sent to the helper at the other end of `port`, and its text when it answers. */
export function helperOn(port: MessagePort): StripReader {
  const waiting = new Map<number, { resolve: (read: ReadText) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  port.onmessage = ({ data }: MessageEvent<{ id: number; read?: ReadText; failed?: string }>) => {
    const settle = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.read) settle?.resolve(data.read);
    else settle?.reject(new Error(data.failed ?? 'The helper could not read the strip'));
  };
  return (strip) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, strip });
    });
}

function withinPatience<T>(work: Promise<T>, patienceMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The helper did not answer')), patienceMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A macrotask's turn: messages that arrived meanwhile are handled before the next strip is read. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
