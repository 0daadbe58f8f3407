import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 3, ['Test Card']).abilities;
const problemOf = (text: string) => parseAbilityText(text, 3, ['Test Card']).problem?.message;

describe('keyword alternative costs: dash, surge, escape (118.9)', () => {
  it('"Dash {2}{R}" is the alternative cost, haste while it was paid, and the return at the next end step', () => {
    const [cost, haste, back] = abilitiesOf('Dash {2}{R}');
    expect(cost).toMatchObject({ kind: 'alternativeCost', keyword: 'dash', conditions: [], costs: [{ kind: 'mana' }] });
    expect(haste).toMatchObject({
      kind: 'static',
      line: 3,
      text: 'Dash {2}{R}',
      effect: {
        kind: 'continuous',
        affected: { kind: 'self' },
        modifications: [{ kind: 'addKeywords', keywords: ['haste'] }],
        condition: { kind: 'castFor', keyword: 'dash' },
      },
    });
    expect(back).toMatchObject({
      kind: 'triggered',
      text: 'Dash {2}{R}',
      trigger: { event: { kind: 'zoneChange', to: 'battlefield' }, condition: { kind: 'castFor', keyword: 'dash' } },
      effects: [{ kind: 'delayed', effects: [{ kind: 'changeZone', to: 'hand' }] }],
    });
  });

  it('"Surge {1}{R}" may be paid only if you have cast another spell this turn', () => {
    expect(abilitiesOf('Surge {1}{R}')).toMatchObject([
      {
        kind: 'alternativeCost',
        keyword: 'surge',
        conditions: [{ kind: 'happened', who: 'you', what: 'castSpells', turn: 'this', other: true }],
      },
    ]);
    expect(problemOf('Surge')).toContain('the surge cost');
  });

  it('"Spectacle {R}" may be paid only if an opponent lost life this turn (702.137a)', () => {
    expect(abilitiesOf('Spectacle {R}')).toMatchObject([
      {
        kind: 'alternativeCost',
        keyword: 'spectacle',
        conditions: [{ kind: 'happened', who: 'opponent', what: 'lostLife', turn: 'this' }],
      },
    ]);
    const [trigger] = abilitiesOf("When ~ enters the battlefield, if ~'s spectacle cost was paid, draw a card.");
    expect(trigger).toMatchObject({ trigger: { condition: { kind: 'castFor', keyword: 'spectacle' } } });
  });

  it('"if its surge cost was paid" and "~\'s dash cost" are conditions about how it was cast', () => {
    const [trigger] = abilitiesOf(
      'When ~ enters the battlefield, if its surge cost was paid, other creatures you control get +1/+0 until end of turn.',
    );
    expect(trigger).toMatchObject({ trigger: { condition: { kind: 'castFor', keyword: 'surge' } } });
  });

  it('escape is cast from the graveyard, its costs exiling other cards there ("Escape-" or "Escape—")', () => {
    for (const text of [
      'Escape- {W}, Exile two other cards from your graveyard.',
      'Escape—{W}, Exile two other cards from your graveyard.',
    ]) {
      expect(abilitiesOf(text)).toMatchObject([
        {
          kind: 'alternativeCost',
          keyword: 'escape',
          zone: 'graveyard',
          costs: [
            { kind: 'mana' },
            {
              kind: 'exileFromGraveyard',
              amount: { value: 2 },
              what: { qualities: [{ kind: 'zone' }, { kind: 'other' }] },
            },
          ],
        },
      ]);
    }
    expect(problemOf('Escape- {W}, Tap an untapped creature you control. now')).toBeDefined();
  });
});

describe('keywords that exile their card from the graveyard: embalm, eternalize, scavenge', () => {
  it('"Embalm {W}" makes a white Zombie copy with no mana cost, as a sorcery, from the graveyard', () => {
    expect(abilitiesOf('Embalm {W}')).toMatchObject([
      {
        kind: 'activated',
        zone: 'graveyard',
        costs: [{ kind: 'mana' }, { kind: 'exileSelf' }],
        restrictions: [{ kind: 'sorcerySpeed' }],
        effects: [
          {
            kind: 'createTokenCopies',
            of: { kind: 'self' },
            except: {
              noManaCost: true,
              modifications: [
                { kind: 'colors', add: false, colors: ['W'] },
                { kind: 'types', add: true, subtypes: ['Zombie'] },
              ],
            },
          },
        ],
      },
    ]);
  });

  it('"Eternalize—{2}{W}{W}, Discard a card." makes a 4/4 black Zombie, its other costs paid first', () => {
    expect(abilitiesOf('Eternalize—{2}{W}{W}, Discard a card.')).toMatchObject([
      {
        costs: [{ kind: 'mana' }, { kind: 'discard' }, { kind: 'exileSelf' }],
        effects: [
          {
            except: {
              modifications: [
                { kind: 'colors', colors: ['B'] },
                { kind: 'setPT', power: { value: 4 } },
                { kind: 'types' },
              ],
            },
          },
        ],
      },
    ]);
  });

  it('"Scavenge {2}{B}" puts counters equal to the exiled card\'s power on target creature', () => {
    expect(abilitiesOf('Scavenge {2}{B}')).toMatchObject([
      {
        zone: 'graveyard',
        effects: [{ kind: 'putCounters', counter: '+1/+1', amount: { kind: 'property', property: 'power' } }],
      },
    ]);
  });

  it('"Exile ~ from your graveyard" written out is the same cost, working from the graveyard', () => {
    expect(abilitiesOf('{1}{B}, Exile ~ from your graveyard: Draw a card.')).toMatchObject([
      { kind: 'activated', zone: 'graveyard', costs: [{ kind: 'mana' }, { kind: 'exileSelf' }] },
    ]);
  });
});

describe('madness (702.35a)', () => {
  it('"Madness {1}{R}" is an alternative cost paid only from exile, as its trigger offers it', () => {
    expect(abilitiesOf('Madness {1}{R}')).toMatchObject([
      { kind: 'alternativeCost', keyword: 'madness', zone: 'exile', conditions: [], costs: [{ kind: 'mana' }] },
    ]);
    expect(problemOf('Madness')).toContain('the madness cost');
  });
});

describe('retrace (702.81a)', () => {
  it('"Retrace" is a keyword of the card', () => {
    expect(abilitiesOf('Retrace')).toMatchObject([{ kind: 'keyword', keyword: 'retrace' }]);
    expect(abilitiesOf('Jump-start')).toMatchObject([{ kind: 'keyword', keyword: 'jump-start' }]);
  });
});

describe('entwine (702.42a)', () => {
  it('"Entwine {2}" and "Entwine—Pay 3 life." are the cost of choosing all modes', () => {
    expect(abilitiesOf('Entwine {2}')).toMatchObject([{ kind: 'entwine', costs: [{ kind: 'mana' }] }]);
    expect(abilitiesOf('Entwine—Pay 3 life.')).toMatchObject([{ kind: 'entwine', costs: [{ kind: 'payLife' }] }]);
    expect(problemOf('Entwine')).toContain('the entwine cost');
  });
});
