import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { effectSentences } from '../effects/index.js';
import type { AbilityLine } from './ability-parser.js';

/** How many modes a header lets the controller choose (700.2, 700.2d): min and max, null max = every mode. */
const MODE_COUNTS: readonly { readonly words: string; readonly min: number; readonly max: number | null }[] = [
  { words: 'one or both', min: 1, max: 2 },
  { words: 'one or more', min: 1, max: null },
  { words: 'one', min: 1, max: 1 },
  { words: 'two', min: 2, max: 2 },
  { words: 'three', min: 3, max: 3 },
  { words: 'four', min: 4, max: 4 },
];

/**
 * The effects of a spell, activated or triggered ability: the effect sentences, or, when the line ends in a modal
 * header ("Choose one —", "When ~ enters the battlefield, choose one or both —") and `•` lines follow it, one
 * `modal` effect holding those modes (700.2).
 */
export function abilityEffects(s: Scanner, line: AbilityLine, afterColon: boolean): Effect[] | null {
  const modal = modalHeader(s, line);
  return modal ? [modal] : effectSentences(s, afterColon);
}

/** "choose one —" up to the end of the line, with the line's modes; null (scanner unmoved) otherwise. */
export function modalHeader(s: Scanner, line: AbilityLine): Effect | null {
  const save = s.mark();
  if (s.peekWord() !== 'choose' || !s.words('choose')) return null;
  const count = MODE_COUNTS.find((c) => s.words(c.words));
  if (!count) {
    s.expected("how many modes to choose: 'one', 'two', 'one or both' or 'one or more'");
    s.reset(save);
    return null;
  }
  if (!s.symbol('—') || !s.restIsEmpty()) {
    s.expected("'—' and the modes on '•' lines below it");
    s.reset(save);
    return null;
  }
  const modes = line.modes ?? [];
  const max = count.max ?? modes.length;
  if (modes.length === 0) {
    s.expected("the modes on '•' lines below this one, such as '• Draw a card.'", save);
  } else if (modes.length < max) {
    s.expected(`at least ${max} modes on '•' lines below this one, found ${modes.length}`, save);
  } else {
    return { kind: 'modal', min: count.min, max, modes };
  }
  s.reset(save);
  return null;
}
