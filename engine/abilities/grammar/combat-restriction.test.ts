import { describe, expect, it } from 'vitest';
import { combatRestrictionPhrase } from './combat-restriction.js';
import { scan } from './test-scan.js';
import { effectsOf } from '../effects/test-effects.js';
import { parseAbilityText } from '../parse-ability.js';

describe('combat restriction phrases (508.1c, 509.1b)', () => {
  it('reads "can attack as though it didn\'t have defender / had haste", with "this turn" in between (702.3b, 302.6)', () => {
    expect(scan(combatRestrictionPhrase, "can attack as though it didn't have defender.").value).toEqual({
      restrictions: [{ kind: 'attacksAsThough', as: 'noDefender' }],
      thisTurn: false,
    });
    expect(scan(combatRestrictionPhrase, "can attack this turn as though it didn't have defender.").value).toEqual({
      restrictions: [{ kind: 'attacksAsThough', as: 'noDefender' }],
      thisTurn: true,
    });
    expect(scan(combatRestrictionPhrase, 'can attack as though they had haste.').value).toMatchObject({
      restrictions: [{ kind: 'attacksAsThough', as: 'haste' }],
    });
  });

  it("reads the untap step an effect lasts through: its controller's next one, or yours (502.3)", () => {
    expect(scan(combatRestrictionPhrase, "doesn't untap during its controller's next untap step.").value).toEqual({
      restrictions: [{ kind: 'doesntUntap' }],
      thisTurn: false,
      nextUntapStep: 'untilNextUntapStep',
    });
    expect(scan(combatRestrictionPhrase, "doesn't untap during your next untap step.").value).toMatchObject({
      nextUntapStep: 'untilYourNextUntapStep',
    });
  });

  it('reads "can\'t attack unless defending player controls an Island"', () => {
    expect(scan(combatRestrictionPhrase, "can't attack unless defending player controls an Island.")).toEqual({
      value: {
        restrictions: [
          {
            kind: 'cantAttack',
            alone: false,
            unlessDefenderControls: {
              nouns: ['permanent'],
              qualities: [{ kind: 'subtype', subtype: 'Island', negated: false }],
            },
          },
        ],
        thisTurn: false,
      },
      rest: '.',
    });
  });

  it('leaves an "unless" it cannot read unread, pointing after the words', () => {
    const { value, rest } = scan(combatRestrictionPhrase, "can't attack unless defending player is poisoned.");
    expect(value).toEqual({ restrictions: [{ kind: 'cantAttack', alone: false }], thisTurn: false });
    expect(rest).toBe('unless defending player is poisoned.');
  });
});

describe('block requirements (509.1c)', () => {
  const read = (text: string) => scan(combatRestrictionPhrase, text);

  it('"blocks this turn if able" and "blocks ~ this turn if able" are an effect\'s, for this turn', () => {
    expect(read('blocks this turn if able.')).toEqual({
      value: { restrictions: [{ kind: 'blocksEachCombat' }], thisTurn: true },
      rest: '.',
    });
    expect(read('blocks ~ this turn if able.').value).toEqual({
      restrictions: [{ kind: 'blocksSource' }],
      thisTurn: true,
    });
    expect(read('blocks each combat if able.').value?.thisTurn).toBe(false);
  });

  it('"blocks ~ this combat if able" lasts this combat only (provoke, 702.39a; 511.3)', () => {
    expect(read('blocks ~ this combat if able.').value).toEqual({
      restrictions: [{ kind: 'blocksSource' }],
      thisTurn: false,
      thisCombat: true,
    });
    expect(
      effectsOf('Whenever ~ attacks, target creature defending player controls blocks ~ this combat if able.'),
    ).toMatchObject([
      {
        kind: 'modify',
        modifications: [{ kind: 'restriction', restriction: { kind: 'blocksSource' } }],
        duration: 'endOfCombat',
      },
    ]);
    // A static ability has no duration: "this combat" is an effect's.
    expect(
      parseAbilityText('Creatures you control block ~ this combat if able.', 1, ['Test Card']).problem,
    ).not.toBeNull();
  });

  it('"must be blocked [by …] [this turn] if able": some creature (matching) must block it', () => {
    expect(read('must be blocked if able.').value).toEqual({
      restrictions: [{ kind: 'mustBeBlocked', by: null, all: false }],
      thisTurn: false,
    });
    expect(read('must be blocked this turn if able.').value?.thisTurn).toBe(true);
    expect(read('must be blocked by an Eldrazi if able.').value?.restrictions).toEqual([
      {
        kind: 'mustBeBlocked',
        by: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Eldrazi', negated: false }] },
        all: false,
      },
    ]);
    expect(read('must be blocked by exactly one creature if able.').value).toBeNull();
  });
});
