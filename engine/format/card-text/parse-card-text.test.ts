import { describe, expect, it } from 'vitest';
import type { CardWarning } from '../../diagnostics.js';
import { parseCardText } from './parse-card-text.js';

const DRYAD_ARBOR = `name    Dryad Arbor
color   green
type    land - forest
type    creature - dryad
pt      1/1
text    (Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "{T}: Add {G}.")
text    Dryad Arbor is green.
`;

/** The warnings without the file, for compact expectations. */
function warningsOf(text: string): Omit<CardWarning, 'file'>[] {
  return parseCardText(text, 'test.card').warnings.map(({ file: _file, ...rest }) => rest);
}

describe('parseCardText: Dryad Arbor, exactly as in the issue', () => {
  const { card, warnings } = parseCardText(DRYAD_ARBOR, 'cards/lands/dryad-arbor.card');

  it('reads every key', () => {
    expect(card).toMatchObject({
      name: 'Dryad Arbor',
      manaCost: null,
      colors: ['G'],
      colorIndicator: ['G'],
      supertypes: [],
      types: ['land', 'creature'],
      subtypes: ['Forest', 'Dryad'],
      power: '1',
      toughness: '1',
      loyalty: null,
      layout: 'normal',
      faces: [],
      unknownLines: [],
    });
  });

  it('has only the mana ability its Forest type implies (rule 305.6)', () => {
    expect(card.abilities).toEqual([
      {
        kind: 'activated',
        line: 0,
        text: '{T}: Add {G}.',
        costs: [{ kind: 'tap' }],
        effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }],
        restrictions: [],
        isManaAbility: true,
        implied: true,
      },
    ]);
  });

  it('gives exactly one warning: the color sentence repeats the color line', () => {
    expect(warnings).toEqual([
      {
        file: 'cards/lands/dryad-arbor.card',
        line: 7,
        column: 9,
        endColumn: 30,
        code: 'redundant-ability',
        message: "this states what 'color green' on line 2 already does; remove it",
      },
    ]);
  });
});

