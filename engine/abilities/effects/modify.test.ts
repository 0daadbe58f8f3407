import { describe, expect, it } from 'vitest';
import type { Ability, Amount, Description, Effect, Modification, Subject } from '../../templates/card-template.js';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

/** The effects of a one-ability line, or the refusal: where (offset into the line) and what was expected. */
function effects(text: string, name = 'Test Card'): Effect[] {
  const result = parseAbilityText(text, 1, [name]);
  if (result.problem) throw new Error(`refused at ${result.problem.start}: ${result.problem.message}`);
  const [ability] = result.abilities as Ability[];
  if (!ability || !('effects' in ability)) throw new Error('no effects');
  return [...ability.effects];
}

function refusal(text: string): { readonly at: string; readonly message: string } | null {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? { at: text.slice(result.problem.start), message: result.problem.message } : null;
}

const fixed = (value: number): Amount => ({ kind: 'fixed', value });
const pt = (power: number, toughness: number, pAmount?: Amount, tAmount?: Amount): Modification => ({
  kind: 'ptChange',
  power: { sign: power < 0 || Object.is(power, -0) ? -1 : 1, amount: pAmount ?? fixed(Math.abs(power)) },
  toughness: {
    sign: toughness < 0 || Object.is(toughness, -0) ? -1 : 1,
    amount: tAmount ?? fixed(Math.abs(toughness)),
  },
});
const targetCreature = (text: string, count = 1, upTo = false): Subject => ({
  kind: 'target',
  allowed: ['creature'],
  description: { nouns: ['creature'], qualities: [] },
  count,
  upTo,
  text,
});
const youControl: Description = { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] };
const modify = (what: Subject, ...modifications: Modification[]): Effect => ({
  kind: 'modify',
  what,
  modifications,
  duration: 'endOfTurn',
});

describe('modify: "gets +N/+N" and "gains <keyword>" until end of turn (611.2)', () => {
  it('target creature gets +3/+3', () => {
    expect(effects('Target creature gets +3/+3 until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), pt(3, 3)),
    ]);
  });

  it('~ gets +1/+0 (an activated ability on the creature itself)', () => {
    const [ability] = parseAbilityText('{R}: Test Card gets +1/+0 until end of turn.', 1, ['Test Card']).abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      effects: [modify({ kind: 'self' }, pt(1, 0))],
    });
  });

  it('it gets -2/-2 (negative changes keep their sign)', () => {
    expect(effects('It gets -2/-2 until end of turn.')).toEqual([modify({ kind: 'it' }, pt(-2, -2))]);
    expect(effects('Target creature gets -3/-0 until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), pt(-3, -0)),
    ]);
  });

  it('creatures you control get +1/+1: every match, fixed as it resolves', () => {
    expect(effects('Creatures you control get +1/+1 until end of turn.')).toEqual([
      modify({ kind: 'each', description: youControl }, pt(1, 1)),
    ]);
    expect(effects('Other creatures you control get +1/+1 until end of turn.')).toEqual([
      modify(
        { kind: 'each', description: { nouns: ['creature'], qualities: [...youControl.qualities, { kind: 'other' }] } },
        pt(1, 1),
      ),
    ]);
    expect(effects('Each creature you control gets +1/+0 until end of turn.')).toEqual([
      modify({ kind: 'each', description: youControl }, pt(1, 0)),
    ]);
  });

  it('gains flying; gains first strike and lifelink; gains a comma list', () => {
    expect(effects('Target creature gains flying until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), { kind: 'addKeywords', keywords: ['flying'] }),
    ]);
    expect(effects('Target creature gains first strike and lifelink until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), { kind: 'addKeywords', keywords: ['first strike', 'lifelink'] }),
    ]);
    expect(effects('Target creature gains flying, first strike, and trample until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), {
        kind: 'addKeywords',
        keywords: ['flying', 'first strike', 'trample'],
      }),
    ]);
  });

  it('gets +2/+2 and gains trample: one effect, two modifications (layers 7c and 6)', () => {
    expect(effects('Target creature gets +2/+2 and gains trample until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), pt(2, 2), { kind: 'addKeywords', keywords: ['trample'] }),
    ]);
    expect(effects('Creatures you control get +1/+0 and gain haste until end of turn.')).toEqual([
      modify({ kind: 'each', description: youControl }, pt(1, 0), { kind: 'addKeywords', keywords: ['haste'] }),
    ]);
  });

  it('+X/+0 reads X (107.3)', () => {
    expect(effects('Target creature gets +X/+0 until end of turn.')).toEqual([
      modify(targetCreature('Target creature'), pt(1, 0, { kind: 'variable', letter: 'X' })),
    ]);
  });

  it('"for each …" before or after the duration multiplies each nonzero part', () => {
    const each: Amount = { kind: 'count', of: youControl, times: 1 };
    const expected = [modify(targetCreature('Target creature'), pt(1, 0, each, fixed(0)))];
    expect(effects('Target creature gets +1/+0 until end of turn for each creature you control.')).toEqual(expected);
    expect(effects('Target creature gets +1/+0 for each creature you control until end of turn.')).toEqual(expected);
  });

  it('"Until end of turn, …" in front', () => {
    expect(effects('Until end of turn, target creature gets +1/+1 and gains flying.')).toEqual([
      modify(targetCreature('target creature'), pt(1, 1), { kind: 'addKeywords', keywords: ['flying'] }),
    ]);
  });

  it('"each get" after a plural target; verbs agree ("get", "gain")', () => {
    expect(effects('Up to two target creatures each get +1/+1 until end of turn.')).toEqual([
      modify(targetCreature('Up to two target creatures', 2, true), pt(1, 1)),
    ]);
  });

  it('joins other sentences and clauses', () => {
    expect(effects('Untap target creature. It gains haste until end of turn.')).toEqual([
      { kind: 'untap', what: targetCreature('target creature') },
      modify({ kind: 'it' }, { kind: 'addKeywords', keywords: ['haste'] }),
    ]);
  });
});

