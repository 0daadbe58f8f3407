import { describe, expect, it } from 'vitest';
import type { CombatRestriction, Description } from '../templates/card-template.js';
import type { Ability } from '../templates/card-template.js';
import { mapped } from '../text/mapped-text.js';
import { parseAbilityLine, parseAbilityText } from './parse-ability.js';

const G = { kind: 'colored', color: 'G' } as const;
const R = { kind: 'colored', color: 'R' } as const;
const B = { kind: 'colored', color: 'B' } as const;

function one(text: string, names: readonly string[] = []): Ability {
  const result = parseAbilityText(text, 3, names);
  expect(result.problem).toBeNull();
  expect(result.abilities).toHaveLength(1);
  return result.abilities[0] as Ability;
}

describe('keywords (rule 702)', () => {
  it.each([
    'flying',
    'reach',
    'vigilance',
    'intimidate',
    'defender',
    'haste',
    'indestructible',
    'deathtouch',
    'lifelink',
    'wither',
    'first strike',
    'double strike',
    'trample',
    'menace',
    'hexproof',
    'flash',
    'shroud',
    'infect',
  ])('reads %s in any case', (keyword) => {
    const capitalized = keyword.charAt(0).toUpperCase() + keyword.slice(1);
    expect(one(capitalized)).toEqual({ kind: 'keyword', keyword, line: 3, text: capitalized });
  });

  it('gives one ability per keyword on a line', () => {
    const result = parseAbilityText('Flying, vigilance', 4);
    expect(result.abilities).toEqual([
      { kind: 'keyword', keyword: 'flying', line: 4, text: 'Flying' },
      { kind: 'keyword', keyword: 'vigilance', line: 4, text: 'vigilance' },
    ]);
    expect(
      parseAbilityText('First strike and lifelink').abilities.map((a) => a.kind === 'keyword' && a.keyword),
    ).toEqual(['first strike', 'lifelink']);
  });

  it('strips reminder text first', () => {
    const result = parseAbilityText('Trample, haste (If this creature would assign enough damage to its blockers...)');
    expect(result.abilities.map((a) => a.text)).toEqual(['Trample', 'haste']);
  });

  it('does not take a keyword inside a longer word', () => {
    expect(parseAbilityText('Flyingly').abilities[0]?.kind).toBe('unparsed');
  });

  it('points at a misspelled second keyword', () => {
    const result = parseAbilityText('Flying, vigilence');
    expect(result.problem).toEqual({
      start: 8,
      end: 17,
      message: `expected a keyword such as 'vigilance' after ',' but found "vigilence"`,
    });
  });
});

