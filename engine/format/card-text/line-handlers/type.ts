import type { CardType } from '../../../templates/card-template.js';
import { memoByText } from '../../../text/text-memo.js';
import { CARD_TYPES } from '../vocabulary.js';
import type { LineHandler } from './line-handler.js';
import { addOnce, isSupertype } from './super.js';
import { valueWords } from './words.js';

/**
 * `type land - forest` then `type creature - dryad`: one card type per line with its subtypes after a
 * dash (`-`, `—` or `–`); the lines add up to Land Creature — Forest Dryad (rule 205).
 * Several types on one line (`type artifact creature - thopter`) and supertypes (`type legendary creature`)
 * are accepted too, so a type line pasted from a real card works.
 */
export const typeHandler: LineHandler = {
  key: 'type',
  summary: 'A card type and its subtypes: type creature - elf druid.',
  example: 'type creature - elf druid',
  needsValue: true,
  handle(line, ctx) {
    const dash = findDash(line.value);
    const typeWords = valueWords(line, 0, dash < 0 ? line.value.length : dash);
    const subtypeWords = dash < 0 ? [] : valueWords(line, dash + 1);
    let types = 0;
    for (const w of typeWords) {
      const word = w.word.toLowerCase();
      if (isSupertype(word)) {
        addOnce(ctx.face.supertypes, word);
        continue;
      }
      const known = CARD_TYPE_BY_WORD.get(word);
      if (known === undefined) {
        ctx.warn(
          line,
          w.start,
          w.end,
          'bad-type',
          `"${w.word}" is not a card type; expected one such as creature, land, instant, sorcery, artifact or enchantment (subtypes go after a dash)`,
        );
        continue;
      }
      types++;
      addOnce<CardType>(ctx.face.types, known);
    }
    if (types === 0 && typeWords.length === 0) {
      const at = line.valueStart + Math.max(dash, 0);
      ctx.warn(line, at, at + 1, 'bad-type', "expected a card type such as 'creature' before the dash");
    }
    for (const w of subtypeWords) addOnce(ctx.face.subtypes, titleCase(w.word));
  },
};

/** The first dash that separates types from subtypes: an em or en dash, or a hyphen standing alone. */
function findDash(value: string): number {
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '—' || ch === '–') return i;
    if (ch === '-' && (i === 0 || value[i - 1] === ' ' || value[i - 1] === '\t')) return i;
  }
  return -1;
}

const CARD_TYPE_BY_WORD: ReadonlyMap<string, CardType> = new Map(CARD_TYPES.map((t) => [t.word, t.word]));

/** Subtypes are written capitalized: forest → Forest, urza's → Urza's. A few hundred subtypes exist: each once. */
const titleCase = memoByText((word: string): string => {
  const title = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return title === word ? word : title;
});
