import { describe, expect, it } from 'vitest';
import { wordChoices } from './engine-choices';

/** A word of the engine's hOCR with `lstm_choice_mode` 2: its text, then each character's choices, best first. */
const word = (text: string, ...characters: Array<Array<[string, number]>>) =>
  `<span class='ocrx_word' id='word_1_1' title='bbox 1 2 3 4; x_wconf 95'>${text}\n${characters
    .map(
      (choices, at) =>
        `<span class='ocrx_cinfo' id='lstm_choices_1_1_${at + 1}'>${choices
          .map(
            ([choice, confidence]) =>
              `<span class='ocrx_cinfo' title='x_confs ${confidence}'>${choice}</span>`,
          )
          .join('\n')}</span>`,
    )
    .join('\n')}</span>`;

describe('the engine’s other readings of each character', () => {
  it('gives each character the confidence of the strongest other character the engine weighed', () => {
    const hocr = word(
      '1/68',
      [
        ['1', 94],
        ['l', 3],
      ],
      [['/', 95]],
      [
        ['6', 61.5],
        ['8', 30.2],
        ['5', 2],
      ],
      [
        ['8', 94],
        ['0', 0],
      ],
    );
    expect(wordChoices(hocr)).toEqual([{ text: '1/68', rivals: [3, 0, 30.2, 0] }]);
  });

  it('skips the space the engine weighed before a word, and keeps the words in order', () => {
    const hocr = `${word('No', [[' ', 90]], [['N', 95]], [['o', 94]])}${word(
      '&lt;42',
      [
        ['&lt;', 90],
        ['&amp;', 9],
      ],
      [['4', 95]],
      [['2', 95]],
    )}`;
    expect(wordChoices(hocr)).toEqual([
      { text: 'No', rivals: [0, 0] },
      { text: '<42', rivals: [9, 0, 0] },
    ]);
  });

  it('gives no rivals for a word its choices do not spell', () => {
    expect(wordChoices(word('4719', [['4', 95]], [['7', 95]]))).toEqual([{ text: '4719', rivals: [] }]);
  });
});
