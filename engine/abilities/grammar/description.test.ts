import { describe, expect, it } from 'vitest';
import type { CardType, Description } from '../../templates/card-template.js';
import type { Color } from '../../mana/mana-symbol.js';
import { defineDescribedX, description, hasDescribedX } from './description.js';
import type { Scanner } from '../../text/scanner.js';
import { scan } from './test-scan.js';

const read = (text: string) => scan(description, text);

describe('"kicked" (702.33d)', () => {
  it('is an adjective of spells: "a kicked spell", "kicked spells"', () => {
    expect(read('kicked spell, you')).toEqual({
      value: { nouns: ['spell'], qualities: [{ kind: 'kicked' }] },
      rest: ', you',
    });
    expect(read('kicked spells.').value).toEqual({ nouns: ['spell'], qualities: [{ kind: 'kicked' }] });
  });
});

describe('sharing with an object: "with the same name as that permanent", "that shares a color with it"', () => {
  it('reads what is shared and with what', () => {
    expect(read('permanents with the same name as that permanent to')).toEqual({
      value: { nouns: ['permanent'], qualities: [{ kind: 'shares', what: 'name', with: 'it', other: false }] },
      rest: 'to',
    });
    expect(read('creature that shares a color with it.').value?.qualities).toEqual([
      { kind: 'shares', what: 'color', with: 'it', other: false },
    ]);
    expect(read('creatures that share a creature type with ~ get').value?.qualities).toEqual([
      { kind: 'shares', what: 'creatureType', with: 'self', other: false },
    ]);
    expect(read('permanent that shares a card type with equipped creature').value?.qualities).toEqual([
      { kind: 'shares', what: 'cardType', with: 'equipped', other: false },
    ]);
    expect(read('creature that shares a watermark with ~').value?.qualities).toEqual([]);
  });

  it('"other" before it is other than the object compared with', async () => {
    const { subject } = await import('./subject.js');
    expect(scan(subject, 'each other creature that shares a color with it').value).toEqual({
      kind: 'each',
      description: { nouns: ['creature'], qualities: [{ kind: 'shares', what: 'color', with: 'it', other: true }] },
    });
    expect(scan(subject, 'each other creature that shares a color with ~').value).toEqual({
      kind: 'each',
      description: {
        nouns: ['creature'],
        qualities: [{ kind: 'shares', what: 'color', with: 'self', other: false }, { kind: 'other' }],
      },
    });
  });
});
const d = (nouns: Description['nouns'], qualities: Description['qualities'] = []): Description => ({
  nouns,
  qualities,
});

