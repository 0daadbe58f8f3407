import { describe, expect, it } from 'vitest';
import type { Ability, Effect } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string, names: readonly string[] = ['Foo']): readonly Ability[] =>
  parseAbilityText(text, 0, names).abilities;
const problemOf = (text: string): string | undefined => parseAbilityText(text, 0, ['Foo']).problem?.message;
const draw = (value: number): Effect => ({ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value } });

describe('cycling (702.29)', () => {
  it('"Cycling {2}" is "{2}, Discard this card: Draw a card." working from the hand', () => {
    expect(abilitiesOf('Cycling {1}{U} ({1}{U}, Discard this card: Draw a card.)')).toEqual([
      {
        kind: 'activated',
        line: 0,
        text: 'Cycling {1}{U}',
        costs: [
          {
            kind: 'mana',
            mana: [
              { kind: 'generic', amount: 1 },
              { kind: 'colored', color: 'U' },
            ],
          },
          { kind: 'discardSelf' },
        ],
        effects: [draw(1)],
        restrictions: [],
        isManaAbility: false,
        implied: false,
        zone: 'hand',
        cycling: true,
      },
    ]);
  });

  it('typecycling searches for a card of that subtype, "basic landcycling" for a basic land card (702.29e)', () => {
    const [plains] = abilitiesOf('Plainscycling {2}');
    expect(plains).toMatchObject({
      zone: 'hand',
      effects: [{ kind: 'search', what: { nouns: ['card'], qualities: [{ kind: 'subtype', subtype: 'Plains' }] } }],
    });
    const [basic] = abilitiesOf('Basic landcycling {1}{B}');
    expect(basic).toMatchObject({
      effects: [
        {
          kind: 'search',
          reveal: true,
          to: 'hand',
          what: {
            qualities: [
              { kind: 'type', type: 'land' },
              { kind: 'supertype', supertype: 'basic' },
            ],
          },
        },
      ],
    });
  });

  it('two typecyclings on one line are two abilities', () => {
    const texts = abilitiesOf('Mountaincycling {2}, forestcycling {2}').map((a) => a.text);
    expect(texts).toEqual(['Mountaincycling {2}', 'forestcycling {2}']);
  });

  it('reads "when you cycle ~", "whenever you cycle another card" and "whenever a player cycles a card"', () => {
    const events = [
      'When you cycle ~, you gain 2 life.',
      'Whenever you cycle another card, you gain 1 life.',
      'Whenever a player cycles a card, you gain 1 life.',
    ].map((t) => {
      const [a] = abilitiesOf(t);
      return a?.kind === 'triggered' ? a.trigger.event : a;
    });
    expect(events).toEqual([
      { kind: 'cycled', who: 'you', what: { kind: 'self' } },
      {
        kind: 'cycled',
        who: 'you',
        what: { kind: 'matching', description: { nouns: ['card'], qualities: [{ kind: 'other' }] } },
      },
      { kind: 'cycled', who: 'each', what: { kind: 'matching', description: { nouns: ['card'], qualities: [] } } },
    ]);
  });

  it('refuses a word that names no type before "cycling"', () => {
    expect(abilitiesOf('Wibblecycling {2}')[0]?.kind).toBe('unparsed');
  });
});

describe('kicker (702.33) and flashback (702.34)', () => {
  it('read one mana cost each', () => {
    expect(abilitiesOf('Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)')).toEqual([
      {
        kind: 'kicker',
        line: 0,
        text: 'Kicker {2}{G}',
        mana: [
          { kind: 'generic', amount: 2 },
          { kind: 'colored', color: 'G' },
        ],
      },
    ]);
    expect(abilitiesOf('Flashback {R}')).toEqual([
      { kind: 'flashback', line: 0, text: 'Flashback {R}', mana: [{ kind: 'colored', color: 'R' }] },
    ]);
  });

  it('read "Kicker [cost 1] and/or [cost 2]" as two kicker abilities (702.33b)', () => {
    expect(abilitiesOf('Kicker {1}{U} and/or {B}')).toMatchObject([
      {
        kind: 'kicker',
        mana: [
          { kind: 'generic', amount: 1 },
          { kind: 'colored', color: 'U' },
        ],
      },
      { kind: 'kicker', mana: [{ kind: 'colored', color: 'B' }] },
    ]);
    expect(problemOf('Kicker {1}{U} and/or')).toContain('the kicker cost');
  });

  it('leave costs with other parts unread, saying where', () => {
    expect(problemOf('Flashback—{1}{R}, Pay 3 life.')).toContain('the flashback cost');
  });

  it('"if it was kicked with its {2}{U} kicker" names one of two kicker costs (702.33f)', () => {
    expect(
      abilitiesOf('When ~ enters the battlefield, if it was kicked with its {2}{U} kicker, draw two cards.')[0],
    ).toMatchObject({
      kind: 'triggered',
      trigger: {
        condition: {
          kind: 'kicked',
          cost: [
            { kind: 'generic', amount: 2 },
            { kind: 'colored', color: 'U' },
          ],
        },
      },
    });
    expect(problemOf('If ~ was kicked with its kicker, draw a card.')).toContain('which kicker cost');
  });

  it('"If this spell was kicked, …" is a conditional; "instead" makes the sentence before it `otherwise`', () => {
    expect(abilitiesOf('Draw two cards. If this spell was kicked, draw three cards instead.')[0]).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'conditional', condition: { kind: 'kicked' }, effects: [draw(3)], otherwise: [draw(2)] }],
    });
    expect(abilitiesOf('Tap target creature. If ~ was kicked, draw a card.', ['Foo'])[0]).toMatchObject({
      effects: [{ kind: 'tap' }, { kind: 'conditional', effects: [draw(1)], otherwise: [] }],
    });
  });

  it('"When ~ enters the battlefield, if it was kicked, …" is an intervening if (603.4)', () => {
    expect(abilitiesOf('When ~ enters the battlefield, if it was kicked, draw a card.')[0]).toMatchObject({
      trigger: { condition: { kind: 'kicked' } },
    });
  });

  it('refuses a kicked sentence with new targets (601.2c) and "instead" with nothing before it', () => {
    expect(
      problemOf("Return target creature to its owner's hand. If this spell was kicked, tap target creature."),
    ).toContain('no new target');
    // A spell's line of its own replaces the spell's earlier lines (608.2c, put together by spellEffects) …
    expect(abilitiesOf('If this spell was kicked, draw three cards instead.')[0]).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'conditional', otherwise: [], insteadOfEarlier: true }],
    });
    // … an ability has nothing before it to replace.
    expect(abilitiesOf('When ~ enters the battlefield, if it was kicked, draw three cards instead.')[0]?.kind).toBe(
      'unparsed',
    );
  });

  it('how it was cast decides no new target either (601.2c): addendum with "up to one other target …"', () => {
    expect(
      problemOf(
        'Exile target artifact. If you cast this spell during your main phase, you may exile up to one other target artifact.',
      ),
    ).toContain('no new target');
    expect(
      abilitiesOf('Draw a card. If you cast this spell during your main phase, you gain 2 life.')[0],
    ).toMatchObject({
      effects: [draw(1), { kind: 'conditional', condition: { kind: 'cast', mainPhase: true } }],
    });
  });
});
