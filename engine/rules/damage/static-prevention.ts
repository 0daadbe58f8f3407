import type { CardTemplate, PreventionParty, StaticPrevention } from '../../templates/card-template.js';
import { hasPrintedAbilities } from '../state/characteristics.js';
import { matchesDescription } from '../describe/matches.js';
import { battlefield } from '../state/queries.js';
import type { GameObject, GameState } from '../state/types.js';
import type { DamageEvent } from './deal-damage.js';

/**
 * 615.1a, 611.3b: the permanent whose static ability prevents this damage ("Prevent all damage that would be dealt
 * to ~ by creatures."), or null. Such an effect applies while its source is on the battlefield and has the ability
 * (an effect that takes all its abilities, a resolved one or an Aura's, ends it: 613.1f); what it covers is seen as the damage is about to be dealt.
 */
export function staticPreventionOf(state: GameState, damage: DamageEvent): GameObject | null {
  for (const source of battlefield(state)) {
    const preventions = preventionsOf(source.template);
    if (preventions.length === 0 || !hasPrintedAbilities(source, state)) continue;
    if (preventions.some((p) => watches(state, source, p, damage))) return source;
  }
  return null;
}

/** A template's static preventions, found once per template: damage events ask for every permanent's. */
const PREVENTIONS = new WeakMap<CardTemplate, readonly StaticPrevention[]>();
function preventionsOf(template: CardTemplate): readonly StaticPrevention[] {
  let found = PREVENTIONS.get(template);
  if (!found) {
    found = template.abilities.flatMap((a) =>
      a.kind === 'static' && a.effect.kind === 'preventDamage' ? [a.effect] : [],
    );
    PREVENTIONS.set(template, found);
  }
  return found;
}

/**
 * Whether damage is the event a static prevention or replacement watches (`damage`, `to`, `by`), each party seen
 * from the source as the damage is about to be dealt.
 */
export function watches(
  state: GameState,
  source: GameObject,
  prevention: Pick<StaticPrevention, 'damage' | 'to' | 'by'>,
  damage: DamageEvent,
): boolean {
  if (prevention.damage === 'combat' && !damage.combat) return false;
  if (prevention.damage === 'noncombat' && damage.combat) return false;
  return names(state, source, prevention.to, damage.to) && names(state, source, prevention.by, damage.source);
}

/** Whether `id` (a player or an object) is one of `parties`, seen from the source; null names anything. */
function names(state: GameState, source: GameObject, parties: readonly PreventionParty[] | null, id: string): boolean {
  if (parties === null) return true;
  return parties.some((party) => {
    switch (party.kind) {
      case 'you':
        return id === source.controller;
      case 'self':
        return id === source.id;
      case 'attached':
        return (
          source.attachedTo === id &&
          matchesDescription(state, id, party.description, { controller: source.controller, source: source.id })
        );
      case 'each':
        return matchesDescription(state, id, party.description, { controller: source.controller, source: source.id });
    }
  });
}