describe('object descriptions (109)', () => {
  it.each<[string, Description]>([
    ['creature', d(['creature'])],
    ['creatures', d(['creature'])],
    ['nonblack creature', d(['creature'], [{ kind: 'color', color: 'B', negated: true }])],
    ['artifact creature', d(['creature'], [{ kind: 'type', type: 'artifact', negated: false }])],
    ['artifact or enchantment', d(['artifact', 'enchantment'])],
    ['artifact, creature, or land', d(['artifact', 'creature', 'land'])],
    ['creature or player', d(['creature', 'player'])],
    [
      'Mountain or a Plains',
      d(
        ['permanent'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'subtype', subtype: 'Mountain', negated: false },
              { kind: 'subtype', subtype: 'Plains', negated: false },
            ],
          },
        ],
      ),
    ],
    ['creature you control', d(['creature'], [{ kind: 'controller', who: 'you' }])],
    ["creature you don't control", d(['creature'], [{ kind: 'controller', who: 'opponent' }])],
    ['creatures your opponents control', d(['creature'], [{ kind: 'controller', who: 'opponent' }])],
    ['creature with flying', d(['creature'], [{ kind: 'keyword', keyword: 'flying', negated: false }])],
    ['creature without flying', d(['creature'], [{ kind: 'keyword', keyword: 'flying', negated: true }])],
    ['creature with power 2 or less', d(['creature'], [{ kind: 'compare', property: 'power', op: '<=', value: 2 }])],
    [
      'creature with converted mana cost 3 or greater',
      d(['creature'], [{ kind: 'compare', property: 'manaValue', op: '>=', value: 3 }]),
    ],
    [
      'creature card in your graveyard',
      d(
        ['card'],
        [
          { kind: 'type', type: 'creature', negated: false },
          { kind: 'zone', zone: 'graveyard', whose: 'you' },
        ],
      ),
    ],
    // 110.4b: a card with a permanent type.
    [
      'permanent card',
      d(
        ['card'],
        [
          {
            kind: 'anyOf',
            qualities: (['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'] as const).map(
              (type) => ({ kind: 'type' as const, type, negated: false }),
            ),
          },
        ],
      ),
    ],
    ['tapped creature', d(['creature'], [{ kind: 'tapped', tapped: true }])],
    ['attacking or blocking creature', d(['creature'], [{ kind: 'combat', roles: ['attacking', 'blocking'] }])],
    ['nontoken creature', d(['creature'], [{ kind: 'token', token: false }])],
    [
      'creature token',
      d(
        ['permanent'],
        [
          { kind: 'type', type: 'creature', negated: false },
          { kind: 'token', token: true },
        ],
      ),
    ],
    ['Goblin', d(['permanent'], [{ kind: 'subtype', subtype: 'Goblin', negated: false }])],
    [
      'Elves you control',
      d(
        ['permanent'],
        [
          { kind: 'subtype', subtype: 'Elf', negated: false },
          { kind: 'controller', who: 'you' },
        ],
      ),
    ],
    ['non-Wall creature', d(['creature'], [{ kind: 'subtype', subtype: 'Wall', negated: true }])],
    ['legendary creature', d(['creature'], [{ kind: 'supertype', supertype: 'legendary', negated: false }])],
    ['nonbasic land', d(['land'], [{ kind: 'supertype', supertype: 'basic', negated: true }])],
    ['opponent', d(['player'], [{ kind: 'controller', who: 'opponent' }])],
    [
      'white or blue creature',
      d(
        ['creature'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'color', color: 'W', negated: false },
              { kind: 'color', color: 'U', negated: false },
            ],
          },
        ],
      ),
    ],
    [
      'instant or sorcery spell',
      d(
        ['spell'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'type', type: 'instant', negated: false },
              { kind: 'type', type: 'sorcery', negated: false },
            ],
          },
        ],
      ),
    ],
    // Adjectives of one group all hold; only alternatives joined by "or" share an anyOf.
    [
      'basic land card',
      d(
        ['card'],
        [
          { kind: 'supertype', supertype: 'basic', negated: false },
          { kind: 'type', type: 'land', negated: false },
        ],
      ),
    ],
    [
      'red or green creature card',
      d(
        ['card'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'color', color: 'R', negated: false },
              { kind: 'color', color: 'G', negated: false },
            ],
          },
          { kind: 'type', type: 'creature', negated: false },
        ],
      ),
    ],
    [
      'Plains or Island card',
      d(
        ['card'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'subtype', subtype: 'Plains', negated: false },
              { kind: 'subtype', subtype: 'Island', negated: false },
            ],
          },
        ],
      ),
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual({ value: expected, rest: '' });
  });

  it('"dealt damage by ~ this turn", "… by equipped creature this turn": the turn\'s record of damage', () => {
    expect(read('creature dealt damage by ~ this turn dies')).toEqual({
      value: d(['creature'], [{ kind: 'dealtDamageBy', by: 'self' }]),
      rest: 'dies',
    });
    expect(read('creature dealt damage by equipped creature this turn').value).toEqual(
      d(['creature'], [{ kind: 'dealtDamageBy', by: 'equipped' }]),
    );
    expect(read('creature dealt damage by ~').rest).toBe('dealt damage by ~');
  });

  it('"that was dealt damage this turn": damage from any source this turn (120.3)', () => {
    expect(read("creature that was dealt damage this turn. It can't be regenerated.")).toEqual({
      value: d(['creature'], [{ kind: 'wasDealtDamage' }]),
      rest: ". It can't be regenerated.",
    });
    expect(read('creature an opponent controls that was dealt damage this turn').value).toEqual(
      d(['creature'], [{ kind: 'controller', who: 'opponent' }, { kind: 'wasDealtDamage' }]),
    );
  });

  it('"other than ~" is "another" (109.5); "defending player controls" (506.2)', () => {
    expect(read('nonland permanent other than ~.')).toEqual({
      value: d(['permanent'], [{ kind: 'type', type: 'land', negated: true }, { kind: 'other' }]),
      rest: '.',
    });
    expect(read('creature defending player controls with toughness 2 or less')).toEqual({
      value: d(
        ['creature'],
        [
          { kind: 'controlledBy', player: 'defending' },
          { kind: 'compare', property: 'toughness', op: '<=', value: 2 },
        ],
      ),
      rest: '',
    });
    // "other than" something else is no description clause.
    expect(read('creature other than a Wall').rest).toBe('other than a Wall');
  });

  it('"that player controls" only where the triggered ability names a player (Scanner.thatPlayer)', () => {
    const inTrigger = (s: Scanner) => {
      s.thatPlayer = true;
      return description(s);
    };
    expect(scan(inTrigger, 'artifact that player controls.')).toEqual({
      value: d(['artifact'], [{ kind: 'controlledBy', player: 'that' }]),
      rest: '.',
    });
    expect(read('artifact that player controls.')).toEqual({ value: d(['artifact']), rest: 'that player controls.' });
  });

  it('compares with X (107.3a), a count or the source\'s power (compareTo); "less than 3" is "2 or less"', () => {
    const x = { kind: 'variable', letter: 'X' } as const;
    expect(read('creature with converted mana cost X or less').value).toEqual(
      d(['creature'], [{ kind: 'compareTo', property: 'manaValue', op: '<=', amount: x }]),
    );
    expect(read('artifact with mana value X').value).toEqual(
      d(['artifact'], [{ kind: 'compareTo', property: 'manaValue', op: '=', amount: x }]),
    );
    expect(read("creature with power less than ~'s power").value).toEqual(
      d(
        ['creature'],
        [
          {
            kind: 'compareTo',
            property: 'power',
            op: '<',
            amount: { kind: 'property', property: 'power', of: { kind: 'self' } },
          },
        ],
      ),
    );
    const islands = read('creature with power less than or equal to the number of Islands you control').value;
    expect(islands?.qualities[0]).toMatchObject({ kind: 'compareTo', op: '<=', amount: { kind: 'count', times: 1 } });
    expect(read('creature with power greater than 2').value).toEqual(
      d(['creature'], [{ kind: 'compare', property: 'power', op: '>=', value: 3 }]),
    );
    // What only a resolving effect knows is no amount a description compares with.
    expect(read('creature with power less than its power').rest).toBe('with power less than its power');
    expect(read('creature with power less than that much').rest).toBe('with power less than that much');
  });

  it('a later noun with adjectives of its own is an alternative of its own: each group keeps its adjectives', () => {
    const type = (t: CardType) => ({ kind: 'type', type: t, negated: false }) as const;
    const color = (c: Color) => ({ kind: 'color', color: c, negated: false }) as const;
    // Same noun: the adjectives alone tell the groups apart.
    expect(read('white creature or black creature').value).toEqual(
      d(['creature'], [{ kind: 'anyOf', qualities: [color('W'), color('B')] }]),
    );
    expect(read('Elemental spell or a Chandra planeswalker spell').value).toEqual(
      d(
        ['spell'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'subtype', subtype: 'Elemental', negated: false },
              {
                kind: 'allOf',
                qualities: [{ kind: 'subtype', subtype: 'Chandra', negated: false }, type('planeswalker')],
              },
            ],
          },
        ],
      ),
    );
    // Other nouns: each group says its own card type; clauses after the last noun hold for all.
    expect(read('nonland creature or black artifact you control').value).toEqual(
      d(
        ['creature', 'artifact'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'allOf', qualities: [{ kind: 'type', type: 'land', negated: true }, type('creature')] },
              { kind: 'allOf', qualities: [color('B'), type('artifact')] },
            ],
          },
          { kind: 'controller', who: 'you' },
        ],
      ),
    );
    // Only the adjectives of the kind right before "or" are its alternatives: "red" holds for both types.
    expect(read('red instant or sorcery spell').value).toEqual(
      d(['spell'], [color('R'), { kind: 'anyOf', qualities: [type('instant'), type('sorcery')] }]),
    );
    // Adjectives written once still hold for every noun.
    expect(read('red creature or spell').value).toEqual(
      d(['creature', 'spell'], [{ kind: 'color', color: 'R', negated: false }]),
    );
    // Subtypes before a subtype adjective are its alternatives: one noun, the adjectives before them for all.
    const subtype = (name: string) => ({ kind: 'subtype', subtype: name, negated: false }) as const;
    expect(read('tapped Merfolk or Kithkin creature').value).toEqual(
      d(
        ['creature'],
        [
          { kind: 'tapped', tapped: true },
          { kind: 'anyOf', qualities: [subtype('Merfolk'), subtype('Kithkin')] },
        ],
      ),
    );
    expect(read('Kraken, Leviathan, or Serpent creature card').value).toEqual(
      d(
        ['card'],
        [{ kind: 'anyOf', qualities: [subtype('Kraken'), subtype('Leviathan'), subtype('Serpent')] }, type('creature')],
      ),
    );
    // A noun no quality can say (a card against a creature) is refused rather than read wrong.
    expect(read('creature card or an artifact creature')).toEqual({
      value: null,
      rest: 'creature card or an artifact creature',
    });
  });

  it('card types joined by "and" before their noun are alternatives ("instant and sorcery spells")', () => {
    const type = (t: CardType) => ({ kind: 'type' as const, type: t, negated: false });
    expect(read('instant and sorcery spells you cast')).toEqual({
      value: d(['spell'], [{ kind: 'anyOf', qualities: [type('instant'), type('sorcery')] }]),
      rest: 'you cast',
    });
    expect(read('artifact, instant, and sorcery cards').value).toEqual(
      d(['card'], [{ kind: 'anyOf', qualities: [type('artifact'), type('instant'), type('sorcery')] }]),
    );
    expect(read('Goblin spells and Rogue spells').value?.qualities).toMatchObject([
      { kind: 'anyOf', qualities: [{ subtype: 'Goblin' }, { subtype: 'Rogue' }] },
    ]);
    // Permanent types as nouns: "all artifacts and enchantments", "each creature and planeswalker you don't control".
    expect(read('artifacts and enchantments').value).toEqual(d(['artifact', 'enchantment']));
    expect(read("creature and planeswalker you don't control").value?.nouns).toEqual(['creature', 'planeswalker']);
    // Other things joined by "and" are the phrase's to read: "each creature and each player", "target artifact and
    // target enchantment", "a creature and a land".
    expect(read('creature and each player').rest).toBe('and each player');
    expect(read('artifact and target enchantment').rest).toBe('and target enchantment');
    expect(read('creature and a land').rest).toBe('and a land');
  });

  it('stops before what is not part of the description', () => {
    expect(read('creature, then draw a card')).toEqual({ value: d(['creature']), rest: ', then draw a card' });
    expect(read('creature gets +2/+2')).toEqual({ value: d(['creature']), rest: 'gets +2/+2' });
  });

  it('reads no description from words that name nothing', () => {
    expect(read('wibble creature')).toEqual({ value: null, rest: 'wibble creature' });
    expect(read('the moon')).toEqual({ value: null, rest: 'the moon' });
    // Lower-case words are never subtypes: "will" is a planeswalker type only when written "Will".
    expect(read('will')).toEqual({ value: null, rest: 'will' });
  });
});

