import { describe, expect, it } from 'vitest';
import type { Ability, Condition, Description, Modification, StaticAffected } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

const one = (text: string): Ability => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  expect(result.problem).toBeNull();
  expect(result.abilities).toHaveLength(1);
  return result.abilities[0] as Ability;
};
/** Where the grammar stopped (the rest of the line from the problem's column) and why. */
const refusal = (text: string): { readonly at: string; readonly message: string } | null => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? { at: text.slice(result.problem.start), message: result.problem.message } : null;
};

const pt = (power: number, toughness: number): Modification => ({
  kind: 'ptChange',
  power: { sign: power < 0 ? -1 : 1, amount: { kind: 'fixed', value: Math.abs(power) } },
  toughness: {
    sign: toughness < 0 || Object.is(toughness, -0) ? -1 : 1,
    amount: { kind: 'fixed', value: Math.abs(toughness) },
  },
});
const has = (...keywords: string[]): Modification => ({ kind: 'addKeywords', keywords }) as Modification;
const enchanted = (noun: 'creature' | 'land' = 'creature'): StaticAffected => ({
  kind: 'attached',
  how: 'enchanted',
  description: { nouns: [noun], qualities: [] },
});
const equipped: StaticAffected = {
  kind: 'attached',
  how: 'equipped',
  description: { nouns: ['creature'], qualities: [] },
};
const each = (description: Description): StaticAffected => ({ kind: 'each', description });
const youControl = { kind: 'controller', who: 'you' } as const;

