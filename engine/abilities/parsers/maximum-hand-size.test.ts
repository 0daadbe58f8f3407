import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused at ${text.slice(result.problem.start)}` : result.abilities;
};

// Real wordings from the sample: Spellbook, Folio of Fancies, Minamo Scrollkeeper, Thought Eater, Gnat Miser, Recycle,
// Enter the Infinite, Praetor's Counsel, Your Puny Minds Cannot Fathom.
describe('maximum hand size (402.2)', () => {
  it.each([
    ['You have no maximum hand size.', 'you', { kind: 'none' }],
    ['Players have no maximum hand size.', 'each', { kind: 'none' }],
    ['Your maximum hand size is increased by one.', 'you', { kind: 'plus', amount: 1 }],
    ['Your maximum hand size is reduced by three.', 'you', { kind: 'minus', amount: 3 }],
    ["Each opponent's maximum hand size is reduced by one.", 'opponent', { kind: 'minus', amount: 1 }],
    ['Your maximum hand size is two.', 'you', { kind: 'set', amount: 2 }],
  ])('reads "%s" as a static ability', (text, who, change) => {
    expect(read(text)).toEqual([
      expect.objectContaining({ kind: 'static', effect: { kind: 'maximumHandSize', who, change } }),
    ]);
  });

  it.each([
    ['You have no maximum hand size until your next turn.', 'untilYourNextTurn'],
    ['You have no maximum hand size for the rest of the game.', 'indefinitely'],
    ['You have no maximum hand size until end of turn.', 'endOfTurn'],
  ])('reads "%s" as a resolving effect', (text, duration) => {
    expect(read(text)).toEqual([
      expect.objectContaining({
        kind: 'spell',
        effects: [{ kind: 'maximumHandSize', who: { kind: 'you' }, change: { kind: 'none' }, duration }],
      }),
    ]);
  });

  it('reads it after other effects, and in a trigger', () => {
    expect(read('Draw four cards. You have no maximum hand size until your next turn.')).toEqual([
      expect.objectContaining({
        effects: [expect.objectContaining({ kind: 'drawCards' }), expect.objectContaining({ kind: 'maximumHandSize' })],
      }),
    ]);
    expect(
      read('When you set this scheme in motion, draw four cards. You have no maximum hand size until your next turn.'),
    ).toEqual([expect.objectContaining({ kind: 'triggered' })]);
  });

  it('refuses durations that depend on an object, and what it does not know', () => {
    expect(read('You have no maximum hand size for as long as ~ remains tapped.')).toMatch(/^refused/);
    expect(read('Your maximum hand size is X.')).toMatch(/^refused/);
    expect(read('As long as you have a maximum hand size other than 7, ~ has flying.')).toMatch(/^refused/);
  });
});
