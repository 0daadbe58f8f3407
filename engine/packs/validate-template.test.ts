import { describe, expect, it } from 'vitest';
import { KIND_RECORDS } from '../abilities/kinds.js';
import type { CardTemplate, Condition, Effect, Quality } from '../templates/card-template.js';
import { MAX_DEPTH } from './schema.js';
import {
  card,
  everyAmount,
  everyCondition,
  everyCost,
  everyEffect,
  everyKind,
  everyModification,
  everyQuality,
  everyRestriction,
  everySubject,
  everyTriggerEvent,
  oddity,
  shock,
  soldierToken,
} from './testing/sample-cards.js';
import { validateTemplate } from './validate-template.js';

function roundTrip(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('validateTemplate', () => {
  it('accepts well-formed templates and returns them unchanged', () => {
    for (const template of [card(), shock, oddity]) {
      const result = validateTemplate(roundTrip(template));
      expect(result).toEqual({ ok: true, card: template });
    }
  });

  it('accepts multi-face cards', () => {
    const { layout: _l, faces: _f, unknownLines: _u, ...front } = card({ name: 'Front' });
    const back = { ...front, name: 'Back', manaCost: null, colorIndicator: ['G' as const] };
    const template = card({ name: 'Front // Back', layout: 'transform', faces: [front, back] });
    expect(validateTemplate(roundTrip(template))).toEqual({ ok: true, card: template });
    const withTemplateAsFace = roundTrip(card({ faces: [card()] }));
    expect(validateTemplate(withTemplateAsFace).ok).toBe(false);
  });

  it('names the path of every mismatch', () => {
    const bad = roundTrip(card()) as Record<string, unknown>;
    bad['power'] = 1;
    bad['types'] = ['creature', 'wizard'];
    bad['layout'] = 'sideways';
    const result = validateTemplate(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['$.types[1]', '$.power', '$.layout']);
    expect(result.errors[0]?.message).toContain('"wizard"');
    expect(result.errors[1]?.message).toBe('expected a string, got the number 1');
  });

  it('checks inside abilities, costs and effects', () => {
    const bad = roundTrip(card()) as { abilities: { costs: unknown[]; effects: unknown[] }[] };
    const ability = bad.abilities[0];
    if (!ability) throw new Error('fixture');
    ability.costs[0] = { kind: 'dance' };
    ability.effects[0] = { options: [[{ kind: 'generic', amount: -1 }]], kind: 'addMana' };
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: '$.abilities[0].costs[0].kind', message: expect.stringContaining('got the string "dance"') as string },
      {
        path: '$.abilities[0].effects[0].options[0][0].amount',
        message: 'expected a whole number of at least 0, got the number -1',
      },
    ]);
  });

  it('rejects missing and unknown fields, and non-objects', () => {
    const bad = roundTrip(card()) as Record<string, unknown>;
    delete bad['faces'];
    bad['evil'] = true;
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: '$.faces', message: 'is missing' },
      { path: '$.evil', message: 'is not a known field' },
    ]);
    for (const value of [null, [], 'card', 42, undefined]) expect(validateTemplate(value).ok).toBe(false);
  });

  it('is not fooled by prototype keys', () => {
    const bad = JSON.parse('{"__proto__": {"name": "x"}}') as unknown;
    expect(validateTemplate(bad).ok).toBe(false);
  });
});

/**
 * Every kind of each union, so a new kind the sample forgets fails to compile here (engine/abilities/kinds.ts holds the
 * unions the parser's kinds come from; the others are listed here).
 */
