import type { Ability, CardTemplate } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import { newId } from './ids.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * Emblems (114): objects in a player's command zone (408.2) with abilities and no other characteristics (114.3),
 * owned and controlled by the player who got one (114.2, 109.4c). Their abilities function there (114.4): static
 * abilities apply (continuous/static-abilities.ts) and triggered abilities trigger (triggers/match.ts). Neither a
 * card nor a permanent (114.5): no description matches one, nothing targets, moves or destroys one, and it never
 * leaves the command zone (408.1).
 */

/**
 * What an emblem with these abilities is: no name, mana cost, color, types, power, toughness or loyalty (114.3).
 * `name` is only what displays call it ("Emblem"); no rule reads an emblem's name (it is never a permanent, so the
 * legend rule doesn't look at it, and no text names one).
 */
export function emblemTemplate(abilities: readonly Ability[]): CardTemplate {
  return {
    name: EMBLEM_NAME,
    manaCost: null,
    colors: [],
    colorIndicator: null,
    supertypes: [],
    types: [],
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    abilities,
    layout: 'normal',
    faces: [],
    unknownLines: [],
  };
}

/** What the tester and the scenario runner call an emblem. */
export const EMBLEM_NAME = 'Emblem';

/**
 * 114.2: `player` gets an emblem with `abilities`: a new object at the end of their command zone, with the
 * timestamp "now" (613.7d: it entered a zone), which its static abilities' effects take (613.7a). Emits
 * emblemCreated. Returns its id.
 */
export function createEmblem(tx: Transaction, player: PlayerId, abilities: readonly Ability[]): ObjectId {
  const object: GameObject = {
    id: newId(tx, 'c'),
    template: emblemTemplate(abilities),
    owner: player,
    controller: player,
    zone: { player, zone: 'command' },
    token: false,
    tapped: false,
    damage: 0,
    deathtouched: false,
    counters: {},
    controlledSince: tx.state.turn.number,
    canBlockAdditional: 0,
    attachedTo: null,
    timestamp: tx.state.nextId,
  };
  tx.apply({ kind: 'create', object, index: -1 });
  tx.emit({ type: 'emblemCreated', object: object.id, player });
  return object.id;
}

/**
 * Whether an object is an emblem: in the command zone (408.2) with no card type (114.3) — plane, phenomenon and
 * scheme cards are there too (rules/ops/command-cards.ts).
 */
export function isEmblem(object: GameObject): boolean {
  return object.zone.zone === 'command' && object.template.types.length === 0;
}

/** A player's emblems, oldest first. */
export function emblemsOf(state: GameState, player: PlayerId): readonly GameObject[] {
  const ids = state.players[player]?.zones.command ?? [];
  return ids.map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined && isEmblem(o));
}

/** An emblem's abilities as written ("Creatures you control get +1/+1."), one after the other, for displays. */
export function emblemText(state: GameState, id: ObjectId): string {
  const o = state.objects[id];
  return o ? o.template.abilities.map((a) => a.text).join(' ') : id;
}
