import type { Supertype } from '../../../templates/card-template.js';
import { SUPERTYPES } from '../vocabulary.js';
import type { LineHandler } from './line-handler.js';
import { valueWords } from './words.js';

/** `super basic`, `super legendary snow` (rule 205.4). */
export const superHandler: LineHandler = {
  key: 'super',
  summary: 'Supertypes: basic, legendary, snow, world, ongoing.',
  example: 'super legendary',
  needsValue: true,
  handle(line, ctx) {
    for (const w of valueWords(line)) {
      const word = w.word.toLowerCase();
      const known = SUPERTYPES.find((t) => t.word === word);
      if (!known) {
        ctx.warn(
          line,
          w.start,
          w.end,
          'bad-supertype',
          `"${w.word}" is not a supertype; expected basic, legendary, snow, world or ongoing`,
        );
        continue;
      }
      addOnce(ctx.face.supertypes, known.word);
    }
  },
};

export function addOnce<T>(list: T[], item: T): void {
  if (!list.includes(item)) list.push(item);
}

const SUPERTYPE_WORDS: ReadonlySet<string> = new Set(SUPERTYPES.map((t) => t.word));

export function isSupertype(word: string): word is Supertype {
  return SUPERTYPE_WORDS.has(word);
}
