import type { Ability } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';
import type { AbilityLine, AbilityParser } from './ability-parser.js';
import { keywordAbility } from './keyword-meaning.js';
import { triggeredParser } from './triggered.js';

/**
 * 702.62a: "Suspend N—[cost]" is three abilities. The first is the special action (116.2f) of a card in its owner's
 * hand: pay [cost] and exile it with N time counters on it (`suspend`, rules/actions/suspend.ts). The other two work
 * in exile (`zone: 'exile'`): "At the beginning of your upkeep, if this card is suspended, remove a time counter from
 * it." (702.62b: suspended is in exile with a time counter on it; read by the grammar) and "When the last time counter
 * is removed from this card, if it's exiled, play it without paying its mana cost if able. … If you cast a creature
 * spell this way, it gains haste until you lose control of the spell or the permanent it becomes." (`castWithoutPaying`
 * with `suspend`: no sentence of the grammar says "if able").
 */
const upkeep = keywordAbility(
  'suspend',
  triggeredParser,
  'At the beginning of your upkeep, if ~ has a time counter on it, remove a time counter from ~.',
);
const lastRemoved = keywordAbility(
  'suspend',
  triggeredParser,
  'When the last time counter is removed from ~, draw a card.',
);

function inExile(ability: Ability): Ability {
  return ability.kind === 'triggered' ? { ...ability, zone: 'exile' } : ability;
}

function castWhenLastRemoved(line: AbilityLine): Ability {
  const trigger = lastRemoved(line);
  if (trigger.kind !== 'triggered') return trigger;
  return { ...trigger, effects: [{ kind: 'castWithoutPaying', what: { kind: 'self' }, suspend: true }], zone: 'exile' };
}

/** "Suspend 4—{1}{R}" (the sample also writes "Suspend 4- {G}"); "Suspend X—{X}{3}{R}. X can't be 0." is not read. */
export const suspendParser: AbilityParser = {
  id: 'suspend',
  examples: ['Suspend 4—{1}{R}'],
  parse(s, line) {
    if (s.peekWord() !== 'suspend' || !s.words('suspend')) return null;
    const count = amount(s);
    if (count?.kind !== 'fixed' || count.value < 1) return s.expected("the number of time counters, as in 'Suspend 4'");
    if (!(s.symbol('—') || s.symbol('-'))) return s.expected("a dash and the suspend cost, as in 'Suspend 4—{1}{R}'");
    const mana = manaSymbols(s);
    if (!mana) return s.expected("the suspend cost, as in 'Suspend 4—{1}{R}'");
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line after the suspend cost');
    return [
      { kind: 'suspend', line: line.line, text: line.text, count: count.value, costs: [{ kind: 'mana', mana }] },
      inExile(upkeep(line)),
      castWhenLastRemoved(line),
    ];
  },
};
