// The engine's other readings of each character (its hOCR with `lstm_choice_mode` 2): how near a
// character came to being read as another, which the word's and the character's own confidence hide.

export interface WordChoices {
  text: string;
  /** For each character of `text`, the confidence of the strongest other character the engine weighed. */
  rivals: number[];
}

const WORD = "class='ocrx_word'";
const CHARACTER = "id='lstm_choices_";
const CHOICE = /title='x_confs ([\d.]+)'>([^<]*)<\/span>/g;

/**
 * Each word of the hOCR, in the engine's order (the order of its JSON blocks), with each character's
 * strongest rival. A word whose choices do not spell it (a space the engine weighed before it is
 * skipped) gets no rivals: an unknown is not a certainty.
 */
export function wordChoices(hocr: string): WordChoices[] {
  return hocr
    .split(WORD)
    .slice(1)
    .map((part) => {
      const text = decode(/>([^<]*)/.exec(part)?.[1] ?? '').trim();
      const characters = part
        .split(CHARACTER)
        .slice(1)
        .map((group) =>
          [...group.matchAll(CHOICE)].map(([, confidence, choice]) => ({
            text: decode(choice ?? ''),
            confidence: Number(confidence),
          })),
        )
        .filter((choices) => choices[0] && choices[0].text.trim() !== '');
      const spelled = characters.map((choices) => choices[0]?.text ?? '').join('');
      const rivals = characters.map((choices) =>
        Math.max(0, ...choices.slice(1).map((choice) => choice.confidence)),
      );
      return { text, rivals: spelled === text ? rivals : [] };
    });
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

function decode(text: string): string {
  return text.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
