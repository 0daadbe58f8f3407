import { describe, expect, it } from 'vitest';
import { costChoicesOf, costQuestions, costsComplete, costWanted, toggleCost } from './cost-choices.js';
import { parseCardFile, setupState, type CardTemplate, type Cost } from './engine.js';
import { card } from './test-cards.js';

const template = (text: string): CardTemplate => {
  const parsed = parseCardFile('x.card', text);
  if (!parsed) throw new Error('no card');
  return parsed.card;
};

const costsOf = (t: CardTemplate): readonly Cost[] => {
  const ability = t.abilities[0];
  if (ability?.kind !== 'activated') throw new Error(`not activated: ${ability?.kind ?? 'none'}`);
  return ability.costs;
};

describe('cost choices', () => {
  it('offers only what could pay each cost: untapped creatures you control, cards in your hand or graveyard', () => {
    const tapper = template(
      'name Tapper\ncost {1}{W}\ntype artifact\ntext Tap an untapped creature you control, Discard a card: Draw a card.',
    );
    // c1 Shock (p1 hand); c2 Tapper, c3 Grizzly Bears, c4 tapped Bears (p1 battlefield); c5 Bears (p2).
    const state = setupState({
      players: [
        { battlefield: [tapper, card('bears'), { template: card('bears'), tapped: true }], hand: [card('shock')] },
        { battlefield: [card('bears')] },
      ],
    });
    const questions = costQuestions(state, costsOf(tapper), 'p1', 'c2');
    expect(questions.map((q) => [q.verb, q.label, q.count, q.from])).toEqual([
      ['Tap', 'Tap an untapped creature you control', 1, ['c3']],
      ['Discard', 'Discard a card', 1, ['c1']],
    ]);
    const picked = toggleCost(toggleCost([], 1, 'c1', true), 0, 'c3', true);
    expect(costsComplete(questions, picked, 0)).toBe(true);
    expect(costChoicesOf(picked)).toEqual(['c3', 'c1']);
    expect(costsComplete(questions, toggleCost(picked, 0, 'c3', false), 0)).toBe(false);
  });

  it('asks no question for a random discard, and at most what there is', () => {
    const random = template('name R\ncost {1}\ntype artifact\ntext Discard a card at random: Draw a card.');
    const state = setupState({ players: [{ battlefield: [random] }, {}] });
    expect(costQuestions(state, costsOf(random), 'p1', 'c1')).toEqual([]);
    const orb = card('orb');
    const empty = setupState({ players: [{ battlefield: [orb] }, {}] });
    const [q] = costQuestions(empty, costsOf(orb), 'p1', 'c1');
    if (!q) throw new Error('no question');
    expect(q.from).toEqual([]);
    expect(costWanted(q, 0)).toBe(0);
  });

  it('crew (702.122a): any number of other untapped creatures, complete once their power adds up', () => {
    const freighter = template('name Freighter\ncost {3}\ntype artifact - vehicle\npt 4/3\ntext Crew 3');
    // c1 Freighter, c2 and c3 Grizzly Bears (p1).
    const state = setupState({ players: [{ battlefield: [freighter, card('bears'), card('bears')] }, {}] });
    const [question] = costQuestions(state, costsOf(freighter), 'p1', 'c1');
    expect(question).toMatchObject({ verb: 'Tap', from: ['c2', 'c3'], power: 3, powers: { c2: 2, c3: 2 } });
    const one = toggleCost([], 0, 'c2', true);
    expect(costsComplete(question ? [question] : [], one, 0)).toBe(false);
    expect(costsComplete(question ? [question] : [], toggleCost(one, 0, 'c3', true), 0)).toBe(true);
  });
});
