import { describe, expect, it } from 'vitest';
import { spendOnly } from './mana-restriction.js';
import { scan } from './test-scan.js';

const read = (text: string) => scan(spendOnly, text);
const type = (t: 'artifact' | 'creature' | 'instant' | 'sorcery') =>
  ({ kind: 'type', type: t, negated: false }) as const;

describe('"Spend this mana only to …" (106.6)', () => {
  it("reads what the mana may pay for, up to the sentence's own period", () => {
    expect(read('. Spend this mana only to cast artifact spells.')).toEqual({
      value: [{ kind: 'cast', spells: { nouns: ['spell'], qualities: [type('artifact')] } }],
      rest: '.',
    });
    expect(read('. Spend this mana only to cast an instant or sorcery spell.').value).toEqual([
      {
        kind: 'cast',
        spells: { nouns: ['spell'], qualities: [{ kind: 'anyOf', qualities: [type('instant'), type('sorcery')] }] },
      },
    ]);
  });

  it('"or activate abilities of …", "to activate abilities"', () => {
    expect(read('. Spend this mana only to cast artifact spells or activate abilities of artifacts.').value).toEqual([
      { kind: 'cast', spells: { nouns: ['spell'], qualities: [type('artifact')] } },
      { kind: 'activate', of: { nouns: ['artifact'], qualities: [] } },
    ]);
    expect(read('. Spend this mana only to activate abilities.').value).toEqual([{ kind: 'activate', of: null }]);
  });

  it('refuses what it cannot tell as the mana is spent, and reads nothing from another sentence', () => {
    // "of the chosen type" needs a choice made as the permanent entered (614.12), which a pool doesn't keep.
    expect(read('. Spend this mana only to cast a creature spell of the chosen type.').value).toBeNull();
    expect(read('. Spend this mana only on costs that contain {X}.').value).toBeNull();
    expect(read('. Draw a card.')).toEqual({ value: null, rest: '. Draw a card.' });
  });
});
