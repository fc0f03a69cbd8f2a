// The language a request is answered in (issue 39): the app's Accept-Language when it names one of
// ours, else the language the caller chose, else English.
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, languageOfHeader, PSEUDO, type TextLanguage } from '../../src/pure/messages';
import { loadTexts } from '../../src/pure/texts';

export function requestLanguage(request: FastifyRequest): TextLanguage {
  return languageOfHeader(request.headers['accept-language']) ?? request.caller?.language ?? 'en';
}

/** Every catalogue the server's modules defined, in every language: a refusal never waits for one. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(([...LANGUAGES, PSEUDO] as TextLanguage[]).map(loadTexts));
}
