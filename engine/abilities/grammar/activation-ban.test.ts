import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from '../effects/test-effects.js';
import { activationBan, itsActivationBan } from './activation-ban.js';
import { scan } from './test-scan.js';

const ban = (exceptMana = false, tapOnly = false) => ({ kind: 'cantActivate', exceptMana, tapOnly });
const staticOf = (text: string) => {
  const [ability] = parseAbilityText(text).abilities;
  return ability?.kind === 'static' ? ability.effect : ability;
};

describe("activated abilities can't be activated (602.5)", () => {
  it('reads the ban, "with {T} in their costs", "unless they\'re mana abilities" and "this turn"', () => {
    expect(scan(activationBan, "activated abilities can't be activated.")).toEqual({
      value: { restriction: ban(), thisTurn: false },
      rest: '.',
    });
    expect(scan(activationBan, "activated abilities can't be activated unless they're mana abilities.").value).toEqual({
      restriction: ban(true),
      thisTurn: false,
    });
    expect(scan(activationBan, "activated abilities with {T} in their costs can't be activated.").value).toEqual({
      restriction: ban(false, true),
      thisTurn: false,
    });
    expect(scan(itsActivationBan, "its activated abilities can't be activated this turn.").value?.thisTurn).toBe(true);
    expect(scan(itsActivationBan, 'its activated abilities cost {1} less.')).toEqual({
      value: null,
      rest: 'its activated abilities cost {1} less.',
    });
  });

  it('is a static ability of an Aura, of an object, or of every permanent described', () => {
    expect(
      staticOf("Enchanted creature can't attack or block, and its activated abilities can't be activated."),
    ).toEqual({
      kind: 'continuous',
      affected: { kind: 'attached', how: 'enchanted', description: { nouns: ['creature'], qualities: [] } },
      modifications: [
        { kind: 'restriction', restriction: { kind: 'cantAttack', alone: false } },
        { kind: 'restriction', restriction: { kind: 'cantBlock', alone: false } },
        { kind: 'restriction', restriction: ban() },
      ],
    });
    expect(staticOf("Enchanted creature's activated abilities can't be activated.")).toMatchObject({
      affected: { kind: 'attached', how: 'enchanted' },
      modifications: [{ kind: 'restriction', restriction: ban() }],
    });
    expect(staticOf("Activated abilities of creatures your opponents control can't be activated.")).toMatchObject({
      affected: {
        kind: 'each',
        description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] },
      },
      modifications: [{ kind: 'restriction', restriction: ban() }],
    });
    // The same tail as "its activated abilities …" (activationBanTail); a static ability has no "this turn".
    expect(
      staticOf("Activated abilities of artifacts can't be activated unless they're mana abilities."),
    ).toMatchObject({ modifications: [{ kind: 'restriction', restriction: ban(true) }] });
    expect(staticOf("Activated abilities of artifacts can't be activated this turn.")).toMatchObject({
      kind: 'unparsed',
    });
  });

  it('is an effect for this turn, until your next turn, or detain (701.35a)', () => {
    expect(effectsOf("Its activated abilities can't be activated this turn.")).toEqual([
      {
        kind: 'modify',
        what: { kind: 'it' },
        modifications: [{ kind: 'restriction', restriction: ban() }],
        duration: 'endOfTurn',
      },
    ]);
    expect(
      effectsOf(
        "Until your next turn, target creature can't attack or block and its activated abilities can't be activated.",
      )[0],
    ).toMatchObject({ duration: 'untilYourNextTurn', modifications: [{}, {}, { restriction: ban() }] });
    expect(effectsOf('Detain target creature an opponent controls.')).toEqual([
      expect.objectContaining({
        kind: 'modify',
        what: expect.objectContaining({ kind: 'target' }),
        modifications: [
          { kind: 'restriction', restriction: { kind: 'cantAttack', alone: false } },
          { kind: 'restriction', restriction: { kind: 'cantBlock', alone: false } },
          { kind: 'restriction', restriction: ban() },
        ],
        duration: 'untilYourNextTurn',
      }),
    ]);
    // A target's ban needs a duration: a static ability has no targets.
    expect(refusal("Target creature's activated abilities can't be activated.")).not.toBeNull();
  });
});
