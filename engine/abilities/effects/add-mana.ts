import type { ManaCost } from '../../mana/mana-symbol.js';
import { COLORS } from '../../mana/mana-symbol.js';
import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { EffectParser } from './effect-parser.js';

type AddMana = Extract<Effect, { kind: 'addMana' }>;
type AddProduced = Extract<Effect, { kind: 'addProducedMana' }>;
import { amount, forEach } from '../grammar/amount.js';
import { whereX } from './index.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { manaSymbols } from '../grammar/mana.js';
import { spendOnly } from '../grammar/mana-restriction.js';

/**
 * "Add {G}.", old "Add {G} to your mana pool.", "Add {R} or {G}.", "Add {B}{B}, {B}{R}, or {R}{R}.",
 * "Add one mana of any color." (rule 106.1: each option is one complete choice of mana). Another player adds it in a
 * trigger on a permanent tapped for mana: "its controller adds an additional {G}" (`who`, 106.12a); there also "add
 * one mana of any type that land produced" (605.1b, `addProducedMana`). "Add one mana of the chosen color." (and "Add
 * {R} or one mana of the chosen color."): the color chosen as the source entered (614.12, `chosenColor`).
 */
export const addMana: EffectParser = {
  id: 'addMana',
  example: 'Add {G}.',
  verbs: ['add', 'adds'],
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you' && !isPlayerSubject(actor)) return null;
    const save = s.mark();
    if (!(s.words('add') || s.words('adds'))) return null;
    const added = addedMana(s);
    if (!added) {
      s.reset(save);
      return null;
    }
    return [actor === null || actor.kind === 'you' ? added : { ...added, who: actor }];
  },
};

/** What "add" adds, after the verb; null when no mana follows (the caller resets the scanner). */
function addedMana(s: Scanner): AddMana | AddProduced | null {
  // "Add {B}, then add an additional {B} for each charge counter removed this way": more of that mana.
  if (s.words('an additional')) {
    // "its controller adds an additional one mana of any color": a choice the engine doesn't ask for a trigger.
    // "its controller adds an additional one mana of the chosen color" (614.12: the source's color).
    if (s.words(CHOSEN_COLOR)) return { kind: 'addMana', options: [], chosenColor: true };
    const more = manaSymbols(s);
    if (!more) return null;
    const times = forEach(s, { kind: 'fixed', value: 1 });
    return restricted(s, { kind: 'addMana', options: [more], ...(times ? { times } : {}) });
  }
  // 605.1b: "add one mana of any type that land produced" (a trigger on a permanent tapped for mana).
  if (s.tappedForMana && s.words('one mana of any type that') && s.oneOf(PRODUCERS) && s.words('produced')) {
    return { kind: 'addProducedMana' };
  }
  if (s.words(CHOSEN_COLOR)) {
    s.words('to your mana pool');
    return restricted(s, { kind: 'addMana', options: [], chosenColor: true });
  }
  if (s.words('one mana of any color')) {
    s.words('to your mana pool');
    return restricted(s, { kind: 'addMana', options: COLORS.map((color): ManaCost => [{ kind: 'colored', color }]) });
  }
  const oneColor = manaOfOneColor(s);
  if (oneColor) return restricted(s, oneColor);
  const first = manaSymbols(s);
  if (!first) {
    s.expected("mana symbols such as '{G}' after 'Add'");
    return null;
  }
  const options: ManaCost[] = [first];
  let chosenColor = false;
  for (;;) {
    const beforeJoin = s.mark();
    if (!(s.words(', or') || s.words('or') || s.symbol(','))) break;
    // "Add {R} or one mana of the chosen color." (the Thriving lands): the last option.
    if (s.words(CHOSEN_COLOR)) {
      chosenColor = true;
      break;
    }
    const next = manaSymbols(s);
    if (!next) {
      s.expected("more mana such as '{R}' after 'or'");
      s.reset(beforeJoin);
      break;
    }
    options.push(next);
  }
  s.words('to your mana pool');
  if (chosenColor) return restricted(s, { kind: 'addMana', options, chosenColor });
  // "Add {G} for each creature you control." (107.1): one option only, added once per thing counted.
  const times = options.length === 1 ? forEach(s, { kind: 'fixed', value: 1 }) : null;
  return restricted(s, times ? { kind: 'addMana', options, times } : { kind: 'addMana', options });
}

/** 614.12: the color chosen as the source entered ("As ~ enters the battlefield, choose a color."). */
const CHOSEN_COLOR = 'one mana of the chosen color';

/** What "that …" names in "one mana of any type that land produced": the permanent tapped for mana. */
const PRODUCERS = ['land', 'permanent', 'creature', 'artifact'] as const;

/** The effect with what its mana may pay for, when "Spend this mana only to …" follows (106.6). */
function restricted(s: Scanner, effect: AddMana): AddMana {
  const only = spendOnly(s);
  return only ? { ...effect, only } : effect;
}

/**
 * "Add three mana of any one color.", "Add X mana of any one color, where X is the number of Elves on the battlefield."
 * (106.1): one color chosen, that much mana of it: one option per color, added that many times. An X must be defined
 * right there (107.3c). Null, unmoved, otherwise.
 */
function manaOfOneColor(s: Scanner): AddMana | null {
  const save = s.mark();
  const n = amount(s);
  if (!n || !s.words('mana of any one color')) {
    s.reset(save);
    return null;
  }
  const times = n.kind === 'variable' ? whereX(s) : n;
  if (!times) {
    s.expected("what X is, such as ', where X is the number of Elves you control'");
    s.reset(save);
    return null;
  }
  return { kind: 'addMana', options: COLORS.map((color): ManaCost => [{ kind: 'colored', color }]), times };
}
