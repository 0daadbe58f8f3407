import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { createToken } from '../ops/tokens.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import type { TokenSpec } from '../../templates/card-template.js';
import { card, creature } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';

// Real wordings from the sample: Rest in Peace, Leyline of the Void, Nissa's Chosen, Darksteel Colossus.
const rest = cardFromText(
  'Rest in Peace',
  '{1}{W}',
  'If a card or token would be put into a graveyard from anywhere, exile it instead.',
  ['enchantment'],
);
const leyline = cardFromText(
  'Leyline of the Void',
  '{2}{B}{B}',
  "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
  ['enchantment'],
);
const chosen = cardFromText(
  "Nissa's Chosen",
  '{G}{G}',
  "If Nissa's Chosen would die, put it on the bottom of its owner's library instead.",
  ['creature'],
  '2/3',
);
const colossus = card('Darksteel Colossus', {
  cost: '{11}',
  types: ['artifact', 'creature'],
  pt: '11/11',
  abilities: parseAbilityText(
    "If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.",
    1,
    ['Darksteel Colossus'],
  ).abilities,
});
const bear = creature('Bear', '{1}{G}', '2/2');
const soldier: TokenSpec = {
  name: 'Soldier Token',
  power: 1,
  toughness: 1,
  colors: ['W'],
  supertypes: [],
  types: ['creature'],
  subtypes: ['Soldier'],
  keywords: [],
};
const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(setupGame({ players: [p1, p2] }).state);
const zoneOf = (state: GameState, id: string): string | undefined => state.objects[id]?.zone.zone;
const toGraveyard = (tx: Transaction, id: string): void => {
  moveTo(tx, id, { player: tx.state.objects[id]?.owner ?? 'p1', zone: 'graveyard' });
};

describe('graveyard replacements (614.1a)', () => {
  it('"a card or token … from anywhere, exile it instead": from the battlefield, the hand, a token too', () => {
    // c1 Bear (p1's hand), c2 Rest in Peace, c3 Bear (p2's).
    const tx = board({ hand: [bear], battlefield: [rest] }, { battlefield: [bear] });
    toGraveyard(tx, 'c1');
    toGraveyard(tx, 'c3');
    const token = createToken(tx, 'p2', soldier);
    toGraveyard(tx, token);
    expect(zoneOf(tx.state, 'c1')).toBe('exile');
    expect(zoneOf(tx.state, 'c3')).toBe('exile');
    // 111.7: a token in exile ceases to exist later; it never was in a graveyard.
    expect(tx.state.players.p2?.zones.graveyard).toEqual([]);
  });

  it('"an opponent\'s graveyard": its controller\'s own cards go to the graveyard', () => {
    // c1 Leyline, c2 Bear (p1's), c3 Bear (p2's).
    const tx = board({ battlefield: [leyline, bear] }, { battlefield: [bear] });
    toGraveyard(tx, 'c2');
    toGraveyard(tx, 'c3');
    expect(zoneOf(tx.state, 'c2')).toBe('graveyard');
    expect(zoneOf(tx.state, 'c3')).toBe('exile');
  });

  it('"If ~ would die, put it on the bottom of its owner\'s library instead": only dying, not a discard', () => {
    // c1 Plains (library), c2 Nissa's Chosen (hand), c3 Nissa's Chosen (battlefield).
    const plains = card('Plains', { types: ['land'] });
    const tx = board({ library: [plains], hand: [chosen], battlefield: [chosen] });
    toGraveyard(tx, 'c3');
    expect(tx.state.players.p1?.zones.library).toEqual(['c3', 'c1']);
    toGraveyard(tx, 'c2');
    expect(zoneOf(tx.state, 'c2')).toBe('graveyard');
  });

  it('"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it …": from the hand too, revealed', () => {
    // c1 Darksteel Colossus (hand).
    const tx = board({ hand: [colossus] });
    toGraveyard(tx, 'c1');
    expect(zoneOf(tx.state, 'c1')).toBe('library');
    expect(tx.events.map((e) => e.event.type)).toEqual(['revealed', 'zoneChanged', 'shuffled']);
  });
});
