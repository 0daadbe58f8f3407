import { recordEntered } from '../state/turn-record.js';
import type { Ability, CardTemplate, TokenSpec } from '../../templates/card-template.js';
import { entersTapped } from '../implementations/hooks.js';
import { applyEntersWith, NOT_CAST } from '../replacement/entering.js';
import { createCard } from '../state/create.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * 111.4: the characteristics a token-making effect gives: name, colors, types, subtypes, power/toughness, keyword
 * abilities and abilities in quotes. A token has no mana cost (111.3, so mana value 0) and its colors come from the effect, not
 * from a cost or indicator. Power and toughness are strings like a card's, and only creatures have them (208.3).
 */
export function tokenTemplate(spec: TokenSpec): CardTemplate {
  const creature = spec.types.includes('creature');
  const abilities: Ability[] = [
    ...spec.keywords.map((keyword): Ability => ({ kind: 'keyword', keyword, line: 0, text: keyword })),
    // 111.4: the abilities the effect gives it in quotes (or a predefined token's, 111.10); `~` is the token.
    ...(spec.abilities ?? []),
  ];
  return {
    name: spec.name,
    manaCost: null,
    colors: spec.colors,
    colorIndicator: null,
    supertypes: spec.supertypes,
    types: spec.types,
    subtypes: spec.subtypes,
    power: creature ? String(spec.power) : null,
    toughness: creature ? String(spec.toughness) : null,
    loyalty: null,
    abilities,
    layout: 'normal',
    faces: [],
    unknownLines: [],
  };
}

/**
 * 111.1, 111.2: creates a token on the battlefield, owned and controlled by `player`, summoning sick (302.6: it came
 * under their control this turn). Emits tokenCreated, which triggers treat as entering the battlefield (603.6a).
 */
export function createToken(tx: Transaction, player: PlayerId, spec: TokenSpec, tapped = false): ObjectId {
  return createTokenFrom(tx, player, tokenTemplate(spec), tapped);
}

/**
 * As `createToken`, with the characteristics given whole: a token that's a copy of an object has the copied values
 * as its own (707.2, 111.3), so its `template` is them. 707.5: the copied text's
 * "enters the battlefield with" and "enters tapped" abilities apply as it is created.
 */
export function createTokenFrom(tx: Transaction, player: PlayerId, template: CardTemplate, tapped = false): ObjectId {
  const object = createCard(tx, {
    template,
    owner: player,
    zone: 'battlefield',
    sick: true,
    token: true,
  });
  // 614.1c: a token whose abilities say it enters tapped is created tapped (no tapped event), and with the counters
  // its abilities say (a copy of a card with them, 707.5).
  // "Create a tapped 2/2 black Zombie creature token": created tapped too (110.5b: it enters that way, it doesn't become
  // tapped).
  if (tapped || entersTapped(object, tx.state)) tx.set(['objects', object.id, 'tapped'], false, true);
  applyEntersWith(tx, object, NOT_CAST);
  recordEntered(tx, player, object.id);
  tx.emit({ type: 'tokenCreated', object: object.id, player });
  return object.id;
}
