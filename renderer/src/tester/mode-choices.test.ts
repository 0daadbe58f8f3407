import { describe, expect, it } from 'vitest';
import { setupState, spellEffects } from './engine.js';
import {
  modalNeed,
  modeEnabled,
  modeHeader,
  modesComplete,
  modeTexts,
  toggleMode,
  type ModalNeed,
} from './mode-choices.js';
import { card } from './test-cards.js';

const upTo = (count: number): ModalNeed => ({
  min: 1,
  max: count,
  options: Array.from({ length: count }, (_, index) => ({ index, text: `m${index}`, problem: null })),
});

describe('mode choices', () => {
  const blast = card('blast');
  // c1 Blue Elemental Blast (p1's hand), c2 Sandstone Warrior (red, p2's battlefield).
  const withRed = setupState({ players: [{ hand: [blast] }, { battlefield: [card('warrior')] }] });
  const withoutRed = setupState({ players: [{ hand: [blast] }, { battlefield: [card('bears')] }] });

  it('lists the modes with their text, greying the ones without a legal target (700.2b)', () => {
    const need = modalNeed(withRed, spellEffects(blast), 'p1', 'c1');
    expect(need?.min).toBe(1);
    expect(need?.max).toBe(1);
    expect(need?.options.map((o) => o.text)).toEqual(['Counter target red spell.', 'Destroy target red permanent.']);
    // No red spell on the stack: mode 1 can't be chosen; a red permanent is there for mode 2.
    expect(need?.options[0]?.problem).toMatch(/no legal target for target red spell/);
    expect(need?.options[1]?.problem).toBeNull();
    const none = modalNeed(withoutRed, spellEffects(blast), 'p1', 'c1');
    expect(none?.options.every((o) => o.problem !== null)).toBe(true);
    expect(modalNeed(withRed, spellEffects(card('shock')), 'p1', null)).toBeNull();
  });

  it('enforces min and max: one is a radio, "one or both" checkboxes', () => {
    const one: ModalNeed = {
      min: 1,
      max: 1,
      options: [0, 1].map((index) => ({ index, text: `m${index}`, problem: null })),
    };
    expect(modeHeader(one)).toBe('Choose one');
    expect(toggleMode(one, [0], 1, true)).toEqual([1]);
    expect(modesComplete(one, [])).toBe(false);
    expect(modesComplete(one, [1])).toBe(true);
    const both = { ...one, max: 2 };
    expect(modeHeader(both)).toBe('Choose one or both');
    expect(modeHeader({ ...upTo(3), max: 3 })).toBe('Choose one or more');
    expect(toggleMode(both, [1], 0, true)).toEqual([0, 1]);
    expect(toggleMode(both, [0, 1], 0, false)).toEqual([1]);
    expect(modesComplete(both, [0, 1])).toBe(true);
    const upToTwoOfThree: ModalNeed = {
      min: 1,
      max: 2,
      options: [0, 1, 2].map((index) => ({ index, text: `m${index}`, problem: index === 2 ? 'no' : null })),
    };
    expect(modeHeader(upToTwoOfThree)).toBe('Choose one to two');
    expect(modeEnabled(upToTwoOfThree, [0, 1], 2)).toBe(false);
    expect(modeEnabled(upToTwoOfThree, [0], 1)).toBe(true);
    expect(modeEnabled({ ...upToTwoOfThree, max: 3 }, [0, 1], 2)).toBe(false);
    expect(modesComplete(upToTwoOfThree, [2])).toBe(false);
  });

  it("gives the chosen modes' texts in printed order", () => {
    expect(modeTexts(spellEffects(card('takedown')), [1, 0])).toEqual([
      'Tap target creature.',
      'Target creature gets -2/-4 until end of turn.',
    ]);
    expect(modeTexts(spellEffects(card('shock')), [0])).toEqual([]);
  });
});