describe('X in descriptions', () => {
  const x = { kind: 'variable', letter: 'X' } as const;
  const withX = d(['spell'], [{ kind: 'compareTo', property: 'manaValue', op: '<=', amount: x }]);
  const faeries = { kind: 'count', of: d(['permanent']), times: 1 } as const;

  it('knows a description compared with X, which a triggered ability announces none of (107.3a)', () => {
    expect(hasDescribedX([{ what: withX }])).toBe(true);
    expect(hasDescribedX([{ what: d(['spell']) }])).toBe(false);
  });

  it('", where X is …" defines it (107.3c), unless a description can\'t work it out', () => {
    expect(defineDescribedX({ what: withX }, faeries)).toEqual({
      what: d(['spell'], [{ kind: 'compareTo', property: 'manaValue', op: '<=', amount: faeries }]),
    });
    expect(defineDescribedX({ what: withX }, { kind: 'eventAmount' })).toBeNull();
    expect(defineDescribedX({ what: d(['spell']) }, { kind: 'eventAmount' })).toEqual({ what: d(['spell']) });
  });
});

describe('a name (201.2)', () => {
  it.each<[string, string, string]>([
    ['card named Gideon, the Oathsworn, reveal it', 'Gideon, the Oathsworn', ', reveal it'],
    ['card named Ral, Caller of Storms, reveal it', 'Ral, Caller of Storms', ', reveal it'],
    ['card named Mu Yanling and put it', 'Mu Yanling', 'and put it'],
    ['card named Jace, Ingenious Mind-Mage.', 'Jace, Ingenious Mind-Mage', '.'],
    ['creatures named Kobolds of Kher Keep get +2/+2', 'Kobolds of Kher Keep', 'get +2/+2'],
  ])('%s', (text, name, rest) => {
    const nouns = text.startsWith('card') ? (['card'] as const) : (['creature'] as const);
    expect(read(text)).toEqual({ value: d([...nouns], [{ kind: 'named', name }]), rest });
  });

  it('"named ~": the source\'s own name (201.5), but not "named ~ Twin"', () => {
    expect(read('cards named ~, reveal them')).toEqual({
      value: d(['card'], [{ kind: 'named', name: null }]),
      rest: ', reveal them',
    });
    expect(read('creature token named ~ Twin').rest).toBe('named ~ Twin');
  });

  it('"exiled with ~": the cards the source\'s abilities exiled (607.2a), not those of another object', () => {
    expect(read('creature cards exiled with ~ to the battlefield')).toEqual({
      value: d(['card'], [{ kind: 'type', type: 'creature', negated: false }, { kind: 'exiledWith' }]),
      rest: 'to the battlefield',
    });
    expect(read('cards exiled with Chrome Mox').rest).toBe('exiled with Chrome Mox');
  });

  it('refuses a lower-case word after "named"', () => {
    expect(read('card named wibble').rest).toBe('named wibble');
  });
});

