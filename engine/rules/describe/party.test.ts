import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { creature, keyword } from '../test-support/templates.js';
import { partySize } from './party.js';

const member = (name: string, subtypes: string[], abilities = [] as ReturnType<typeof keyword>[]) =>
  creature(name, '{1}', '1/1', abilities, { subtypes });

function partyOf(...battlefield: ReturnType<typeof member>[]): number {
  const state = setupState({ players: [{ battlefield }, { battlefield: [member('Their Cleric', ['Cleric'])] }] });
  return partySize(state, 'p1');
}

describe('party (700.8)', () => {
  it('counts up to one creature for each of Cleric, Rogue, Warrior and Wizard', () => {
    expect(partyOf()).toBe(0);
    expect(partyOf(member('Cleric A', ['Human', 'Cleric']), member('Cleric B', ['Cleric']))).toBe(1);
    expect(partyOf(member('Goblin', ['Goblin']), member('Rogue', ['Rogue']), member('Wizard', ['Wizard']))).toBe(2);
    const full = ['Cleric', 'Rogue', 'Warrior', 'Wizard'].map((t) => member(t, [t]));
    expect(partyOf(...full, member('Warrior 2', ['Warrior']))).toBe(4);
  });

  it('counts a creature of two party types for one of them, the way that gives the most (700.8b)', () => {
    // Cleric Wizard first: it must be the Wizard for the lone Cleric to count.
    expect(partyOf(member('Cleric Wizard', ['Cleric', 'Wizard']), member('Cleric', ['Cleric']))).toBe(2);
    expect(partyOf(member('Cleric Wizard', ['Cleric', 'Wizard']), member('Wizard Cleric', ['Wizard', 'Cleric']))).toBe(
      2,
    );
    expect(partyOf(member('Cleric Wizard', ['Cleric', 'Wizard']))).toBe(1);
  });

  it('counts a changeling as any one party type (702.73a)', () => {
    const shapeshifter = member('Shapeshifter', ['Shapeshifter'], [keyword('changeling')]);
    expect(partyOf(shapeshifter, member('Cleric', ['Cleric']), member('Rogue', ['Rogue']))).toBe(3);
  });
});