describe('static abilities with continuous effects (604.2, 611.3)', () => {
  it.each<[string, StaticAffected, Modification[]]>([
    ['Enchanted creature gets +1/+2.', enchanted(), [pt(1, 2)]],
    ['Enchanted creature has flying.', enchanted(), [has('flying')]],
    ['Enchanted creature gets +2/+2 and has trample.', enchanted(), [pt(2, 2), has('trample')]],
    ['Enchanted land has vigilance.', enchanted('land'), [has('vigilance')]],
    ['Equipped creature gets +2/+0.', equipped, [pt(2, 0)]],
    ['Equipped creature has first strike.', equipped, [has('first strike')]],
    ['Equipped creature gets +3/+0 and has trample and lifelink.', equipped, [pt(3, 0), has('trample', 'lifelink')]],
    ['Creatures you control get +1/+1.', each({ nouns: ['creature'], qualities: [youControl] }), [pt(1, 1)]],
    ['Creatures you control have haste.', each({ nouns: ['creature'], qualities: [youControl] }), [has('haste')]],
    [
      'Other Zombie creatures you control get +1/+1.',
      each({
        nouns: ['creature'],
        qualities: [{ kind: 'subtype', subtype: 'Zombie', negated: false }, youControl, { kind: 'other' }],
      }),
      [pt(1, 1)],
    ],
    [
      'Goblins you control get +1/+1.',
      each({ nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Goblin', negated: false }, youControl] }),
      [pt(1, 1)],
    ],
    ['All creatures get -1/-1.', each({ nouns: ['creature'], qualities: [] }), [pt(-1, -1)]],
    [
      'White creatures get +1/+1.',
      each({ nouns: ['creature'], qualities: [{ kind: 'color', color: 'W', negated: false }] }),
      [pt(1, 1)],
    ],
    [
      'Creatures your opponents control get -1/-0.',
      each({ nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] }),
      [pt(-1, -0)],
    ],
  ])('%s', (text, affected, modifications) => {
    expect(one(text)).toEqual({
      kind: 'static',
      line: 1,
      text,
      effect: { kind: 'continuous', affected, modifications },
    });
  });

  it('"for each" is a count, evaluated continuously (611.3a)', () => {
    const ability = one('Enchanted creature gets +1/+1 for each Forest you control.');
    const forests: Description = {
      nouns: ['permanent'],
      qualities: [{ kind: 'subtype', subtype: 'Forest', negated: false }, youControl],
    };
    expect(ability).toMatchObject({
      effect: {
        kind: 'continuous',
        modifications: [
          {
            kind: 'ptChange',
            power: { sign: 1, amount: { kind: 'count', of: forests, times: 1 } },
            toughness: { sign: 1, amount: { kind: 'count', of: forests, times: 1 } },
          },
        ],
      },
    });
  });

  it('"+X/+X, where X is …": X is what the board tells, continuously (611.3a)', () => {
    expect(one('~ gets -X/-X, where X is your life total.')).toMatchObject({
      effect: {
        modifications: [
          {
            kind: 'ptChange',
            power: { sign: -1, amount: { kind: 'lifeTotal' } },
            toughness: { sign: -1, amount: { kind: 'lifeTotal' } },
          },
        ],
      },
    });
    expect(one("~'s power is equal to your devotion to red.")).toMatchObject({
      effect: { modifications: [{ kind: 'setPT', power: { kind: 'devotion', colors: ['R'] }, toughness: null }] },
    });
    // Only a resolving effect knows X as "its power" of something named before.
    expect(refusal('~ gets +X/+X, where X is its power.')).not.toBeNull();
  });

  it('"until end of turn" stays a resolving effect (611.2), "enchanted creature" its subject', () => {
    expect(one('{R}: Enchanted creature gets +1/+0 until end of turn.')).toMatchObject({
      kind: 'activated',
      effects: [{ kind: 'modify', what: { kind: 'attached', how: 'enchanted' }, duration: 'endOfTurn' }],
    });
    expect(one('Creatures you control get +1/+1 until end of turn.')).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'modify' }],
    });
  });

  it('refuses what it cannot execute, pointing at the place', () => {
    expect(refusal('Enchanted creature gets +1/+1 or more.')).toEqual({
      at: 'or more.',
      message: expect.stringContaining("'and' another change") as string,
    });
    expect(refusal('Enchanted wibble gets +1/+1.')?.at).toBe('wibble gets +1/+1.');
    // X has no value outside a resolving spell (107.3) unless ", where X is …" says what it is.
    expect(refusal('Equipped creature gets +X/+0.')).toMatchObject({
      at: '.',
      message: expect.stringContaining("', where X is'") as string,
    });
    // 613.1f: a quoted ability is given only when it is an activated or triggered one.
    expect(refusal('Creatures you control have "Creatures you control get +1/+1."')?.at).toBe(
      'Creatures you control get +1/+1."',
    );
    expect(refusal('Creatures you control get +1/+1 and have wibbling.')?.at).toBe('wibbling.');
    // Players and cards are not permanents a static P/T change applies to.
    expect(refusal('Creature cards in your graveyard get +1/+1.')).not.toBeNull();
    // 608.2c: no text named an object for "it" to compare with.
    expect(
      refusal(
        'Enchanted creature gets +2/+2 for each other creature on the battlefield that shares a creature type with it.',
      )?.message,
    ).toContain("what it shares with, such as '~'");
    expect(one('Creatures that share a color with equipped creature get +1/+1.')).toMatchObject({
      effect: { kind: 'continuous' },
    });
  });
});

