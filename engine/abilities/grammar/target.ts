import type { Subject, TargetKind } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** Nouns a "target ..." phrase may name, singular as Oracle text writes them (rule 115). */
const TARGET_NOUNS: readonly TargetKind[] = [
  'creature',
  'player',
  'planeswalker',
  'artifact',
  'enchantment',
  'land',
  'permanent',
];

const EXPECTED_TARGET = "a target such as 'any target', 'target creature' or 'target creature or player'";

/**
 * Reads "any target", "target creature", "target creature or player", "target artifact, creature, or land".
 * Targets are what an ability chooses on the stack (rule 115.1); `text` keeps the wording for display.
 */
export function target(s: Scanner): Subject | null {
  const start = s.mark();
  s.spaces();
  const from = s.pos;
  if (s.words('any target')) return { kind: 'target', allowed: ['any'], text: s.text.slice(from, s.pos) };
  if (!s.words('target')) return s.expected(EXPECTED_TARGET);
  const first = s.oneOf(TARGET_NOUNS);
  if (!first) {
    s.expected(
      "a kind of target after 'target': creature, player, planeswalker, artifact, enchantment, land or permanent",
    );
    s.reset(start);
    return null;
  }
  const allowed: TargetKind[] = [first];
  for (;;) {
    const beforeJoin = s.mark();
    const joined = s.words(', or') || s.words('or') || s.symbol(',');
    const noun = joined ? s.oneOf(TARGET_NOUNS) : null;
    if (!noun) {
      s.reset(beforeJoin);
      break;
    }
    if (!allowed.includes(noun)) allowed.push(noun);
  }
  return { kind: 'target', allowed, text: s.text.slice(from, s.pos) };
}

/** `~` (this object, after self-reference normalization). */
export function self(s: Scanner): boolean {
  return s.symbol('~');
}
