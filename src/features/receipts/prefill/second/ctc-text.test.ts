import { describe, expect, it } from 'vitest';
import { decodeSteps, rowToLine } from './ctc-text';

const DICTIONARY = ['1', '2', '.', 'T', '：', ' '];

/** One step each: the likeliest index with its likelihood, the rest sharing what is left. */
function stepsOf(picks: Array<[number, number]>): Float32Array {
  const size = DICTIONARY.length + 1;
  const scores = new Float32Array(picks.length * size);
  picks.forEach(([index, likelihood], step) => {
    for (let at = 0; at < size; at++) scores[step * size + at] = (1 - likelihood) / size;
    scores[step * size + index] = likelihood;
  });
  return scores;
}

describe('decodeSteps', () => {
  it('takes a repeat once, keeps a repeat after a blank, drops blanks', () => {
    const scores = stepsOf([
      [1, 0.9],
      [1, 0.8],
      [0, 0.9],
      [1, 0.7],
      [3, 0.95],
      [2, 0.6],
    ]);
    expect(decodeSteps(scores, 6, DICTIONARY.length + 1, DICTIONARY)).toEqual({
      text: '11.2',
      likelihoods: [0.9, 0.7, 0.95, 0.6].map((value) => expect.closeTo(value, 5)),
    });
  });

  it('reads full-width punctuation as plain', () => {
    const scores = stepsOf([
      [4, 0.9],
      [5, 0.9],
    ]);
    expect(decodeSteps(scores, 2, DICTIONARY.length + 1, DICTIONARY).text).toBe('T:');
  });
});

describe('rowToLine', () => {
  it('joins a row into words, each as sure as its least likely character', () => {
    const line = rowToLine([
      { text: 'Total :', likelihoods: [0.99, 0.98, 0.97, 0.96, 0.95, 0.9, 0.9] },
      { text: '1,250.00', likelihoods: [0.9, 0.6, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9] },
    ]);
    expect(line?.text).toBe('Total : 1,250.00');
    expect(line?.words?.map((word) => word.confidence)).toEqual([95, 90, 60]);
    expect(line?.words?.[2]?.characters).toEqual([90, 60, 90, 90, 90, 90, 90, 90]);
    expect(line?.confidence).toBe(82);
  });

  it('gives no line for a row of blanks', () => {
    expect(rowToLine([{ text: '  ', likelihoods: [0.9, 0.9] }])).toBeNull();
  });
});