describe('modify: what stays refused', () => {
  it('an unknown duration, pointing at the words after "until"', () => {
    expect(refusal('Target creature gets +2/+2 until the moon rises.')).toEqual({
      at: 'the moon rises.',
      message: expect.stringContaining("'end of turn'") as string,
    });
  });

  it('no duration: a static ability (611.3, parsers/static-continuous.ts), never a modify effect', () => {
    const kinds = (text: string) => parseAbilityText(text).abilities.map((a) => a.kind);
    expect(kinds('Creatures you control get +1/+1.')).toEqual(['static']);
    expect(kinds('Enchanted creature gets +1/+2.')).toEqual(['static']);
    expect(refusal('Target creature gets +1/+1 as long as you control a Forest.')?.at).toBe(
      'as long as you control a Forest.',
    );
  });

  it('a malformed change or an unknown keyword points at it', () => {
    expect(refusal('Target creature gets +2 until end of turn.')?.at).toBe('+2 until end of turn.');
    expect(refusal('Target creature gains wibbling until end of turn.')?.at).toBe('wibbling until end of turn.');
  });

  it('players and singular bare nouns are not what gets +N/+N', () => {
    expect(refusal('Target player gets +1/+1 until end of turn.')).not.toBeNull();
    expect(refusal('Creature gets +1/+1 until end of turn.')).not.toBeNull();
  });
});

describe('groups and shared durations', () => {
  const read = (text: string): string => {
    const result = parseAbilityText(text, 1, ['Test Card']);
    return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
  };

  it.each([
    // Falter, Festival, Awe for the Guilds: a bare plural before "can't" is every such creature (611.2c: fixed then).
    [
      "Creatures without flying can't block this turn.",
      "Spell: each creature without flying can't block until end of turn",
    ],
    ["Creatures can't attack this turn.", "Spell: each creature can't attack until end of turn"],
    ["Monocolored creatures can't block this turn.", "Spell: each monocolored creature can't block until end of turn"],
    [
      'Creatures you control lose flying until end of turn.',
      'Spell: each creature you control loses flying until end of turn',
    ],
    // Zealous Persecution, Rookie Mistake: the front duration covers each "and <subject> <changes>".
    [
      'Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1.',
      'Spell: each creature you control gets +1/+1 until end of turn; each creature an opponent controls gets -1/-1 until end of turn',
    ],
    [
      'Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.',
      'Spell: target creature gets +0/+2 until end of turn; another target creature gets -2/-0 until end of turn',
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('reads an effect on ~ with no duration as lasting indefinitely (611.2a), but not "gets" (a static wording)', () => {
    const [ability] = parseAbilityText('{0}: Test Card becomes an enchantment.', 1, ['Test Card']).abilities;
    expect(ability?.kind === 'activated' && ability.effects).toEqual([
      {
        kind: 'modify',
        what: { kind: 'self' },
        modifications: [{ kind: 'types', add: false, types: ['enchantment'], subtypes: [] }],
        duration: 'indefinitely',
      },
    ]);
    expect(read('{0}: Test Card gains flying.')).toBe('Activated ability: {0}: ~ gains flying');
    expect(read('{1}: Test Card gets +1/+1.')).toContain("expected 'until end of turn'");
  });

  it('keeps "Creatures you control get +1/+1." (no duration) for the static grammar', () => {
    expect(read('Creatures you control get +1/+1.')).toMatch(/^Static: /);
  });
});

describe('"becomes a 3/3 creature that\'s still a land" (205.1b)', () => {
  it('adds the types, keeping the old ones', () => {
    expect(effects("Until end of turn, target land becomes a 3/3 creature that's still a land.")).toMatchObject([
      { kind: 'modify', modifications: [{ kind: 'types', add: true, types: ['creature'] }, { kind: 'setPT' }] },
    ]);
  });
});