describe('relative clauses with an adjective (109.2)', () => {
  it.each<[string, Description]>([
    ["creature that's attacking or blocking", d(['creature'], [{ kind: 'combat', roles: ['attacking', 'blocking'] }])],
    [
      "permanents that aren't legendary",
      d(['permanent'], [{ kind: 'supertype', supertype: 'legendary', negated: true }]),
    ],
    [
      "creature that's black or red",
      d(
        ['creature'],
        [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'color', color: 'B', negated: false },
              { kind: 'color', color: 'R', negated: false },
            ],
          },
        ],
      ),
    ],
    ["creature that isn't tapped", d(['creature'], [{ kind: 'tapped', tapped: false }])],
  ])('%s', (text, value) => {
    expect(read(text)).toEqual({ value, rest: '' });
  });

  it('leaves a clause it has no opposite for, or no adjective', () => {
    expect(read("creature that isn't attacking").rest).toBe("that isn't attacking");
    expect(read("creature that's still a land").rest).toBe("that's still a land");
  });
});

describe('"that targets …" (115.1)', () => {
  it("reads what one of a spell's targets is: a description, you, or ~", () => {
    expect(read('spell that targets a creature').value?.qualities).toEqual([
      { kind: 'targets', what: { nouns: ['creature'], qualities: [] } },
    ]);
    expect(read('spell that targets you').value?.qualities).toEqual([
      { kind: 'targets', what: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'you' }] } },
    ]);
    expect(read('spell that targets ~').value?.qualities).toEqual([{ kind: 'targets', what: null }]);
    expect(read('spell that targets only a player').rest).toBe('that targets only a player');
  });
});