const KINDS: Readonly<Record<string, Readonly<Record<string, true>>>> = {
  quality: {
    color: true,
    colorCount: true,
    type: true,
    subtype: true,
    supertype: true,
    keyword: true,
    controller: true,
    owner: true,
    other: true,
    tapped: true,
    token: true,
    combat: true,
    compare: true,
    zone: true,
    chosen: true,
    counter: true,
    dealtDamageBy: true,
    wasDealtDamage: true,
    exiledWith: true,
    named: true,
    shares: true,
    controlledBy: true,
    compareTo: true,
    anyOf: true,
    allOf: true,
    designated: true,
    paired: true,
    kicked: true,
    targets: true,
  } satisfies Record<Quality['kind'], true>,
  subject: KIND_RECORDS.subject,
  amount: KIND_RECORDS.amount,
  condition: {
    permanentLeft: true,
    count: true,
    life: true,
    yourTurn: true,
    kicked: true,
    castFor: true,
    tribute: true,
    citysBlessing: true,
    monarch: true,
    cast: true,
    manaSpent: true,
    not: true,
    versus: true,
    amount: true,
    controlledSinceLastUpkeep: true,
    greaterThanSelf: true,
    cardTypes: true,
    objectIs: true,
    attachedTo: true,
    counters: true,
    hadCounters: true,
    level: true,
    coinFlip: true,
    clashWon: true,
    vote: true,
    dieRoll: true,
    thatPlayer: true,
    player: true,
    attackedThisStep: true,
    entered: true,
    happened: true,
    all: true,
  } satisfies Record<Condition['kind'], true>,
  cost: KIND_RECORDS.cost,
  effect: KIND_RECORDS.effect,
  modification: KIND_RECORDS.modification,
  triggerEvent: KIND_RECORDS.triggerEvent,
  restriction: KIND_RECORDS.restriction,
  ability: KIND_RECORDS.ability,
  staticEffect: KIND_RECORDS.staticEffect,
  staticAffected: KIND_RECORDS.affected,
};

const kindsOf = (items: readonly { readonly kind: string }[]): string[] =>
  [...new Set(items.map((i) => i.kind))].sort();
const keysOf = (record: Readonly<Record<string, true>> | undefined): string[] => Object.keys(record ?? {}).sort();