describe('mana abilities (rule 605)', () => {
  it('reads {T}: Add {G}. as a mana ability', () => {
    expect(one('{T}: Add {G}.')).toEqual({
      kind: 'activated',
      line: 3,
      text: '{T}: Add {G}.',
      costs: [{ kind: 'tap' }],
      effects: [{ kind: 'addMana', options: [[G]] }],
      restrictions: [],
      isManaAbility: true,
      implied: false,
    });
  });

  it('reads the old wording "to your mana pool"', () => {
    const a = one('{T}: Add {G} to your mana pool.');
    expect(a.kind === 'activated' && a.effects).toEqual([{ kind: 'addMana', options: [[G]] }]);
  });

  it('reads a choice of two colors', () => {
    const a = one('{T}: Add {R} or {G}.');
    expect(a.kind === 'activated' && a.effects).toEqual([{ kind: 'addMana', options: [[R], [G]] }]);
  });

  it('reads a hybrid cost with tap and a two-mana result', () => {
    const a = one('{B/R}, {T}: Add {B}{R}.');
    expect(a).toMatchObject({
      costs: [{ kind: 'mana', mana: [{ kind: 'hybrid', colors: ['B', 'R'] }] }, { kind: 'tap' }],
      effects: [{ kind: 'addMana', options: [[B, R]] }],
      isManaAbility: true,
    });
  });

  it('reads the filter land wording with three options', () => {
    const a = one('{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.');
    expect(a.kind === 'activated' && a.effects).toEqual([
      {
        kind: 'addMana',
        options: [
          [B, B],
          [B, R],
          [R, R],
        ],
      },
    ]);
  });

  it('reads colorless and generic mana, {Q} and one mana of any color', () => {
    expect(one('{T}: Add {C}.')).toMatchObject({ effects: [{ kind: 'addMana', options: [[{ kind: 'colorless' }]] }] });
    expect(one('{T}: Add {1}.')).toMatchObject({
      effects: [{ kind: 'addMana', options: [[{ kind: 'generic', amount: 1 }]] }],
    });
    expect(one('{Q}: Add {C}{C}.')).toMatchObject({ costs: [{ kind: 'untap' }], isManaAbility: true });
    const any = one('{T}: Add one mana of any color.');
    expect(any.kind === 'activated' && any.effects[0]?.kind === 'addMana' && any.effects[0].options).toHaveLength(5);
  });

  it('reads pay-life and sacrifice costs', () => {
    expect(one('{1}, {T}, Sacrifice ~: Draw a card.')).toMatchObject({
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }, { kind: 'tap' }, { kind: 'sacrificeSelf' }],
      isManaAbility: false,
    });
    expect(one('{T}, Pay 1 life: Add {B}.')).toMatchObject({
      costs: [{ kind: 'tap' }, { kind: 'payLife', amount: 1 }],
      isManaAbility: true,
    });
  });
});

describe('activated abilities with other effects', () => {
  it('composes costs and effects: {1}, {T}: Draw a card.', () => {
    expect(one('{1}, {T}: Draw a card.')).toEqual({
      kind: 'activated',
      line: 3,
      text: '{1}, {T}: Draw a card.',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }, { kind: 'tap' }],
      effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      restrictions: [],
      isManaAbility: false,
      implied: false,
    });
  });

  it('reads {X}: ~ deals X damage to target creature.', () => {
    expect(one('{X}: ~ deals X damage to target creature.')).toMatchObject({
      costs: [{ kind: 'mana', mana: [{ kind: 'variable', letter: 'X' }] }],
      effects: [
        {
          kind: 'dealDamage',
          amount: { kind: 'variable', letter: 'X' },
          to: { kind: 'target', allowed: ['creature'], text: 'target creature' },
        },
      ],
      isManaAbility: false,
    });
  });

  it('reads regeneration with and without a cost (rule 701.15)', () => {
    expect(one('{G}: Regenerate ~.')).toMatchObject({ effects: [{ kind: 'regenerate', what: { kind: 'self' } }] });
    expect(one('Regenerate ~.')).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'regenerate', what: { kind: 'self' } }],
    });
  });

  it('reads a tap ability of Icy Manipulator', () => {
    expect(one('{1}, {T}: Tap target artifact, creature, or land.')).toMatchObject({
      effects: [
        {
          kind: 'tap',
          what: {
            kind: 'target',
            allowed: ['artifact', 'creature', 'land'],
            text: 'target artifact, creature, or land',
          },
        },
      ],
    });
  });

  it('a mana ability with a target is not a mana ability (rule 605.1a)', () => {
    const a = one('{T}: Add {G}. Tap target creature.');
    expect(a.kind === 'activated' && a.isManaAbility).toBe(false);
  });
});

