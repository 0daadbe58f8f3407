import type { Condition, TriggerEvent } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { abilityEffects } from './modal.js';
import { condition } from '../grammar/condition.js';
import { hasDescribedX } from '../grammar/description.js';
import { stepTrigger, triggerEvent } from '../grammar/trigger.js';
import type { AbilityParser } from './ability-parser.js';
import { triggeredZone } from './functioning-zone.js';

/**
 * Triggered abilities (603.1): "When/Whenever [event], [effect]" and "At [beginning of a step], [effect]", with an
 * optional intervening "if" clause right after the comma (603.4).
 */
export const triggeredParser: AbilityParser = {
  id: 'triggered',
  examples: [
    'When ~ enters the battlefield, draw a card.',
    'Whenever ~ deals combat damage to a player, that player discards a card.',
    'At the beginning of your upkeep, you lose 1 life.',
  ],
  parse(s, line) {
    const event = triggerWords(s);
    if (!event) return null;
    if (!s.symbol(',')) {
      s.expected("',' after the trigger condition");
      return null;
    }
    const intervening = interveningIf(s);
    s.batch = isBatch(event);
    s.thatPlayer = namesPlayer(event);
    s.tappedForMana = event.kind === 'tappedForMana';
    const effects = abilityEffects(s, line, false);
    s.batch = false;
    s.thatPlayer = false;
    s.tappedForMana = false;
    if (!effects) return null;
    // 605.4a: a triggered mana ability resolves at once, with no one asked which mana ("one mana of any color").
    if (event.kind === 'tappedForMana' && effects.some((e) => e.kind === 'addMana' && e.options.length > 1)) {
      s.expected(
        'mana without a choice (a triggered mana ability resolves at once, 605.4a), such as an additional {G}',
      );
      return null;
    }
    if (hasDescribedX(effects)) {
      s.expected('an X announced as a spell is cast or an ability activated (107.3a), not by a triggered ability');
      return null;
    }
    // 113.6b, 113.6m: "if ~ is in your graveyard", "return ~ from your graveyard": it triggers only from there.
    const zone = triggeredZone(event, intervening, effects);
    return [
      {
        kind: 'triggered',
        line: line.line,
        text: line.text,
        trigger: { event, condition: intervening },
        effects,
        ...(zone ? { zone } : {}),
      },
    ];
  },
};

/** 603.2c: a trigger on a batch of objects ("one or more creatures you control attack"). */
function isBatch(event: TriggerEvent): boolean {
  return (event.kind === 'attacks' || event.kind === 'dealsDamage') && event.batch === true;
}

/**
 * Whether the event is about one player, the one "that player" then means (rules/triggers/match.ts gives it as the
 * trigger's player): the player dealt damage, the player who cast the spell, gained life or drew the card, the
 * player whose step begins, the controller of the spell or ability that targeted.
 */
function namesPlayer(event: TriggerEvent): boolean {
  switch (event.kind) {
    case 'dealsDamage':
      return event.to !== null && event.to.nouns.every((n) => n === 'player');
    case 'castSpell':
    case 'gainLife':
    case 'draws':
    case 'beginningOfStep':
    case 'becomesTarget':
      return true;
    default:
      return false;
  }
}

function triggerWords(s: Scanner): TriggerEvent | null {
  if (s.words('whenever') || s.words('when')) {
    const event = triggerEvent(s);
    if (!event) s.expected("what triggers it, such as '~ enters the battlefield' or 'a creature dies'");
    return event;
  }
  if (s.words('at')) {
    const event = stepTrigger(s);
    if (!event) s.expected("'the beginning of' a step, such as 'the beginning of your upkeep'");
    return event;
  }
  return null;
}

/** "if you control an artifact," right after the trigger (603.4). */
function interveningIf(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('if')) return null;
  const found = condition(s);
  if (found && s.symbol(',')) return found;
  s.reset(save);
  return null;
}