describe('Enchant and Equip (702.5, 702.6)', () => {
  it.each<[string, Description]>([
    ['Enchant creature', { nouns: ['creature'], qualities: [] }],
    ['Enchant land', { nouns: ['land'], qualities: [] }],
    ['Enchant permanent', { nouns: ['permanent'], qualities: [] }],
    ['Enchant artifact', { nouns: ['artifact'], qualities: [] }],
    ['Enchant creature you control', { nouns: ['creature'], qualities: [youControl] }],
    ['Enchant artifact or creature', { nouns: ['artifact', 'creature'], qualities: [] }],
  ])('%s', (text, what) => {
    expect(one(text)).toEqual({ kind: 'enchant', line: 1, text, what });
  });

  it('Equip {N} is "{N}: Attach ~ to target creature you control. Activate only as a sorcery." (702.6a)', () => {
    expect(one('Equip {1}{W}')).toEqual({
      kind: 'activated',
      line: 1,
      text: 'Equip {1}{W}',
      costs: [
        {
          kind: 'mana',
          mana: [
            { kind: 'generic', amount: 1 },
            { kind: 'colored', color: 'W' },
          ],
        },
      ],
      effects: [
        {
          kind: 'attach',
          what: { kind: 'self' },
          to: {
            kind: 'target',
            allowed: ['creature'],
            description: { nouns: ['creature'], qualities: [youControl] },
            count: 1,
            upTo: false,
            text: 'target creature you control',
          },
        },
      ],
      restrictions: [{ kind: 'sorcerySpeed' }],
      isManaAbility: false,
      implied: false,
    });
    // Reminder text is no part of the ability (207.2).
    expect(one('Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)')).toMatchObject({
      kind: 'activated',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] }],
    });
  });

  it('refuses what it cannot execute', () => {
    expect(refusal('Enchant creature card in a graveyard')?.at).toBe('creature card in a graveyard');
    expect(refusal('Enchant wibble')?.at).toBe('wibble');
    expect(refusal('Equip')?.message).toContain('equip cost');
    expect(refusal('Equip {2} and draw a card')?.at).toBe('and draw a card');
  });
});

describe('"as long as" (611.3a)', () => {
  const self: StaticAffected = { kind: 'self' };
  it.each<[string, StaticAffected, Modification[], Condition]>([
    [
      'As long as Test Card is attacking, it gets +2/+0.',
      self,
      [pt(2, 0)],
      {
        kind: 'objectIs',
        what: 'self',
        description: { nouns: [], qualities: [{ kind: 'combat', roles: ['attacking'] }] },
      },
    ],
    [
      'Test Card gets +1/+1 as long as you control a Swamp.',
      self,
      [pt(1, 1)],
      {
        kind: 'count',
        of: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Swamp', negated: false }, youControl] },
        op: '>=',
        value: 1,
      },
    ],
    [
      "Enchanted creature gets +1/+2 as long as it's white.",
      enchanted(),
      [pt(1, 2)],
      {
        kind: 'objectIs',
        what: 'enchanted',
        description: { nouns: [], qualities: [{ kind: 'color', color: 'W', negated: false }] },
      },
    ],
    [
      'As long as enchanted creature is red, it gets +1/+1 and has first strike.',
      { kind: 'attached', how: 'enchanted', description: { nouns: ['permanent'], qualities: [] } },
      [pt(1, 1), has('first strike')],
      {
        kind: 'objectIs',
        what: 'enchanted',
        description: { nouns: [], qualities: [{ kind: 'color', color: 'R', negated: false }] },
      },
    ],
    [
      "As long as it's your turn, creatures you control get +2/+0.",
      each({ nouns: ['creature'], qualities: [youControl] }),
      [pt(2, 0)],
      { kind: 'yourTurn', negated: false },
    ],
  ])('%s', (text, affected, modifications, condition) => {
    expect(one(text)).toMatchObject({
      kind: 'static',
      effect: { kind: 'continuous', affected, modifications, condition },
    });
  });

  it('refuses "it" that names nothing, and conditions it cannot check', () => {
    expect(refusal('As long as you control an artifact, it gets +1/+1.')).not.toBeNull();
    expect(refusal('Test Card gets +1/+1 as long as the moon is full.')?.at).toBe('the moon is full.');
  });
});

