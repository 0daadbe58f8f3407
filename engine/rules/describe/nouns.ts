import type { CardType, Noun } from '../../templates/card-template.js';
import { typesOf } from '../state/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';

/** The nouns that are card types: the object must have the type (205.2a). */
const TYPE_NOUNS: Readonly<Partial<Record<Noun, CardType>>> = {
  creature: 'creature',
  artifact: 'artifact',
  enchantment: 'enchantment',
  land: 'land',
  planeswalker: 'planeswalker',
  battle: 'battle',
};

/**
 * Whether an object is what a noun names. Zones: "permanent" is on the battlefield (110.1), "spell" on the stack
 * (112.1), "card" in any other zone (108.1 — cards on the battlefield and stack are permanents and spells); a
 * card-type noun is on the battlefield unless a zone quality says where (`zoned`), as "creature card in your
 * graveyard" does. "source" is 120.7's. "any" is 115.4's creature, planeswalker or battle (players are matched elsewhere).
 */
export function objectIsNoun(object: GameObject, noun: Noun, zoned: boolean, state?: GameState): boolean {
  const zone = object.zone.zone;
  // Layer 4 (613.1d): a land that became a creature is a creature.
  const types = typesOf(object, state);
  switch (noun) {
    case 'player':
      return false;
    case 'permanent':
      return zone === 'battlefield';
    case 'spell':
      return zone === 'stack';
    case 'card':
      return zone !== 'battlefield' && zone !== 'stack';
    case 'source':
      // 120.7, 609.7c: any object that can have dealt damage, also a spell already in its graveyard as its damage
      // triggers; hidden cards are none. What a player may choose is narrower (sourceChoices, 609.7a).
      return zone !== 'library' && zone !== 'hand';
    case 'any':
      return (
        zone === 'battlefield' &&
        (types.includes('creature') || types.includes('planeswalker') || types.includes('battle'))
      );
    default: {
      const type = TYPE_NOUNS[noun] as CardType;
      return types.includes(type) && (zoned || zone === 'battlefield');
    }
  }
}

/** Players are "player" and "any target" (115.4). */
export function playerIsNoun(noun: Noun): boolean {
  return noun === 'player' || noun === 'any';
}
