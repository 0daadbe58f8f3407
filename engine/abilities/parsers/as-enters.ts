import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import {
  CARD_TYPE_NAMES,
  type Ability,
  type CardType,
  type Cost,
  type EnteringChange,
  type EnteringChoice,
  type StaticEffect,
} from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { costAction } from '../effects/cost-action.js';
import { enteringCounters } from '../grammar/entering-counters.js';
import type { AbilityLine, AbilityParser } from './ability-parser.js';

const CHOICES: readonly (readonly [string, EnteringChoice])[] = [
  ['a color', 'color'],
  ['a creature type', 'creatureType'],
  ['a basic land type', 'basicLandType'],
  ['a card type', 'cardType'],
  ['an opponent', 'opponent'],
  ['a player', 'player'],
];

/**
 * 614.12: "As ~ enters the battlefield, choose a color.", "… choose a color other than red.", "… choose a creature
 * type.", "… choose a basic land type.", "… choose an opponent.", "… choose a player." (also "As ~ enters, …"). The
 * choice is made as it enters and remembered on it (rules/replacement/as-enters.ts); "of the chosen color/type"
 * reads it.
 */
export const asEntersParser: AbilityParser = {
  id: 'as-enters',
  examples: ['As ~ enters the battlefield, choose a color.', 'As ~ enters the battlefield, choose a creature type.'],
  parse(s, line) {
    if (s.peekWord() !== 'as' || !s.words('as')) return null;
    if (!s.symbol('~') || !s.words('enters')) return null;
    s.words('the battlefield');
    if (!s.symbol(',')) return null;
    if (s.peekWord() === 'you') return asEntersPay(s, line);
    if (!s.words('choose')) return s.expected("'choose' and what: 'a color', 'a creature type', 'an opponent'");
    const among = cardTypeList(s);
    const found: readonly [string, EnteringChoice] | undefined = among
      ? ['', 'cardType']
      : CHOICES.find(([words]) => s.words(words));
    if (!found) return s.expected("what to choose: 'a color', 'a creature type', 'a basic land type', 'an opponent'");
    const choice = found[1];
    let except: Color | null = null;
    if (choice === 'color' && s.words('other than')) {
      except = colorWord(s.peekWord());
      if (!except) return s.expected("a color, as in 'other than red'");
      s.words(s.peekWord());
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    const effect: StaticEffect = { kind: 'asEntersChoose', choice, except, ...(among ? { among } : {}) };
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** "artifact, creature, enchantment, instant, or sorcery": two or more card types (205.2a) to choose among; null, unmoved, otherwise. */
function cardTypeList(s: Scanner): CardType[] | null {
  const save = s.mark();
  const types: CardType[] = [];
  for (;;) {
    const type = CARD_TYPE_NAMES.find((t) => s.peekWord() === t);
    if (!type || !s.words(type)) break;
    types.push(type);
    if (s.words(', or') || s.words('or') || s.symbol(',')) continue;
    break;
  }
  if (types.length >= 2 && (s.peek() === '.' || s.restIsEmpty())) return types;
  s.reset(save);
  return null;
}

function colorWord(word: string): Color | null {
  const entry = Object.entries(COLOR_NAMES).find(([, name]) => name.toLowerCase() === word);
  return entry ? (entry[0] as Color) : null;
}

const AS_USUAL: EnteringChange = { tapped: false, counters: [] };

const AS_ENTERS_COSTS: ReadonlySet<Cost['kind']> = new Set([
  'mana',
  'payLife',
  'payEnergy',
  'revealFromHand',
  'discard',
  'exileFromHand',
  'exileFromGraveyard',
]);

/**
 * 614.12, 118.12: "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
 * "… you may reveal a Goblin card from your hand. If you don't, it enters the battlefield tapped.", "… you may return a
 * nonland permanent you control to its owner's hand. If you do, ~ enters the battlefield with a +1/+1 counter on it."
 */
function asEntersPay(s: Scanner, line: AbilityLine): Ability[] | null {
  if (!s.words('you may')) return s.expected("'you may' and a cost, or 'choose'");
  const at = s.mark();
  const costs = costAction(s);
  if (!costs) return s.expected("a cost such as 'pay 2 life' or 'reveal a Goblin card from your hand'");
  // The permanent is entering, not yet one to choose (614.12): costs that choose permanents are not read.
  if (costs.some((c) => !AS_ENTERS_COSTS.has(c.kind))) {
    return s.expected(
      "a cost that takes no permanent, such as 'pay 2 life' or 'reveal a Goblin card from your hand'",
      at,
    );
  }
  if (!s.symbol('.')) return s.expected("'.' and 'If you do, …' or 'If you don't, …'");
  let paid: EnteringChange | null = null;
  let unpaid: EnteringChange | null = null;
  for (;;) {
    const which =
      paid === null && s.words('if you do,') ? 'paid' : unpaid === null && s.words("if you don't,") ? 'unpaid' : null;
    if (!which) break;
    const change = enteringChange(s);
    if (!change) return null;
    if (which === 'paid') paid = change;
    else unpaid = change;
    if (!s.symbol('.') || s.restIsEmpty()) break;
  }
  if (paid === null && unpaid === null) return s.expected("'If you do, …' or 'If you don't, …'");
  if (!s.restIsEmpty()) return s.expected('the end of the line');
  return [
    {
      kind: 'static',
      line: line.line,
      text: line.text,
      effect: { kind: 'asEntersPay', costs, paid: paid ?? AS_USUAL, unpaid: unpaid ?? AS_USUAL },
    },
  ];
}

/** "~ enters the battlefield tapped", "it enters the battlefield with a +1/+1 counter on it" (614.1c). */
function enteringChange(s: Scanner): EnteringChange | null {
  if (!(s.symbol('~') || s.words('it')) || !s.words('enters')) return s.expected("'~ enters the battlefield …'");
  s.words('the battlefield');
  const tapped = s.words('tapped');
  const counters = [];
  if (s.words('with')) {
    const found = enteringCounters(s);
    if (!found) return null;
    counters.push(found);
  }
  if (!tapped && counters.length === 0) return s.expected("'tapped' or 'with' and its counters");
  return { tapped, counters };
}