describe('"As long as your devotion to red is less than five, ~ isn\'t a creature." (700.5, 205.1a)', () => {
  it('reads the compared devotion and the removed card type', () => {
    const devotion = (colors: string[], value: number): Condition =>
      ({ kind: 'amount', amount: { kind: 'devotion', colors }, op: '<=', value }) as Condition;
    expect(one("As long as your devotion to red is less than five, Test Card isn't a creature.")).toMatchObject({
      kind: 'static',
      effect: {
        kind: 'continuous',
        affected: { kind: 'self' },
        modifications: [{ kind: 'removeTypes', types: ['creature'] }],
        condition: devotion(['R'], 4),
      },
    });
    expect(
      one("As long as your devotion to white and black is less than seven, Test Card isn't a creature."),
    ).toMatchObject({ effect: { condition: devotion(['W', 'B'], 6) } });
  });

  it('refuses what it is not: "isn\'t a Wizard", a devotion compared with nothing', () => {
    expect(refusal("As long as your devotion to red is less than five, Test Card isn't a Wizard.")).not.toBeNull();
    expect(refusal('As long as your devotion to red is high, Test Card gets +1/+1.')).not.toBeNull();
  });
});

describe('a condition after the effect: "unless" (while it does not hold) and "if" (611.3a)', () => {
  it('"~ can\'t attack unless you control an artifact.", "… at least three other creatures"', () => {
    expect(one("Test Card can't attack unless you control an artifact.")).toMatchObject({
      effect: {
        modifications: [{ kind: 'restriction', restriction: { kind: 'cantAttack' } }],
        condition: { kind: 'not', condition: { kind: 'count', op: '>=', value: 1 } },
      },
    });
    expect(one("Test Card can't attack or block unless you control at least three other creatures.")).toMatchObject({
      effect: {
        condition: {
          kind: 'not',
          condition: { kind: 'count', of: { qualities: [youControl, { kind: 'other' }] }, op: '>=', value: 3 },
        },
      },
    });
    expect(one("Test Card can't block if you control an untapped land.")).toMatchObject({
      effect: { condition: { kind: 'count', op: '>=', value: 1 } },
    });
  });

  it('refuses a condition it cannot read after "unless"', () => {
    expect(refusal("Test Card can't attack unless you control more creatures than defending player.")).not.toBeNull();
  });
});

describe("activated abilities that can't be activated (602.5)", () => {
  const cant = (exceptMana: boolean): Modification => ({
    kind: 'restriction',
    restriction: { kind: 'cantActivate', exceptMana, tapOnly: false },
  });
  it('"…, and its activated abilities can\'t be activated", "Enchanted creature\'s activated abilities …"', () => {
    expect(
      one("Enchanted creature can't attack or block, and its activated abilities can't be activated."),
    ).toMatchObject({
      effect: {
        affected: { kind: 'attached', how: 'enchanted' },
        modifications: [
          { kind: 'restriction', restriction: { kind: 'cantAttack' } },
          { kind: 'restriction', restriction: { kind: 'cantBlock' } },
          cant(false),
        ],
      },
    });
    expect(one("Enchanted creature's activated abilities can't be activated.")).toMatchObject({
      effect: { affected: { kind: 'attached', how: 'enchanted' }, modifications: [cant(false)] },
    });
    expect(
      one(
        "Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.",
      ),
    ).toMatchObject({ effect: { modifications: [{}, {}, cant(true)] } });
  });

  it('reads "with {T} in their costs": only those abilities (tapOnly)', () => {
    expect(
      refusal(
        "Enchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be activated.",
      ),
    ).toBeNull();
  });
});

describe('"that\'s still a land", ". It\'s still a land." (205.1b)', () => {
  it('keeps the prior types: the new ones are added', () => {
    for (const text of [
      "Enchanted land is a 6/4 green Elemental creature. It's still a land.",
      "Enchanted land is a 5/6 green Treefolk creature that's still a land.",
    ]) {
      expect(one(text)).toMatchObject({
        effect: {
          modifications: [{ kind: 'types', add: true, types: ['creature'] }, { kind: 'colors', add: false }, {}],
        },
      });
    }
    // Without it the new types replace the old (205.1a).
    expect(one('Enchanted land is a 6/4 green Elemental creature.')).toMatchObject({
      effect: { modifications: [{ kind: 'types', add: false }, {}, {}] },
    });
  });
});
