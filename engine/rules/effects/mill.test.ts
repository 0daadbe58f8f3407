import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import { idOf } from '../test-support/find.js';
import { card, creature, fixed, X } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

const you: Subject = { kind: 'you' };
const eachOpponent: Subject = {
  kind: 'each',
  description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
};
const mill = (who: Subject, amount = fixed(2)): Effect => ({ kind: 'mill', who, amount });

// Libraries are listed bottom → top: p1's top card is C, p2 has one card.
const state = setupState({
  players: [
    { library: [card('A'), card('B'), card('C')], battlefield: [creature('Source', '{U}', '1/1')] },
    { library: [card('Only')] },
  ],
});
const source = idOf(state, 'Source');
const names = (tx: ReturnType<typeof run>, p: string, zone: 'library' | 'graveyard') =>
  tx.state.players[p]?.zones[zone].map((id) => tx.state.objects[id]?.template.name);

describe('mill (701.13a): the top N cards of the library into the graveyard', () => {
  it('top card first, so the graveyard’s newest card was the deepest milled', () => {
    const tx = run(state, [mill(you)], { source });
    expect(names(tx, 'p1', 'library')).toEqual(['A']);
    expect(names(tx, 'p1', 'graveyard')).toEqual(['C', 'B']);
  });

  it('one card milled is "that card" afterwards (608.2c): "… where X is that card\'s converted mana cost"', () => {
    const priced = setupState({
      players: [
        { library: [card('A'), card('Pricey', { cost: '{5}' })], battlefield: [creature('Source', '{U}', '1/1')] },
        {},
      ],
    });
    const gain: Effect = {
      kind: 'gainLife',
      who: you,
      amount: { kind: 'property', property: 'manaValue', of: { kind: 'it' } },
    };
    const tx = run(priced, [mill(you, fixed(1)), gain], { source: idOf(priced, 'Source') });
    expect(tx.state.players.p1?.life).toBe(25);
  });

  it('X cards, for each opponent; with fewer cards, as many as possible (701.13b)', () => {
    const tx = run(state, [mill(eachOpponent, X)], { source, x: 3 });
    expect(names(tx, 'p2', 'graveyard')).toEqual(['Only']);
    expect(names(tx, 'p1', 'graveyard')).toEqual([]);
  });

  it('milling from an empty library is not drawing: no loss (704.5b)', () => {
    const emptied = run(state, [mill(eachOpponent, fixed(5))], { source });
    const again = run(emptied.state, [mill(eachOpponent, fixed(1))], { source });
    runStateBasedActions(again);
    expect(again.state.players.p2?.lost).toBe(false);
  });
});

describe('mill in a game, from parsed Oracle text', () => {
  it('"Target player mills two cards." and the old "puts the top two cards … into their graveyard"', () => {
    const glimpse = cardFromText('Glimpse', '{U}', 'Target player mills two cards.');
    const tome = cardFromText(
      'Tome',
      '{1}',
      '{T}: Target player puts the top two cards of their library into their graveyard.',
      ['artifact'],
    );
    const game = setupGame({
      players: [
        { hand: [glimpse], pool: { U: 1 }, battlefield: [tome] },
        { library: [card('A'), card('B'), card('C'), card('D'), card('E')] },
      ],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Glimpse'), targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    const grave = () => game.state.players.p2?.zones.graveyard.map((id) => game.state.objects[id]?.template.name);
    expect(grave()).toEqual(['E', 'D']);
    expect(
      game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Tome'), ability: 0, targets: ['p2'] }).ok,
    ).toBe(true);
    game.perform({ type: 'resolve' });
    expect(grave()).toEqual(['E', 'D', 'C', 'B']);
  });
});
