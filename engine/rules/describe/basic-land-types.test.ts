import { describe, expect, it } from 'vitest';
import type { Description } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { card } from '../test-support/templates.js';
import { boardAmount } from './board-amounts.js';

const land = (name: string, subtypes: string[], supertypes: ('basic' | 'snow')[] = []) =>
  card(name, { types: ['land'], subtypes, supertypes });
const landsYouControl: Description = { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] };

function domain(...battlefield: ReturnType<typeof land>[]): number {
  const state = setupState({
    players: [{ battlefield }, { battlefield: [land('Their Swamp', ['Swamp'], ['basic'])] }],
  });
  const amount = { kind: 'basicLandTypes' as const, among: landsYouControl, times: 1 };
  return boardAmount(state, amount, { controller: 'p1', source: null });
}

describe('domain: basic land types among lands (205.3i)', () => {
  it('counts each basic land type once, whoever else has it, and not other land types', () => {
    expect(domain()).toBe(0);
    expect(domain(land('Forest', ['Forest'], ['basic']), land('Forest', ['Forest'], ['basic']))).toBe(1);
    // A dual land has two; a Desert is no basic land type. p2's Swamp isn't p1's.
    expect(domain(land('Taiga', ['Mountain', 'Forest']), land('Desert', ['Desert']), land('Forest', ['Forest']))).toBe(
      2,
    );
    const all = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((t) => land(t, [t], ['basic']));
    expect(domain(...all, land('Snow Forest', ['Forest'], ['snow']))).toBe(5);
  });
});