describe('spell effects', () => {
  it.each([
    ['~ deals 2 damage to any target.', ['any']],
    ['~ deals 3 damage to target creature or player.', ['creature', 'player']],
    ['~ deals 4 damage to target creature.', ['creature']],
    ['~ deals 5 damage to target player.', ['player']],
    ['~ deals 5 damage to target player or planeswalker.', ['player', 'planeswalker']],
  ])('%s', (text, allowed) => {
    const a = one(text);
    expect(a.kind).toBe('spell');
    expect(a.kind === 'spell' && a.effects[0]).toMatchObject({ kind: 'dealDamage', to: { kind: 'target', allowed } });
  });

  it('reads number words', () => {
    expect(one('~ deals three damage to any target.')).toMatchObject({
      effects: [{ kind: 'dealDamage', amount: { kind: 'fixed', value: 3 } }],
    });
    expect(one('Draw two cards.')).toMatchObject({
      effects: [{ kind: 'drawCards', amount: { kind: 'fixed', value: 2 } }],
    });
    expect(one('You gain seven life.')).toMatchObject({
      effects: [{ kind: 'gainLife', amount: { kind: 'fixed', value: 7 } }],
    });
  });

  it.each(['creature', 'artifact', 'enchantment', 'land', 'permanent'])('Destroy target %s.', (kind) => {
    expect(one(`Destroy target ${kind}.`)).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'destroy', what: { kind: 'target', allowed: [kind] } }],
    });
  });

  it('reads Destroy target artifact or enchantment.', () => {
    expect(one('Destroy target artifact or enchantment.')).toMatchObject({
      effects: [{ kind: 'destroy', what: { allowed: ['artifact', 'enchantment'] } }],
    });
  });

  it('reads several sentences as several effects, and a missing final period', () => {
    expect(one('Tap target permanent. Draw a card.')).toMatchObject({
      effects: [{ kind: 'tap' }, { kind: 'drawCards' }],
    });
    expect(one('You gain 4 life')).toMatchObject({ effects: [{ kind: 'gainLife' }] });
  });
});

describe('combat restrictions (508.1c, 509.1b) as static abilities of ~ itself', () => {
  const self = (...restrictions: CombatRestriction[]) => ({
    kind: 'continuous',
    affected: { kind: 'self' },
    modifications: restrictions.map((restriction) => ({ kind: 'restriction', restriction })),
  });
  const staticOf = (text: string) => {
    const a = one(text);
    return a.kind === 'static' ? a.effect : null;
  };
  it("reads ~ can't block.", () => {
    expect(one("~ can't block.")).toEqual({
      kind: 'static',
      line: 3,
      text: "~ can't block.",
      effect: self({ kind: 'cantBlock', alone: false }),
    });
  });
  it('reads ~ can block only creatures with flying.', () => {
    expect(one('~ can block only creatures with flying.')).toMatchObject({
      effect: self({
        kind: 'canBlockOnly',
        attackers: { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: 'flying', negated: false }] },
      }),
    });
  });
  it("reads ~ can't be blocked, by, except by, and by how many", () => {
    const walls: Description = {
      nouns: ['permanent'],
      qualities: [{ kind: 'subtype', subtype: 'Wall', negated: false }],
    };
    expect(staticOf("~ can't be blocked.")).toEqual(self({ kind: 'cantBeBlocked', by: null, except: null }));
    expect(staticOf("~ can't be blocked by Walls.")).toEqual(self({ kind: 'cantBeBlocked', by: walls, except: null }));
    expect(staticOf("~ can't be blocked except by creatures with flying or reach.")).toEqual(
      self({
        kind: 'cantBeBlocked',
        by: null,
        except: {
          nouns: ['creature'],
          qualities: [
            {
              kind: 'anyOf',
              qualities: [
                { kind: 'keyword', keyword: 'flying', negated: false },
                { kind: 'keyword', keyword: 'reach', negated: false },
              ],
            },
          ],
        },
      }),
    );
    expect(staticOf("~ can't be blocked by more than one creature.")).toEqual(
      self({ kind: 'blockerCount', min: 0, max: 1 }),
    );
    expect(staticOf("~ can't be blocked except by three or more creatures.")).toEqual(
      self({ kind: 'blockerCount', min: 3, max: null }),
    );
  });
  it('reads requirements and permissions (508.1d, 509.1a, 509.1c)', () => {
    expect(staticOf('~ attacks each combat if able.')).toEqual(self({ kind: 'attacksEachCombat' }));
    expect(staticOf('~ attacks or blocks each combat if able.')).toEqual(
      self({ kind: 'attacksEachCombat' }, { kind: 'blocksEachCombat' }),
    );
    expect(staticOf('~ can block an additional creature each combat.')).toEqual(
      self({ kind: 'canBlockAdditional', count: 1 }),
    );
    expect(staticOf('~ can block any number of creatures.')).toEqual(self({ kind: 'canBlockAdditional', count: null }));
    expect(staticOf("~ can't attack or block alone.")).toEqual(
      self({ kind: 'cantAttack', alone: true }, { kind: 'cantBlock', alone: true }),
    );
  });
  it('a static ability has no "this turn"; an effect has one (611.2, 611.3)', () => {
    expect(one("~ can't block this turn.")).toMatchObject({ kind: 'spell' });
    expect(one("{U}: ~ can't be blocked this turn.")).toMatchObject({
      kind: 'activated',
      effects: [
        {
          kind: 'modify',
          what: { kind: 'self' },
          modifications: [{ kind: 'restriction', restriction: { kind: 'cantBeBlocked', by: null, except: null } }],
          duration: 'endOfTurn',
        },
      ],
    });
  });
});

