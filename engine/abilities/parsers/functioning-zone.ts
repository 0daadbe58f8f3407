import type { ActivationRestriction, Condition, Cost, Effect, TriggerEvent } from '../../templates/card-template.js';
import { statesGraveyard } from '../grammar/condition.js';

/**
 * Where an ability of a card functions, decided from its text (113.6). Abilities of permanents work on the
 * battlefield; these are the ones that work from their owner's graveyard instead:
 * - 113.6m: its effect moves the card out of the graveyard ("Return ~ from your graveyard to your hand."), unless a
 *   cost or the trigger condition put it there first ("Sacrifice ~: …", "When ~ dies, …": those work where the card
 *   was, and the move reads the card where it went).
 * - 113.6b: its intervening "if" states the zone ("if ~ is in your graveyard").
 * An activated ability with the cost "Discard ~" works from its owner's hand (channel, 113.6).
 */

/** Whether `effects` (any depth: "you may pay {1}. If you do, return ~ …") move the card out of its graveyard. */
export function movesSelfOutOfGraveyard(effects: readonly Effect[]): boolean {
  return effects.some(
    (e) => (e.kind === 'changeZone' && e.from === 'graveyard') || nested(e).some(movesSelfOutOfGraveyard),
  );
}

/** The effect lists inside an effect ("you may …", modes, "unless", conditions). */
function nested(effect: Effect): (readonly Effect[])[] {
  const lists: (readonly Effect[])[] = [];
  for (const value of Object.values(effect) as unknown[]) {
    if (!Array.isArray(value)) continue;
    if (value.every(isEffect)) lists.push(value as Effect[]);
    // modes: [{ effects }]
    for (const item of value) {
      if (typeof item === 'object' && item !== null && 'effects' in item) {
        const effects = (item as { effects: unknown }).effects;
        if (Array.isArray(effects)) lists.push(effects as Effect[]);
      }
    }
  }
  return lists;
}

function isEffect(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/**
 * 113.6b: "Activate only if ~ is in your graveyard."; 113.6m: the activated ability moves the card out of the
 * graveyard, unless a cost puts it there ("Sacrifice ~").
 */
export function activatedZone(
  costs: readonly Cost[],
  effects: readonly Effect[],
  restrictions: readonly ActivationRestriction[],
): 'graveyard' | 'hand' | null {
  if (restrictions.some((r) => r.kind === 'condition' && statesGraveyard(r.condition))) return 'graveyard';
  // 113.6, 702.29a: "Discard ~" can be paid only with the card in its owner's hand (channel: "{1}{G}, Discard ~: …").
  if (costs.some((c) => c.kind === 'discardSelf')) return 'hand';
  // 702.128a, 702.97a: "Exile ~ from your graveyard" only from there (embalm, scavenge).
  if (costs.some((c) => c.kind === 'exileSelf')) return 'graveyard';
  if (costs.some((c) => c.kind === 'sacrificeSelf' || c.kind === 'returnSelfToHand')) {
    return null;
  }
  return movesSelfOutOfGraveyard(effects) ? 'graveyard' : null;
}

/** 113.6b, 113.6m: the triggered ability works from the graveyard; 113.6k: "When you cast ~" from the stack. */
export function triggeredZone(
  event: TriggerEvent,
  condition: Condition | null,
  effects: readonly Effect[],
): 'graveyard' | 'stack' | null {
  // 113.6k, 601.2i: "When you cast ~" can trigger only from the stack.
  if (event.kind === 'castSpell' && event.self === true) return 'stack';
  if (condition !== null && statesGraveyard(condition)) return 'graveyard';
  // "When ~ dies, return it …" / "When ~ is put into a graveyard": its own zone change puts it there (603.6); "When
  // enchanted creature dies, return ~ from your graveyard …": an Aura's, from the battlefield (113.6m).
  if (event.kind === 'zoneChange' && (event.what.kind === 'self' || event.what.kind === 'attached')) return null;
  return movesSelfOutOfGraveyard(effects) ? 'graveyard' : null;
}
