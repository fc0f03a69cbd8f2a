import { describe, expect, it } from 'vitest';
import type { ReadText } from './ctc-text';
import { answerStrips, helperOn, readStrips, type Strip } from './strip-sharing';

/** Strip `at` of a picture: its width is its number, so that a reading can tell which strip it read. */
const strip = (at: number): Strip => ({ planes: new Float32Array(3), width: at });

/** A reader that names the strip it read, and who read it, after `millis`. */
function reader(who: string, millis = 0, log: string[] = []) {
  return async ({ width }: Strip): Promise<ReadText> => {
    await new Promise((resolve) => setTimeout(resolve, millis));
    log.push(who);
    return { text: `${who}:${width}`, likelihoods: [1] };
  };
}

describe('strips shared with a helper', () => {
  it('reads every strip once, in order, some here and some by the helper across a port', async () => {
    const channel = new MessageChannel();
    const log: string[] = [];
    answerStrips(channel.port2, reader('helper', 2, log));
    const texts = await readStrips(12, strip, reader('own', 2, log), helperOn(channel.port1));
    channel.port1.close();
    expect(texts.map((text) => Number(text.text.split(':')[1]))).toEqual([...Array(12).keys()]);
    expect(log.filter((who) => who === 'helper').length).toBeGreaterThan(0);
    expect(log.filter((who) => who === 'own').length).toBeGreaterThan(0);
    expect(log).toHaveLength(12);
  });

  it('reads here the strips a failing helper could not', async () => {
    const channel = new MessageChannel();
    answerStrips(channel.port2, async () => {
      throw new Error('no recogniser');
    });
    const texts = await readStrips(6, strip, reader('own'), helperOn(channel.port1));
    channel.port1.close();
    expect(texts.map((text) => text.text)).toEqual([0, 1, 2, 3, 4, 5].map((at) => `own:${at}`));
  });

  it('reads here the strips of a helper that falls silent, once its patience is spent', async () => {
    const silent = () => new Promise<ReadText>(() => undefined);
    const texts = await readStrips(4, strip, reader('own'), silent, 20);
    expect(texts.map((text) => text.text)).toEqual([0, 1, 2, 3].map((at) => `own:${at}`));
  });

  it('reads every strip here without a helper', async () => {
    const texts = await readStrips(3, strip, reader('own'));
    expect(texts.map((text) => text.text)).toEqual(['own:0', 'own:1', 'own:2']);
  });
});
