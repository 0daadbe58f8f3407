import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/formats.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { previewPicks } from './preview.js';

const cardOf = (...lines: string[]): CardTemplate => {
  const { card, warnings } = parseCardText(lines.join('\n'), 'test.card');
  expect(warnings).toEqual([]);
  return card;
};

const impulse = cardOf(
  'name Impulse',
  'cost {U}',
  'type instant',
  'text Look at the top two cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
);
const duress = cardOf(
  'name Duress',
  'cost {B}',
  'type sorcery',
  'text Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
);
const bear = cardOf('name Bear', 'cost {1}{G}', 'type creature - bear', 'pt 2/2');
const bolt = cardOf('name Bolt', 'cost {R}', 'type instant', 'text Bolt deals 3 damage to any target.');

describe('previewing the choices among known cards a resolution asks (608.2d)', () => {
  it('asks what the engine will ask, later questions following earlier answers, and changes nothing', () => {
    const g = setupGame({
      step: 'main1',
      players: [{ hand: [impulse], library: [bear, bolt], pool: { U: 1 } }, {}],
    });
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Impulse') }).ok).toBe(true);
    const before = g.state;
    const [top, second] = [idOf(g, 'Bolt'), idOf(g, 'Bear')];
    // The top two, topmost first; then the order of the rest (one card left).
    expect(previewPicks(g.state)).toMatchObject([
      { kind: 'pick', from: [top, second], min: 1, max: 1, byDefault: [top] },
      { kind: 'order', cards: [second] },
    ]);
    expect(previewPicks(g.state, { picks: [[second]] })).toMatchObject([
      { kind: 'pick' },
      { kind: 'order', cards: [top] },
    ]);
    expect(g.state).toBe(before);
  });

  it('asks which card of a revealed hand is chosen: only those that fit', () => {
    const g = setupGame({
      step: 'main1',
      players: [{ hand: [duress], pool: { B: 1 } }, { hand: [bear, bolt] }],
    });
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Duress'), targets: ['p2'] }).ok).toBe(true);
    const [question] = previewPicks(g.state);
    expect(question).toMatchObject({ kind: 'pick', from: [idOf(g, 'Bolt')], min: 1, max: 1 });
    expect(question?.effect?.kind).toBe('chooseCard');
  });
});