describe('self-reference', () => {
  it('normalizes the name, CARDNAME and "this creature" before parsing', () => {
    expect(one('Prodigal Pyromancer deals 1 damage to any target.', ['Prodigal Pyromancer']).text).toBe(
      '~ deals 1 damage to any target.',
    );
    expect(one('CARDNAME deals 1 damage to any target.').text).toBe('~ deals 1 damage to any target.');
    expect(one("This creature can't block.").text).toBe("~ can't block.");
  });
});

describe('lines nobody understands', () => {
  it('keeps the line verbatim as unparsed', () => {
    const result = parseAbilityText('Wibble the wobble', 5);
    expect(result.abilities).toEqual([{ kind: 'unparsed', line: 5, text: 'Wibble the wobble' }]);
    expect(result.problem).toMatchObject({ start: 0, end: 17 });
  });

  it('points after the colon when no effect follows', () => {
    const result = parseAbilityText('{1}, {T}: Venture into the dungeon.');
    expect(result.problem).toEqual({
      start: 10,
      end: 35,
      message: `expected an effect such as 'Add {G}.' after ':' but found "Venture into the dungeon."`,
    });
  });

  it('points at the unknown target kind, in columns of the original text', () => {
    const result = parseAbilityText('Goblin Lord deals 2 damage to target wibbling creature.', 1, ['Goblin Lord']);
    expect(result.problem?.start).toBe('Goblin Lord deals 2 damage to target '.length);
    expect(result.problem?.message).toContain("expected what to target, such as 'creature'");
  });

  it('points at a missing colon', () => {
    expect(parseAbilityText('{2}{G} Add {G}.').problem).toMatchObject({
      start: 7,
      message: expect.stringContaining("':'"),
    });
  });

  it('a line that is only reminder text gives nothing', () => {
    expect(parseAbilityText('(This is reminder text.)')).toMatchObject({ abilities: [], problem: null });
  });
});

describe('wordings of registered implementations', () => {
  it.each([
    ['~ enters the battlefield tapped.', 'enters-tapped'],
    ["This spell can't be countered.", 'cant-be-countered'],
    ["~ doesn't untap during your untap step.", 'doesnt-untap'],
    ['Prevent all damage that would be dealt to ~.', 'prevent-damage-to-self'],
    ["~ can't attack.", 'cant-attack'],
  ])('%s becomes apply %s', (text, implementation) => {
    expect(one(text)).toMatchObject({ kind: 'applied', implementation });
  });

  it('fuse is a keyword, no implementation wording (702.102)', () => {
    const result = parseAbilityText('Fuse (You may cast one or both halves of this card from your hand.)', 3);
    expect(result.abilities).toMatchObject([{ kind: 'keyword', keyword: 'fuse' }]);
    expect(result.problem).toBeNull();
  });

  it('does not take a longer sentence', () => {
    const longer = parseAbilityText('~ enters the battlefield tapped unless you have two or more opponents.');
    expect(longer.abilities[0]?.kind).toBe('unparsed');
  });
});