describe('parseCardText: keys', () => {
  it('takes key and value separated by tabs or spaces, keys in any case, comments and blank lines', () => {
    const { card, warnings } = parseCardText(
      '# a comment\n\nNAME\tLlanowar Elves\r\nCost {G}\n  type creature - elf druid\nPT 1/1\n',
      'x',
    );
    expect(warnings).toEqual([]);
    expect(card).toMatchObject({
      name: 'Llanowar Elves',
      manaCost: [{ kind: 'colored', color: 'G' }],
      colors: ['G'],
      colorIndicator: null,
      types: ['creature'],
      subtypes: ['Elf', 'Druid'],
      power: '1',
      toughness: '1',
    });
  });

  it('takes colors from the cost in WUBRG order unless a color line says otherwise (rule 202.2)', () => {
    expect(parseCardText('name A\ncost {G}{W/U}{2/B}{R/P}', 'x').card.colors).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(parseCardText('name A\ncost {G}\ncolor white blue', 'x').card.colors).toEqual(['W', 'U']);
  });

  it('reads every kind of mana symbol', () => {
    const { card, warnings } = parseCardText('name A\ncost {X}{2}{C}{S}{B/R}{2/W}{W/P}', 'x');
    expect(warnings).toEqual([]);
    expect(card.manaCost).toEqual([
      { kind: 'variable', letter: 'X' },
      { kind: 'generic', amount: 2 },
      { kind: 'colorless' },
      { kind: 'snow' },
      { kind: 'hybrid', colors: ['B', 'R'] },
      { kind: 'twobrid', color: 'W' },
      { kind: 'phyrexian', color: 'W' },
    ]);
  });

  it('reads supertypes, several types per line and every dash', () => {
    const { card, warnings } = parseCardText(
      'name A\nsuper legendary snow\ntype artifact creature — golem\ntype land – urza’s\ntype enchantment - aura',
      'x',
    );
    expect(warnings).toEqual([]);
    expect(card.supertypes).toEqual(['legendary', 'snow']);
    expect(card.types).toEqual(['artifact', 'creature', 'land', 'enchantment']);
    expect(card.subtypes).toEqual(['Golem', 'Urza’s', 'Aura']);
  });

  it('reads */*, 1+*/2 and loyalty', () => {
    expect(parseCardText('name A\npt */*', 'x').card).toMatchObject({ power: '*', toughness: '*' });
    expect(parseCardText('name A\npt 1+*/2', 'x').card).toMatchObject({ power: '1+*', toughness: '2' });
    expect(parseCardText('name A\nloyalty 3', 'x').card.loyalty).toBe('3');
  });

  it('makes each basic land type imply its mana ability, only on lands', () => {
    const card = parseCardText('name Savannah\ntype land - forest plains', 'x').card;
    expect(card.abilities.map((a) => a.text)).toEqual(['{T}: Add {W}.', '{T}: Add {G}.']);
    expect(card.abilities.every((a) => a.kind === 'activated' && a.implied && a.line === 0)).toBe(true);
    expect(parseCardText('name A\ntype creature - forest', 'x').card.abilities).toEqual([]);
  });

  it('keeps text lines in order with the name as ~, whatever line the name is on', () => {
    const card = parseCardText('text Shock deals 2 damage to any target.\nname Shock\ntype instant', 'x').card;
    expect(card.abilities).toMatchObject([{ kind: 'spell', line: 1, text: '~ deals 2 damage to any target.' }]);
  });

  it('normalizes a legendary short name but not a name inside another word', () => {
    const card = parseCardText(
      "name Jaya, Fiery\nsuper legendary\ntext Jaya deals 2 damage to any target.\ntext Jayanti's ~",
      'x',
    ).card;
    expect(card.abilities[0]?.text).toBe('~ deals 2 damage to any target.');
    expect(card.abilities[1]).toMatchObject({ kind: 'unparsed', text: "Jayanti's ~" });
    expect(parseCardText('name Shock\ntext Shocker deals 2 damage to any target.', 'x').card.abilities[0]?.text).toBe(
      'Shocker deals 2 damage to any target.',
    );
  });

  it('attaches registered implementations and warns on unknown ones', () => {
    const { card, warnings } = parseCardText('name A\napply enters-tapped\napply no-such-thing', 'x');
    expect(card.abilities).toEqual([
      { kind: 'applied', line: 2, text: 'enters-tapped', implementation: 'enters-tapped' },
      { kind: 'applied', line: 3, text: 'no-such-thing', implementation: 'no-such-thing' },
    ]);
    expect(warnings).toMatchObject([{ line: 3, column: 7, endColumn: 20, code: 'unknown-implementation' }]);
  });

  it('does not let a reminder-only line produce anything', () => {
    const { card, warnings } = parseCardText('name A\ntext (This is only a reminder.)', 'x');
    expect(card.abilities).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('parseCardText: warnings with exact places', () => {
  it('missing-name on line 1', () => {
    expect(warningsOf('type instant\n')).toEqual([
      {
        line: 1,
        column: 1,
        endColumn: 13,
        code: 'missing-name',
        message: "the card has no name; add a line such as 'name Llanowar Elves'",
      },
    ]);
  });

  it('unknown-key keeps the line', () => {
    const { card, warnings } = parseCardText('name A\n  flavor  It was a dark night.', 'x');
    expect(card.unknownLines).toEqual([{ line: 2, text: '  flavor  It was a dark night.' }]);
    expect(warnings).toMatchObject([{ line: 2, column: 3, endColumn: 9, code: 'unknown-key' }]);
  });

  it('bad-mana-cost points at the bad symbol', () => {
    expect(warningsOf('name A\ncost  {2}{Q}{G}')).toMatchObject([
      {
        line: 2,
        column: 10,
        endColumn: 13,
        code: 'bad-mana-cost',
        message: expect.stringContaining('{Q} is not a mana symbol'),
      },
    ]);
    expect(warningsOf('name A\ncost 2G')).toMatchObject([{ line: 2, column: 6, endColumn: 8, code: 'bad-mana-cost' }]);
  });

  it('missing-value, duplicate-key, bad-color, bad-supertype, bad-type, bad-pt, bad-loyalty, bad-layout', () => {
    const text = [
      'name A',
      'name B',
      'cost',
      'color green purple',
      'super mythic',
      'type creature goblin',
      'pt 2',
      'loyalty many',
      'layout sideways',
    ].join('\n');
    expect(warningsOf(text).map((w) => [w.line, w.column, w.endColumn, w.code])).toEqual([
      [2, 1, 5, 'duplicate-key'],
      [3, 1, 5, 'missing-value'],
      [4, 13, 19, 'bad-color'],
      [5, 7, 13, 'bad-supertype'],
      [6, 15, 21, 'bad-type'],
      [7, 4, 5, 'bad-pt'],
      [8, 9, 13, 'bad-loyalty'],
      [9, 8, 16, 'bad-layout'],
    ]);
  });

  it('unparsed-ability where a parser got partway points at the column in the original line', () => {
    // "Prodigal Pyromancer" became "~": the column must still be right in what the author wrote.
    const line = 'text   {T}: Prodigal Pyromancer deals 1 damage to target wibbling creature.';
    const [warning] = warningsOf(`name Prodigal Pyromancer\n${line}`);
    expect(warning).toMatchObject({ line: 2, code: 'unparsed-ability' });
    expect(line.slice((warning?.column ?? 0) - 1, (warning?.endColumn ?? 0) - 1)).toBe('wibbling creature.');
    expect(warning?.message).toBe(
      `expected what to target, such as 'creature', 'player' or 'artifact or enchantment' but found "wibbling creature."`,
    );
  });

  it('unparsed-ability before reminder text underlines only the rules text', () => {
    const line = 'text Wibbling 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)';
    const [warning] = warningsOf(`name A\n${line}`);
    expect(line.slice((warning?.column ?? 0) - 1, (warning?.endColumn ?? 0) - 1)).toBe('Wibbling 1');
  });

  it('redundant-ability for a written basic land ability, which is dropped', () => {
    const { card, warnings } = parseCardText('name Forest\nsuper basic\ntype land - forest\ntext {T}: Add {G}.', 'x');
    expect(card.abilities).toHaveLength(1);
    expect(warnings).toMatchObject([
      { line: 4, column: 6, endColumn: 19, code: 'redundant-ability', message: expect.stringContaining('Forest') },
    ]);
  });

  it('a color sentence without a color line asks for one', () => {
    expect(warningsOf('name A\ntext ~ is green.')).toMatchObject([
      { line: 2, code: 'unparsed-ability', message: "a color sentence is not an ability; write 'color green' instead" },
    ]);
  });
});

describe('parseCardText: multi-face cards', () => {
  const FIRE_ICE = `layout split
face Fire
cost {1}{R}
type instant
text Fire deals 2 damage to any target.
face Ice
cost {1}{U}
type instant
text Tap target permanent.
text Draw a card.
`;

  it('reads each face; the name joins the faces and the top level is face one', () => {
    const { card, warnings } = parseCardText(FIRE_ICE, 'x');
    expect(warnings).toEqual([]);
    expect(card.name).toBe('Fire // Ice');
    expect(card.layout).toBe('split');
    expect(card.faces.map((f) => f.name)).toEqual(['Fire', 'Ice']);
    expect(card.manaCost).toEqual(card.faces[0]?.manaCost);
    expect(card.faces[1]?.abilities.map((a) => a.kind)).toEqual(['spell', 'spell']);
    expect(card.faces[1]?.colors).toEqual(['U']);
  });

  it('accepts the first face named by a name line', () => {
    const card = parseCardText('name Fire\nlayout split\ntype instant\nface Ice\ntype instant', 'x').card;
    expect(card.name).toBe('Fire // Ice');
  });

  it('warns about a face without a layout, and a layout without faces', () => {
    expect(warningsOf('name A\nface B')).toMatchObject([{ line: 2, code: 'bad-face' }]);
    expect(warningsOf('name A\nlayout transform')).toMatchObject([{ line: 2, code: 'bad-face' }]);
    expect(warningsOf('layout split\nface A\nface\ntype instant')).toMatchObject([{ line: 3, code: 'missing-name' }]);
  });
});

describe('parseCardText: output', () => {
  it('is plain JSON data and the same for the same input', () => {
    const a = parseCardText(DRYAD_ARBOR, 'x');
    const b = parseCardText(DRYAD_ARBOR, 'x');
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});

describe('parseCardText: face warnings underline the key', () => {
  it('points at an indented layout or face key', () => {
    expect(warningsOf('name A\n  layout transform')).toMatchObject([
      { line: 2, column: 3, endColumn: 9, code: 'bad-face' },
    ]);
    expect(warningsOf('name A\n face B')).toMatchObject([{ line: 2, column: 2, endColumn: 6, code: 'bad-face' }]);
  });
});
