import { describe, expect, it } from 'vitest';
import type { CardTemplate, Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import type { Transaction } from '../state/transaction.js';
import { powerOf } from '../state/characteristics.js';
import type { GameObject } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

/**
 * 118.12: "[Do something]. If you do / don't / can't, [effect]." and "You may [do something]. …": the action is a
 * cost paid as the ability resolves; "If you do" asks whether it was paid, "If you don't" / "Otherwise" whether not.
 */
const effectsOf = (c: CardTemplate): readonly Effect[] => {
  const a = c.abilities[0];
  return a && 'effects' in a ? a.effects : [];
};
const names = (tx: Transaction, p: string, zone: 'hand' | 'graveyard' | 'battlefield' | 'exile') =>
  tx.state.players[p]?.zones[zone].map((id) => tx.state.objects[id]?.template.name);

describe('costs paid as an effect resolves (118.12)', () => {
  const trader = cardFromText(
    'Trader',
    '{2}',
    "At the beginning of your upkeep, you may sacrifice a creature. If you do, draw a card. If you don't, you lose 3 life.",
    ['creature'],
    '1/1',
  );
  const bear = creature('Bear', '{1}{G}', '2/2');
  const food = card('Food', { types: ['artifact'], subtypes: ['Food'] });

  it('"you may sacrifice a creature. If you do, …": the answered creature is sacrificed, then the rest', () => {
    const state = setupState({ players: [{ library: [card('L')], battlefield: [trader, bear] }, {}] });
    const tx = run(state, effectsOf(trader), {
      source: idOf(state, 'Trader'),
      answers: { cards: [idOf(state, 'Bear')] },
    });
    expect(names(tx, 'p1', 'graveyard')).toEqual(['Bear']);
    expect(names(tx, 'p1', 'hand')).toEqual(['L']);
    expect(tx.state.players.p1?.life).toBe(20);
    expect(tx.events.map((e) => e.event.type)).toContain('sacrificed');
  });

  it('by default the source is sacrificed last', () => {
    const state = setupState({ players: [{ library: [card('L')], battlefield: [bear, trader] }, {}] });
    const tx = run(state, effectsOf(trader), { source: idOf(state, 'Trader') });
    expect(names(tx, 'p1', 'graveyard')).toEqual(['Bear']);
  });

  it('"If you don\'t, …": declined, or not possible', () => {
    const state = setupState({ players: [{ library: [card('L')], battlefield: [trader, bear] }, {}] });
    const declined = run(state, effectsOf(trader), { source: idOf(state, 'Trader'), answers: { may: [false] } });
    expect(declined.state.players.p1?.life).toBe(17);
    expect(names(declined, 'p1', 'graveyard')).toEqual([]);
    const alone = setupState({
      players: [{ library: [card('L')], battlefield: [card('Rock', { types: ['artifact'] })] }, {}],
    });
    const rock = idOf(alone, 'Rock');
    const trader2 = cardFromText(
      'Trader',
      '{2}',
      "At the beginning of your upkeep, you may sacrifice a creature. If you do, draw a card. If you don't, you lose 3 life.",
      ['artifact'],
    );
    const tx = run(alone, effectsOf(trader2), { source: rock });
    expect(tx.state.players.p1?.life).toBe(17);
    expect(names(tx, 'p1', 'hand')).toEqual([]);
  });

  it('"Sacrifice a creature. If you can\'t, sacrifice ~." (a cost the text orders)', () => {
    const demon = cardFromText(
      'Demon',
      '{B}',
      "At the beginning of your upkeep, sacrifice another creature. If you can't, sacrifice ~.",
      ['creature'],
      '6/6',
    );
    const withBear = setupState({ players: [{ battlefield: [demon, bear] }, {}] });
    const tx = run(withBear, effectsOf(demon), { source: idOf(withBear, 'Demon'), answers: { may: [false] } });
    expect(names(tx, 'p1', 'graveyard')).toEqual(['Bear']);
    const alone = setupState({ players: [{ battlefield: [demon] }, {}] });
    expect(names(run(alone, effectsOf(demon), { source: idOf(alone, 'Demon') }), 'p1', 'graveyard')).toEqual(['Demon']);
  });

  it('"Exile a creature card from your graveyard. If you do, … Otherwise, sacrifice it."', () => {
    const eater = cardFromText(
      'Eater',
      '{B}',
      'At the beginning of your upkeep, exile a creature card from your graveyard. If you do, put a +1/+1 counter on ~. Otherwise, sacrifice it.',
      ['creature'],
      '1/1',
    );
    const fed = setupState({ players: [{ graveyard: [bear], battlefield: [eater] }, {}] });
    const id = idOf(fed, 'Eater');
    const tx = run(fed, effectsOf(eater), { source: id });
    expect(names(tx, 'p1', 'exile')).toEqual(['Bear']);
    expect(tx.state.objects[id]?.counters['+1/+1']).toBe(1);
    const hungry = setupState({ players: [{ battlefield: [eater] }, {}] });
    expect(names(run(hungry, effectsOf(eater), { source: idOf(hungry, 'Eater') }), 'p1', 'graveyard')).toEqual([
      'Eater',
    ]);
  });

  it('"you may reveal a Dinosaur card from your hand": the card stays in the hand, and is revealed', () => {
    const lord = cardFromText(
      'Lord',
      '{G}',
      'At the beginning of your upkeep, you may reveal a Dinosaur card from your hand. If you do, you gain 2 life.',
      ['creature'],
      '1/1',
    );
    const dino = creature('Dino', '{G}', '3/3');
    const withDino = setupState({
      players: [{ hand: [{ ...dino, subtypes: ['Dinosaur'] }, card('Other')], battlefield: [lord] }, {}],
    });
    const tx = run(withDino, effectsOf(lord), { source: idOf(withDino, 'Lord') });
    expect(tx.state.players.p1?.life).toBe(22);
    expect(names(tx, 'p1', 'hand')).toEqual(['Dino', 'Other']);
    expect(tx.events.map((e) => e.event)).toContainEqual({
      type: 'revealed',
      player: 'p1',
      cards: [idOf(withDino, 'Dino')],
    });
    const without = setupState({ players: [{ hand: [card('Other')], battlefield: [lord] }, {}] });
    expect(run(without, effectsOf(lord), { source: idOf(without, 'Lord') }).state.players.p1?.life).toBe(20);
  });

  it('"Otherwise, that creature …": the target named in the skipped sentence', () => {
    const feast = cardFromText(
      'Feast',
      '{G}',
      'You may sacrifice a Food. If you do, target creature gets +5/+5 until end of turn. Otherwise, that creature gets +3/+3 until end of turn.',
      ['instant'],
    );
    const state = setupState({ players: [{ battlefield: [bear] }, {}] });
    const target = idOf(state, 'Bear');
    const tx = run(state, effectsOf(feast), { source: target, targets: [target] });
    expect(powerOf(tx.state.objects[target] as GameObject, tx.state)).toBe(5);
    const fed = setupState({ players: [{ battlefield: [bear, food] }, {}] });
    const bearId = idOf(fed, 'Bear');
    const paid = run(fed, effectsOf(feast), { source: bearId, targets: [bearId] });
    expect(powerOf(paid.state.objects[bearId] as GameObject, paid.state)).toBe(7);
  });
});
