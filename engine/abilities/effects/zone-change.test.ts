import { describe, expect, it } from 'vitest';
import type { Description, Effect, Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const target = (description: Description, text: string): Subject => ({
  kind: 'target',
  allowed: description.nouns,
  description,
  count: 1,
  upTo: false,
  text,
});
const creature: Description = { nouns: ['creature'], qualities: [] };
const creatureCardInYourGraveyard: Description = {
  nouns: ['card'],
  qualities: [
    { kind: 'type', type: 'creature', negated: false },
    { kind: 'zone', zone: 'graveyard', whose: 'you' },
  ],
};
const to = (what: Subject, zone: Extract<Effect, { kind: 'changeZone' }>['to'], more: Partial<Effect> = {}): Effect =>
  ({ kind: 'changeZone', what, to: zone, position: null, underYourControl: false, ...more }) as Effect;

describe('return (400.3: to its owner’s zone)', () => {
  it.each([
    "Return target creature to its owner's hand.",
    "Return target creature to owner's hand.",
    "Return target creature to their owner's hand.",
  ])('%s', (text) => {
    expect(effectsOf(text)).toEqual([to(target(creature, 'target creature'), 'hand')]);
  });

  it('"Return ~ to its owner\'s hand." and "return it …"', () => {
    expect(effectsOf("Return Test Card to its owner's hand.")).toEqual([to({ kind: 'self' }, 'hand')]);
    expect(effectsOf("When Test Card dies, return it to its owner's hand.")).toEqual([to({ kind: 'it' }, 'hand')]);
  });

  it('a card from your graveyard to your hand, or to the battlefield (under your control)', () => {
    const card = target(creatureCardInYourGraveyard, 'target creature card from your graveyard');
    expect(effectsOf('Return target creature card from your graveyard to your hand.')).toEqual([to(card, 'hand')]);
    expect(effectsOf('Return target creature card from your graveyard to the battlefield.')).toEqual([
      to(card, 'battlefield'),
    ]);
    expect(effectsOf('Return target creature card from your graveyard to the battlefield under your control.')).toEqual(
      [to(card, 'battlefield', { underYourControl: true })],
    );
    expect(effectsOf("Return it to the battlefield under its owner's control.")).toEqual([
      to({ kind: 'it' }, 'battlefield'),
    ]);
  });

  it('"all creatures to their owners\' hands" and two objects joined by "and"', () => {
    expect(effectsOf("Return all creatures to their owners' hands.")).toEqual([
      to({ kind: 'each', description: creature }, 'hand'),
    ]);
    const land: Description = { nouns: ['land'], qualities: [] };
    expect(effectsOf("Return target creature and target land to their owners' hands.")).toEqual([
      to(target(creature, 'target creature'), 'hand'),
      to(target(land, 'target land'), 'hand'),
    ]);
  });

  it('"you may return …" and "If you do"', () => {
    expect(effectsOf("You may return target creature to its owner's hand.")).toEqual([
      { kind: 'optional', effects: [to(target(creature, 'target creature'), 'hand')], ifYouDo: [] },
    ]);
  });
});

describe('exile (701.11)', () => {
  it('"Exile target creature.", "Exile ~.", "Exile target card from a graveyard."', () => {
    expect(effectsOf('Exile target creature.')).toEqual([to(target(creature, 'target creature'), 'exile')]);
    expect(effectsOf('Exile Test Card.')).toEqual([to({ kind: 'self' }, 'exile')]);
    const anyGraveyard: Description = {
      nouns: ['card'],
      qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'any' }],
    };
    expect(effectsOf('Exile target card from a graveyard.')).toEqual([
      to(target(anyGraveyard, 'target card from a graveyard'), 'exile'),
    ]);
  });

  it('"Exile target creature. Its controller gains life equal to its power." keeps both sentences', () => {
    const effects = effectsOf('Exile target creature. Its controller gains 2 life.');
    expect(effects.map((e) => e.kind)).toEqual(['changeZone', 'gainLife']);
  });
});

describe('put … on top of / on the bottom of a library, into a graveyard, onto the battlefield', () => {
  it.each([
    ["Put target creature on top of its owner's library.", 'library', 'top'],
    ["Put target creature on the bottom of its owner's library.", 'library', 'bottom'],
    ["Put target creature into its owner's graveyard.", 'graveyard', null],
    ["Put target creature into its owner's hand.", 'hand', null],
  ] as const)('%s', (text, zone, position) => {
    expect(effectsOf(text)).toEqual([to(target(creature, 'target creature'), zone, { position })]);
  });

  it('onto the battlefield under your control (Reanimate-like)', () => {
    const anyGraveyard: Description = {
      nouns: ['card'],
      qualities: [
        { kind: 'type', type: 'creature', negated: false },
        { kind: 'zone', zone: 'graveyard', whose: 'any' },
      ],
    };
    expect(effectsOf('Put target creature card from a graveyard onto the battlefield under your control.')).toEqual([
      to(target(anyGraveyard, 'target creature card from a graveyard'), 'battlefield', { underYourControl: true }),
    ]);
  });

  it('leaves "put a +1/+1 counter" to its own phrase', () => {
    expect(effectsOf('Put a +1/+1 counter on target creature.').map((e) => e.kind)).toEqual(['putCounters']);
  });
});