describe('validateTemplate: the rules-text contract', () => {
  it('the sample holds every kind of every union', () => {
    expect(kindsOf(everyQuality)).toEqual(keysOf(KINDS['quality']));
    expect(kindsOf(everySubject)).toEqual(keysOf(KINDS['subject']));
    expect(kindsOf(everyAmount)).toEqual(keysOf(KINDS['amount']));
    expect(kindsOf(everyCondition)).toEqual(keysOf(KINDS['condition']));
    expect(kindsOf(everyCost)).toEqual(keysOf(KINDS['cost']));
    expect(kindsOf(everyRestriction)).toEqual(keysOf(KINDS['restriction']));
    expect(kindsOf(everyEffect)).toEqual(keysOf(KINDS['effect']));
    expect(kindsOf(everyModification)).toEqual(keysOf(KINDS['modification']));
    expect(kindsOf(everyTriggerEvent)).toEqual(keysOf(KINDS['triggerEvent']));
    expect(kindsOf(everyKind.abilities)).toEqual(keysOf(KINDS['ability']));
    const statics = everyKind.abilities.flatMap((a) => (a.kind === 'static' ? [a.effect] : []));
    expect(kindsOf(statics)).toEqual(keysOf(KINDS['staticEffect']));
    const affected = statics.flatMap((e) => (e.kind === 'continuous' ? [e.affected] : []));
    expect(kindsOf(affected)).toEqual(keysOf(KINDS['staticAffected']));
  });

  it('round-trips every kind through JSON and validation unchanged', () => {
    expect(validateTemplate(roundTrip(everyKind))).toEqual({ ok: true, card: everyKind });
    // Each kind alone too, so one kind's error can't hide behind another's.
    for (const effect of everyEffect) {
      const template = card({ abilities: [{ kind: 'spell', line: 1, text: 'x', effects: [effect] }] });
      expect(validateTemplate(roundTrip(template))).toEqual({ ok: true, card: template });
    }
  });

  it('rejects a wrong kind deep inside, naming its path', () => {
    const bad = roundTrip(
      card({
        abilities: [
          {
            kind: 'triggered',
            line: 1,
            text: 'x',
            trigger: { event: { kind: 'gainLife', who: 'you' }, condition: null },
            effects: [
              {
                kind: 'optional',
                effects: [
                  {
                    kind: 'dealDamage',
                    amount: { kind: 'fixed', value: 1 },
                    to: { kind: 'controllerOf', of: { kind: 'ownerOf', of: { kind: 'it' } } },
                    from: { kind: 'self' },
                  },
                ],
                ifYouDo: [],
              },
            ],
          },
        ],
      }),
    ) as { abilities: { effects: { effects: { to: { of: { of: { kind: string } } } }[] }[] }[] };
    const leaf = bad.abilities[0]?.effects[0]?.effects[0]?.to.of.of;
    if (!leaf) throw new Error('fixture');
    leaf.kind = 'everyone';
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual([
      '$.abilities[0].effects[0].effects[0].to.of.of.kind',
    ]);
  });

  it('checks descriptions, qualities, trigger events, conditions and tokens', () => {
    const bad = roundTrip(everyKind) as { abilities: Record<string, unknown>[] };
    const badAbility = (ability: Record<string, unknown>): Record<string, unknown> => ({ ...ability });
    const triggered = bad.abilities.find((a) => a['kind'] === 'triggered');
    if (!triggered) throw new Error('fixture');
    bad.abilities.push(
      badAbility({
        ...triggered,
        trigger: {
          event: {
            kind: 'anyOf',
            events: [
              { kind: 'attacks', what: { kind: 'matching', description: { nouns: ['goblin'], qualities: [] } } },
            ],
          },
          condition: { kind: 'life', who: 'you', op: '=', value: 3 },
        },
        effects: [
          {
            kind: 'createTokens',
            who: { kind: 'you' },
            amount: { kind: 'fixed', value: 1 },
            token: { ...soldierToken, power: '1' },
          },
          {
            kind: 'destroy',
            what: {
              kind: 'each',
              description: {
                nouns: ['creature'],
                qualities: [{ kind: 'anyOf', qualities: [{ kind: 'color', color: 'W' }] }],
              },
            },
          },
          { kind: 'dealDamage', amount: { kind: 'fixed', value: 1 }, to: { kind: 'you' } },
        ],
      }),
    );
    const result = validateTemplate(bad);
    const last = `$.abilities[${bad.abilities.length - 1}]`;
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: `${last}.trigger.event.events[0].what.description.nouns[0]`,
        message: expect.stringContaining('"goblin"') as string,
      },
      { path: `${last}.trigger.condition.op`, message: expect.stringContaining('"="') as string },
      { path: `${last}.effects[0].token.power`, message: 'expected a whole number of at least 0, got the string "1"' },
      { path: `${last}.effects[1].what.description.qualities[0].qualities[0].negated`, message: 'is missing' },
      { path: `${last}.effects[2].from`, message: 'is missing' },
    ]);
  });

  it('checks a search: its destination is known and every flag is there', () => {
    const search = {
      kind: 'search',
      who: { kind: 'you' },
      what: { nouns: ['card'], qualities: [] },
      amount: { kind: 'fixed', value: 1 },
      upTo: false,
      reveal: true,
      to: 'libraryTop',
      tapped: false,
      shuffleBeforePut: true,
    };
    const { tapped: _tapped, ...untapped } = search;
    const effects = [search, { ...search, to: 'library' }, untapped];
    const result = validateTemplate({ ...card(), abilities: [{ kind: 'spell', line: 1, text: 'x', effects }] });
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '$.abilities[0].effects[1].to: expected one of "hand", "battlefield", "graveyard", "exile", "libraryTop", got the string "library"',
      '$.abilities[0].effects[2].tapped: is missing',
    ]);
  });

  it('checks modifications: signs are 1 or -1, durations and zones are known', () => {
    const effects = [
      {
        kind: 'modify',
        what: { kind: 'self' },
        modifications: [
          {
            kind: 'ptChange',
            power: { sign: 2, amount: { kind: 'fixed', value: 1 } },
            toughness: { sign: -1, amount: { kind: 'fixed', value: 1 } },
          },
        ],
        duration: 'forever',
      },
      { kind: 'changeZone', what: { kind: 'it' }, to: 'stack', position: null, underYourControl: false },
    ];
    const result = validateTemplate({ ...card(), abilities: [{ kind: 'spell', line: 1, text: 'x', effects }] });
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '$.abilities[0].effects[0].modifications[0].power.sign: expected one of 1, -1, got the number 2',
      '$.abilities[0].effects[0].duration: expected one of "endOfTurn", "indefinitely", "whileSourceTapped", ' +
        '"whileYouControlSource", "whileYouControlSourceTapped", "whileSourceOnBattlefield", "untilNextUntapStep", ' +
        '"untilYourNextUntapStep", ' +
        '"untilYourNextTurn", "endOfCombat", got the string "forever"',
      '$.abilities[0].effects[1].to: expected one of "hand", "library", "graveyard", "exile", "battlefield", got the string "stack"',
    ]);
  });

  it('checks modify effects: the subject, each modification and the duration (611.2a)', () => {
    const modify: Effect = {
      kind: 'modify',
      what: { kind: 'self' },
      modifications: [
        {
          kind: 'ptChange',
          power: { sign: 1, amount: { kind: 'fixed', value: 3 } },
          toughness: { sign: -1, amount: { kind: 'variable', letter: 'X' } },
        },
        { kind: 'addKeywords', keywords: ['flying', 'first strike'] },
      ],
      duration: 'endOfTurn',
    };
    const good = card({ abilities: [{ kind: 'spell', line: 1, text: 'x', effects: [modify] }] });
    expect(validateTemplate(roundTrip(good))).toEqual({ ok: true, card: good });
    const bad = roundTrip(good) as {
      abilities: { effects: { duration: string; modifications: Record<string, unknown>[] }[] }[];
    };
    const effect = bad.abilities[0]?.effects[0];
    if (!effect) throw new Error('fixture');
    effect.duration = 'untilTheMoonRises';
    effect.modifications[0] = { ...effect.modifications[0], power: { sign: 2, amount: { kind: 'fixed', value: 3 } } };
    effect.modifications[1] = { kind: 'addKeywords', keywords: ['banding'] };
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual([
      '$.abilities[0].effects[0].modifications[0].power.sign',
      '$.abilities[0].effects[0].modifications[1].keywords[0]',
      '$.abilities[0].effects[0].duration',
    ]);
  });

  it('checks zone changes, sacrifice, counter and mill: positions, chosen descriptions, amounts, subjects', () => {
    const effects = [
      { kind: 'changeZone', what: { kind: 'self' }, to: 'library', position: 'middle', underYourControl: false },
      { kind: 'changeZone', what: { kind: 'self' }, to: 'hand', position: null },
      {
        kind: 'sacrifice',
        who: { kind: 'you' },
        what: null,
        chosen: { nouns: ['wizard'], qualities: [] },
        amount: { kind: 'fixed', value: 1 },
      },
      {
        kind: 'sacrifice',
        who: { kind: 'you' },
        what: { kind: 'self' },
        chosen: null,
        amount: { kind: 'fixed', value: -1 },
      },
      { kind: 'counter', what: { kind: 'spell' } },
      { kind: 'mill', who: { kind: 'you' } },
    ];
    const result = validateTemplate({ ...card(), abilities: [{ kind: 'spell', line: 1, text: 'x', effects }] });
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual([
      '$.abilities[0].effects[0].position',
      '$.abilities[0].effects[1].underYourControl',
      '$.abilities[0].effects[2].chosen.nouns[0]',
      '$.abilities[0].effects[3].amount.value',
      '$.abilities[0].effects[4].what.kind',
      '$.abilities[0].effects[5].amount',
    ]);
  });

  it('refuses a value nested deeper than the bound, without overflowing the stack', () => {
    // 100,000 nested "you may": far past any real card, and far past what unbounded recursion survives.
    let effect: unknown = { kind: 'tap', what: { kind: 'self' } };
    for (let i = 0; i < 100_000; i++) effect = { kind: 'optional', effects: [effect], ifYouDo: [] };
    const hostile = { ...card(), abilities: [{ kind: 'spell', line: 1, text: 'x', effects: [effect] }] };
    const result = validateTemplate(hostile);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toBe(`nests deeper than ${MAX_DEPTH} levels`);
    expect(result.errors[0]?.path).toBe(`$.abilities[0].effects[0]${'.effects[0]'.repeat(MAX_DEPTH + 1)}`);

    let subject: unknown = { kind: 'you' };
    for (let i = 0; i < 100_000; i++) subject = { kind: 'controllerOf', of: subject };
    const damage = { kind: 'dealDamage', amount: { kind: 'fixed', value: 1 }, to: subject, from: { kind: 'self' } };
    const deepSubject = validateTemplate({
      ...card(),
      abilities: [{ kind: 'spell', line: 1, text: 'x', effects: [damage] }],
    });
    expect(deepSubject.ok ? [] : deepSubject.errors.map((e) => e.message)).toEqual([
      `nests deeper than ${MAX_DEPTH} levels`,
    ]);

    // The bound counts nesting, not size: MAX_DEPTH nested effects pass, one more is refused, and the counter is
    // back to 0 after each check.
    const nested = (levels: number): CardTemplate => {
      let inner: Effect = { kind: 'tap', what: { kind: 'self' } };
      for (let i = 0; i < levels; i++) inner = { kind: 'optional', effects: [inner], ifYouDo: [] };
      return card({ abilities: [{ kind: 'spell', line: 1, text: 'x', effects: [inner] }] });
    };
    expect(validateTemplate(nested(MAX_DEPTH))).toEqual({ ok: true, card: nested(MAX_DEPTH) });
    expect(validateTemplate(nested(MAX_DEPTH + 1)).ok).toBe(false);
    expect(validateTemplate(nested(MAX_DEPTH)).ok).toBe(true);
    expect(validateTemplate(roundTrip(everyKind)).ok).toBe(true);
  });
});
