import type { Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/** What can be countered here: spells ("target spell", "target noncreature spell"), or "it" / "that spell". */
export function namesSpells(what: Subject): boolean {
  switch (what.kind) {
    case 'target':
    case 'each':
      return what.description.nouns.every((n) => n === 'spell');
    case 'it':
    case 'thatSpell':
      return true;
    // "When you cast ~, any player may sacrifice a creature. If a player does, counter ~.": the spell itself on the
    // stack (its cast trigger resolves first); off the stack there is nothing to counter (701.5a).
    case 'self':
      return true;
    default:
      return false;
  }
}

/**
 * 701.5: "Counter target spell.", "Counter target creature spell.", "Counter target instant or sorcery spell.",
 * "counter it". Abilities ("counter target activated ability") are not in the contract yet, and "unless its
 * controller pays {X}" is left for the sentence to refuse.
 */
export const counterSpell: EffectParser = {
  id: 'counter',
  verbs: ['counter'],
  example: 'Counter target spell.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('counter')) return null;
    const at = s.mark();
    const what = subject(s);
    if (!what || !namesSpells(what)) {
      s.expected("what to counter, such as 'target spell' or 'target creature spell'", at);
      s.reset(save);
      return null;
    }
    return [{ kind: 'counter', what }];
  },
};

type Counter = Extract<Effect, { kind: 'counter' }>;

/** Where "instead" sends the countered spell: "exile it", "put it on top of …", "put it into its owner's hand". */
const INSTEAD: readonly [string, NonNullable<Counter['to']>][] = [
  ["exile it instead of putting it into its owner's graveyard", 'exile'],
  ["put it on top of its owner's library instead of into that player's graveyard", 'library'],
  ["put it into its owner's hand instead of into that player's graveyard", 'hand'],
];

/**
 * 614.1a: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." (also
 * "put it on top of its owner's library …", "… into its owner's hand …") after a sentence that counters a spell,
 * alone or "unless its controller pays …": that counter effect sends the spell there. Returns the effects with the
 * counter changed, or null, unmoved, when this is no such sentence.
 */
export function counteredThisWay(s: Scanner, effects: readonly Effect[]): Effect[] | null {
  const last = effects[effects.length - 1];
  const counter = last?.kind === 'counter' ? last : last?.kind === 'unless' ? onlyCounter(last.effects) : null;
  if (!last || !counter || s.peekWord() !== 'if') return null;
  const save = s.mark();
  if (s.words('if that spell is countered this way,')) {
    for (const [words, to] of INSTEAD) {
      if (!s.words(words)) continue;
      const changed: Counter = { ...counter, to };
      const replaced: Effect = last.kind === 'unless' ? { ...last, effects: [changed] } : changed;
      return [...effects.slice(0, -1), replaced];
    }
    s.expected(
      "where the countered spell goes instead, such as 'exile it instead of putting it into its owner's graveyard'",
    );
  }
  s.reset(save);
  return null;
}

function onlyCounter(effects: readonly Effect[]): Counter | null {
  const [first, ...more] = effects;
  return first?.kind === 'counter' && more.length === 0 ? first : null;
}