describe('the same text on other lines', () => {
  it('gives the same abilities, numbered by their own line', () => {
    const first = parseAbilityText('Flying, vigilance', 3);
    const again = parseAbilityText('Flying, vigilance', 9);
    expect(again.abilities.map((a) => a.line)).toEqual([9, 9]);
    expect(again.abilities).toEqual(first.abilities.map((a) => ({ ...a, line: 9 })));
    expect(first.abilities.map((a) => a.line)).toEqual([3, 3]);
  });

  it('places the problem in the line as written, whatever reminder text it carries', () => {
    const text = '{T}: Add {G} to your pool.';
    const plain = parseAbilityLine(mapped(text, 5), 2, []);
    expect(plain.problem).toMatchObject({ start: 5 + text.indexOf('to'), end: 5 + text.length });
    // The same parsed text ("{T}: Add {G} to your pool."), reached through reminder text and another column.
    const written = '{T}: Add {G} (one mana) to your pool.';
    const reminded = parseAbilityLine(mapped(written, 9), 4, []);
    expect(reminded.problem?.message).toBe(plain.problem?.message);
    expect(reminded.problem).toMatchObject({ start: 9 + written.indexOf('to'), end: 9 + written.length });
    expect(reminded.abilities).toEqual([{ kind: 'unparsed', line: 4, text: written }]);
  });
});

describe('descriptions relative to a triggered ability', () => {
  it('"that player controls" in a trigger about a player: the player dealt damage, whose step it is (608.2c)', () => {
    const ogre = one('Whenever Ogre deals combat damage to a player, destroy target artifact that player controls.', [
      'Ogre',
    ]);
    expect(ogre).toMatchObject({
      kind: 'triggered',
      effects: [
        {
          kind: 'destroy',
          what: {
            kind: 'target',
            description: { nouns: ['artifact'], qualities: [{ kind: 'controlledBy', player: 'that' }] },
          },
        },
      ],
    });
    expect(one("At the beginning of each opponent's upkeep, tap target creature that player controls.").kind).toBe(
      'triggered',
    );
  });

  it('refuses "that player controls" where no player is named before: a spell, a trigger about an object', () => {
    const spell = parseAbilityText('Destroy target creature that player controls.');
    expect(spell.problem?.message).toContain("'that player controls' only in a trigger about a player");
    const dies = parseAbilityText('When Ogre dies, destroy target creature that player controls.', 1, ['Ogre']);
    expect(dies.abilities[0]?.kind).toBe('unparsed');
  });

  it('refuses a description compared with X in a triggered ability, which announces no X (107.3a)', () => {
    const result = parseAbilityText(
      'When Dead dies, return target creature card with mana value X from your graveyard to the battlefield.',
      1,
      ['Dead'],
    );
    expect(result.abilities[0]?.kind).toBe('unparsed');
    expect(result.problem?.message).toContain('an X announced as a spell is cast or an ability activated');
    // "you may pay {X}. If you do, …" is refused at the payment: an X chosen as it resolves (107.3).
    const paid = parseAbilityText(
      'When Dead dies, you may pay {X}. If you do, return target creature card with mana value X from your graveyard to the battlefield.',
      1,
      ['Dead'],
    );
    expect(paid.problem?.message).toContain('without X');
    // ", where X is …" defines it (107.3c).
    const sprite = one(
      'When Sprite enters the battlefield, counter target spell with mana value X or less, where X is the number of Faeries you control.',
      ['Sprite'],
    );
    expect(sprite).toMatchObject({
      effects: [
        {
          kind: 'counter',
          what: { description: { qualities: [{ kind: 'compareTo', amount: { kind: 'count' } }] } },
        },
      ],
    });
  });
});
