import { describe, expect, it } from 'vitest';
import type { CardTemplate, Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import type { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { basicLand, card, creature } from '../test-support/templates.js';
import { choosersInTurnOrder } from './others-choose.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

/** 608.2d, 101.4: choices made by players other than the controller, in APNAP order. */
const effectsOf = (c: CardTemplate): readonly Effect[] => {
  const a = c.abilities[0];
  return a && 'effects' in a ? a.effects : [];
};
const names = (tx: Transaction, p: string, zone: 'hand' | 'graveyard' | 'battlefield' | 'library') =>
  tx.state.players[p]?.zones[zone].map((id) => tx.state.objects[id]?.template.name);

describe('another player may … (608.2d)', () => {
  const phelddagrif = cardFromText('Phelddagrif', '{1}{G}{W}{U}', 'Target opponent may draw a card.', ['sorcery']);

  it('"Target opponent may draw a card.": the target answers, and draws', () => {
    const state = setupState({ players: [{ battlefield: [phelddagrif] }, { library: [card('L2')] }] });
    const source = idOf(state, 'Phelddagrif');
    const yes = run(state, effectsOf(phelddagrif), { source, targets: ['p2'] });
    expect(names(yes, 'p2', 'hand')).toEqual(['L2']);
    const no = run(state, effectsOf(phelddagrif), { source, targets: ['p2'], answers: { may: [false] } });
    expect(names(no, 'p2', 'hand')).toEqual([]);
  });

  it('"each player may search …": each in APNAP order, each their own library', () => {
    const wayfinder = cardFromText(
      'Wayfinder',
      '{3}{G}',
      'Each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle their library.',
      ['sorcery'],
    );
    const state = setupState({
      players: [{ battlefield: [wayfinder], library: [basicLand('Forest')] }, { library: [basicLand('Island')] }],
    });
    const source = idOf(state, 'Wayfinder');
    const both = run(state, effectsOf(wayfinder), { source });
    expect(names(both, 'p1', 'hand')).toEqual(['Forest']);
    expect(names(both, 'p2', 'hand')).toEqual(['Island']);
    // The first answer is the active player's (p1), the second p2's.
    const second = run(state, effectsOf(wayfinder), { source, answers: { may: [false, true] } });
    expect(names(second, 'p1', 'hand')).toEqual([]);
    expect(names(second, 'p2', 'hand')).toEqual(['Island']);
  });

  it('"Any player may sacrifice a land. If a player does, …": the chooser pays; the first who does is the only one', () => {
    const wurm = cardFromText(
      'Wurm',
      '{3}{G}',
      "Any player may sacrifice a land. If a player does, put Wurm on top of its owner's library.",
      ['sorcery'],
    );
    const wurmCreature = creature('Wurm', '{3}{G}', '6/6');
    const state = setupState({
      players: [
        { battlefield: [{ ...wurmCreature, abilities: wurm.abilities }, basicLand('Forest')] },
        { battlefield: [basicLand('Island')] },
      ],
    });
    const source = idOf(state, 'Wurm');
    // p1 declines, p2 sacrifices their Island: the Wurm goes on top of p1's library.
    const tx = run(state, effectsOf(wurm), { source, answers: { may: [false, true] } });
    expect(names(tx, 'p2', 'graveyard')).toEqual(['Island']);
    expect(names(tx, 'p1', 'battlefield')).toEqual(['Forest']);
    expect(names(tx, 'p1', 'library')).toEqual(['Wurm']);
    // Both say yes: only p1 (the active player, asked first) sacrifices.
    const first = run(state, effectsOf(wurm), { source, answers: { may: [true, true] } });
    expect(names(first, 'p1', 'graveyard')).toEqual(['Forest']);
    expect(names(first, 'p2', 'battlefield')).toEqual(['Island']);
    // No one does: the Wurm stays.
    const none = run(state, effectsOf(wurm), { source, answers: { may: [false, false] } });
    expect(names(none, 'p1', 'battlefield')).toEqual(['Wurm', 'Forest']);
  });

  it('a cost the chooser can\'t pay is not done: "If no one does, …" (118.3, 118.12)', () => {
    const browbeat = cardFromText(
      'Browbeat',
      '{2}{R}',
      'Any player may pay 30 life. If no one does, target player draws three cards.',
      ['sorcery'],
    );
    const state = setupState({
      players: [{ battlefield: [browbeat], library: [card('A'), card('B'), card('C')] }, {}],
    });
    const tx = run(state, effectsOf(browbeat), { source: idOf(state, 'Browbeat'), targets: ['p1'] });
    expect(tx.state.players.p1?.life).toBe(20);
    expect(names(tx, 'p1', 'hand')).toHaveLength(3);
  });

  it('"Any player may have ~ deal 5 damage to them.": "them" is the chooser', () => {
    const browbeat = cardFromText(
      'Browbeat',
      '{2}{R}',
      'Any player may have Browbeat deal 5 damage to them. If no one does, target player draws three cards.',
      ['sorcery'],
    );
    const state = setupState({ players: [{ battlefield: [browbeat], library: [card('A')] }, {}] });
    const tx = run(state, effectsOf(browbeat), {
      source: idOf(state, 'Browbeat'),
      targets: ['p1'],
      answers: { may: [false, true] },
    });
    expect(tx.state.players.p2?.life).toBe(15);
    expect(tx.state.players.p1?.life).toBe(20);
    expect(names(tx, 'p1', 'hand')).toEqual([]);
  });

  it('"If that player doesn\'t, they lose 5 life": the chooser is "they"', () => {
    const tombs = cardFromText(
      'Tombs',
      '{1}{B}',
      "Target opponent may sacrifice a creature. If that player doesn't, they lose 5 life and you gain 1 life.",
      ['sorcery'],
    );
    const state = setupState({
      players: [{ battlefield: [tombs] }, { battlefield: [creature('Bear', '{1}{G}', '2/2')] }],
    });
    const source = idOf(state, 'Tombs');
    const paid = run(state, effectsOf(tombs), { source, targets: ['p2'] });
    expect(names(paid, 'p2', 'graveyard')).toEqual(['Bear']);
    expect(paid.state.players.p2?.life).toBe(20);
    const declined = run(state, effectsOf(tombs), { source, targets: ['p2'], answers: { may: [false] } });
    expect(declined.state.players.p2?.life).toBe(15);
    expect(declined.state.players.p1?.life).toBe(21);
  });

  it('"For each opponent who does, …": once for each', () => {
    const tempt = cardFromText(
      'Tempt',
      '{3}{R}',
      'Each opponent may gain 1 life. For each opponent who does, you gain 3 life.',
      ['sorcery'],
    );
    const state = setupState({ players: [{ battlefield: [tempt] }, {}, {}] });
    const source = idOf(state, 'Tempt');
    const tx = run(state, effectsOf(tempt), { source, answers: { may: [true, false] } });
    expect(tx.state.players.p2?.life).toBe(21);
    expect(tx.state.players.p3?.life).toBe(20);
    expect(tx.state.players.p1?.life).toBe(23);
    const both = run(state, effectsOf(tempt), { source });
    expect(both.state.players.p1?.life).toBe(26);
  });

  it('APNAP order starts with the active player (101.4)', () => {
    const state = setupState({ players: [{}, {}, {}] });
    const p2Turn = { ...state, turn: { ...state.turn, activePlayer: 'p2' } };
    expect(choosersInTurnOrder(p2Turn, ['p1', 'p2', 'p3'])).toEqual(['p2', 'p3', 'p1']);
  });
});