describe('refusals name the first word not understood', () => {
  it.each([
    ["Return target creature to its owner's hand tapped.", 'tapped.'],
    ['Return target creature to the battlefield face down.', 'face down.'],
    ['Return target creature.', '.'],
    ["Return target creature to its owner's pocket.", "its owner's pocket."],
    ['Put target creature into a pocket.', 'a pocket.'],
    ['Exile target blorp.', 'blorp.'],
    ['Exile target player.', 'target player.'],
    ['Exile target creature at the beginning of the next end step.', 'at the beginning of the next end step.'],
    ["Shuffle target creature into its owner's graveyard.", "into its owner's graveyard."],
    ["Target player returns target creature to its owner's hand.", "returns target creature to its owner's hand."],
  ])('%s', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });

  it('says what was expected', () => {
    expect(refusal('Return target creature.')?.message).toContain("where it returns, such as 'to its owner's hand'");
    expect(refusal('Exile the sky.')?.message).toContain("what to exile, such as 'target creature'");
  });
});

describe('returning with counters (614.1c, 702.79a)', () => {
  it('"return it to the battlefield under its owner\'s control with a -1/-1 counter on it"', () => {
    expect(effectsOf("Return it to the battlefield under its owner's control with a -1/-1 counter on it.")).toEqual([
      to({ kind: 'it' }, 'battlefield', {
        counters: [{ counter: '-1/-1', amount: { kind: 'fixed', value: 1 } }],
      } as Partial<Effect>),
    ]);
  });
});

describe('"~ from your graveyard" and "tapped" (113.6m, 614.1c)', () => {
  it('"Return ~ from your graveyard to the battlefield tapped."', () => {
    expect(effectsOf('Return Test Card from your graveyard to the battlefield tapped.')).toEqual([
      to({ kind: 'self' }, 'battlefield', { from: 'graveyard', tapped: true } as Partial<Effect>),
    ]);
  });

  it('"Put ~ from your graveyard on top of your library."', () => {
    expect(effectsOf('Put Test Card from your graveyard on top of your library.')).toEqual([
      to({ kind: 'self' }, 'library', { from: 'graveyard', position: 'top' } as Partial<Effect>),
    ]);
  });

  it('"tapped" before or after whose control it enters under', () => {
    const tapped = { tapped: true } as Partial<Effect>;
    expect(effectsOf("Return it to the battlefield tapped under its owner's control.")).toEqual([
      to({ kind: 'it' }, 'battlefield', tapped),
    ]);
    expect(effectsOf('Return it to the battlefield under your control tapped.')).toEqual([
      to({ kind: 'it' }, 'battlefield', { ...tapped, underYourControl: true } as Partial<Effect>),
    ]);
  });
});

describe('exile until ~ leaves the battlefield (610.3)', () => {
  it('marks the exile as lasting until the source leaves', () => {
    expect(effectsOf('Exile target creature until Test Card leaves the battlefield.')).toEqual([
      to(target(creature, 'target creature'), 'exile', { until: 'sourceLeaves' }),
    ]);
    expect(effectsOf('Exile target creature.')).toEqual([to(target(creature, 'target creature'), 'exile')]);
  });

  it('only after "exile", and only the source leaving', () => {
    expect(refusal('Exile target creature until end of turn.')).not.toBeNull();
    expect(
      refusal("Return target creature to its owner's hand until Test Card leaves the battlefield."),
    ).not.toBeNull();
  });

  it('"the exiled card" is what the source exiled (607.2a)', () => {
    const exiled: Subject = { kind: 'each', description: { nouns: ['card'], qualities: [{ kind: 'exiledWith' }] } };
    expect(effectsOf("Return the exiled card to the battlefield under its owner's control.")).toEqual([
      to(exiled, 'battlefield'),
    ]);
    expect(effectsOf("Return the exiled cards to their owners' hands.")).toEqual([to(exiled, 'hand')]);
  });
});

describe('shuffle into a library (701.20a)', () => {
  it('"Shuffle ~ into its owner\'s library.", "shuffle it …", "… target nontoken permanent you control …"', () => {
    const shuffled = { shuffle: true } as Partial<Effect>;
    expect(effectsOf("Shuffle Test Card into its owner's library.")).toEqual([
      to({ kind: 'self' }, 'library', shuffled),
    ]);
    expect(effectsOf("When Test Card dies, shuffle it into its owner's library.")).toEqual([
      to({ kind: 'it' }, 'library', shuffled),
    ]);
    const permanent: Description = {
      nouns: ['permanent'],
      qualities: [
        { kind: 'token', token: false },
        { kind: 'controller', who: 'you' },
      ],
    };
    expect(effectsOf("Shuffle target nontoken permanent you control into its owner's library.")).toEqual([
      to(target(permanent, 'target nontoken permanent you control'), 'library', shuffled),
    ]);
  });

  it('refuses a shuffle with no library named', () => {
    expect(refusal('Shuffle Test Card into the void.')).not.toBeNull();
    expect(refusal('Shuffle your library.')).not.toBeNull();
  });
});
