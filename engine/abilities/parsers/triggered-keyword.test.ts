import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { TRIGGERED_KEYWORDS } from '../triggered-keywords/index.js';

const one = (text: string) => parseAbilityText(text, 4, ['Test Card']).abilities[0];

describe('keywords that are triggered abilities (702)', () => {
  it('each is the abilities of its definition, with the printed text kept', () => {
    for (const k of TRIGGERED_KEYWORDS) {
      const printed =
        k.parameter === 'cost'
          ? `${k.name} {1}{W}`
          : k.parameter === 'number and cost'
            ? `${k.name} 2—{1}{W}`
            : k.parameter
              ? `${k.name} 2`
              : k.name;
      const read = parseAbilityText(printed.charAt(0).toUpperCase() + printed.slice(1), 4, ['Test Card']).abilities;
      const sentences = k.meaning(2, '{1}{W}');
      const defined = (typeof sentences === 'string' ? [sentences] : sentences).map((m) => one(m));
      const keyword = k.keyword ? { keyword: k.keyword } : {};
      expect(read).toEqual(
        defined.map((d) => ({ ...d, ...(d?.kind === 'triggered' ? keyword : {}), text: read[0]?.text, line: 4 })),
      );
      expect(read.every((a) => a.kind !== 'unparsed')).toBe(true);
    }
  });

  it('reads Cascade as a cast trigger from the stack with the cascade effect (702.85a); each instance separately', () => {
    expect(one('Cascade')).toMatchObject({
      kind: 'triggered',
      text: 'Cascade',
      trigger: { event: { kind: 'castSpell', who: 'you', self: true } },
      effects: [{ kind: 'cascade' }],
      zone: 'stack',
    });
    expect(parseAbilityText('Cascade, cascade', 4, ['Test Card']).abilities).toHaveLength(2);
    // 702.88a: rebound is a keyword of the spell (rules/actions/resolve.ts).
    expect(one('Rebound')).toMatchObject({ kind: 'keyword', keyword: 'rebound' });
  });

  it('reads keywords of several abilities, or of an activated or entering one (702.107a, 702.54a, 702.43a)', () => {
    const all = (text: string) => parseAbilityText(text, 4, ['Test Card']).abilities;
    expect(all('Outlast {1}{B}')).toMatchObject([
      {
        kind: 'activated',
        text: 'Outlast {1}{B}',
        costs: [{ kind: 'mana' }, { kind: 'tap' }],
        effects: [{ kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1' }],
        restrictions: [{ kind: 'sorcerySpeed' }],
      },
    ]);
    expect(all('Bloodthirst 2')).toMatchObject([
      {
        kind: 'static',
        effect: {
          kind: 'entersWith',
          counters: [{ counter: '+1/+1', amount: { value: 2 } }],
          condition: { kind: 'happened', who: 'opponent', what: 'dealtDamage' },
        },
      },
    ]);
    expect(all('Modular 3')).toMatchObject([
      { kind: 'static', text: 'Modular 3', effect: { kind: 'entersWith', counters: [{ amount: { value: 3 } }] } },
      {
        kind: 'triggered',
        text: 'Modular 3',
        trigger: { event: { kind: 'zoneChange', from: 'battlefield', to: 'graveyard' } },
        effects: [{ kind: 'optional', effects: [{ kind: 'putCounters', amount: { kind: 'counters' } }] }],
      },
    ]);
    expect(all('Extort')).toMatchObject([
      {
        kind: 'triggered',
        trigger: { event: { kind: 'castSpell', who: 'you' } },
        effects: [{ kind: 'optional', ifYouDo: [{ kind: 'loseLife' }, { amount: { kind: 'lifeLostThisWay' } }] }],
      },
    ]);
    expect(all('Fabricate 2')).toMatchObject([
      {
        kind: 'triggered',
        effects: [
          {
            kind: 'optional',
            effects: [{ kind: 'putCounters', amount: { value: 2 } }],
            ifYouDont: [{ kind: 'createTokens', amount: { value: 2 }, token: { name: 'Servo Token' } }],
          },
        ],
      },
    ]);
    expect(all('Ingest')).toMatchObject([
      {
        trigger: { event: { kind: 'dealsDamage', combat: true } },
        effects: [{ kind: 'topCards', who: { kind: 'thatPlayer' }, picks: [{ to: 'exile' }] }],
      },
    ]);
    // "Flying; modular 2" is three abilities; a cost keyword needs its cost, a numbered one its number.
    expect(all('Flying; modular 2')).toHaveLength(3);
    expect(all('Outlast')[0]?.kind).toBe('unparsed');
    expect(all('Modular')[0]?.kind).toBe('unparsed');
  });

  it('reads Prowess as "whenever you cast a noncreature spell" (702.108a)', () => {
    expect(one('Prowess')).toMatchObject({
      kind: 'triggered',
      text: 'Prowess',
      trigger: { event: { kind: 'castSpell', who: 'you' } },
      effects: [{ kind: 'modify', what: { kind: 'self' } }],
    });
  });

  it('Bushido and Annihilator take their number; without one they are not read', () => {
    expect(one('Bushido 3')).toMatchObject({
      trigger: { event: { kind: 'anyOf' } },
      effects: [{ kind: 'modify', modifications: [{ kind: 'ptChange', power: { amount: { value: 3 } } }] }],
    });
    expect(one('Annihilator 1')).toMatchObject({ effects: [{ kind: 'sacrifice', amount: { value: 1 } }] });
    expect(one('Bushido')?.kind).toBe('unparsed');
  });

  it('reads Exalted as "a creature you control attacks alone" (702.83a, 506.5)', () => {
    expect(one('Exalted')).toMatchObject({
      kind: 'triggered',
      trigger: { event: { kind: 'attacks', alone: true, what: { kind: 'matching' } } },
      effects: [{ kind: 'modify', what: { kind: 'it' } }],
    });
  });

  it('reads Flanking as "a creature without flanking blocks ~", and the ability gives its object flanking', () => {
    expect(one('Flanking')).toMatchObject({
      kind: 'triggered',
      keyword: 'flanking',
      trigger: {
        event: {
          kind: 'blocks',
          blocksSelf: true,
          what: { description: { qualities: [{ kind: 'keyword', keyword: 'flanking', negated: true }] } },
        },
      },
      effects: [{ kind: 'modify', what: { kind: 'it' } }],
    });
  });

  it('reads Persist and Undying as a return with a counter unless it had one as it died (702.79a, 702.93a)', () => {
    for (const [word, counter] of [
      ['Persist', '-1/-1'],
      ['Undying', '+1/+1'],
    ] as const) {
      expect(one(word)).toMatchObject({
        trigger: {
          event: { kind: 'zoneChange', what: { kind: 'self' }, from: 'battlefield', to: 'graveyard' },
          condition: { kind: 'hadCounters', counter, op: '=', value: 0 },
        },
        effects: [{ kind: 'changeZone', what: { kind: 'it' }, to: 'battlefield', counters: [{ counter }] }],
      });
    }
  });

  it('reads Rampage N as +N/+N for each creature blocking it beyond the first (702.23a)', () => {
    const bonus = { sign: 1, amount: { kind: 'blockers', of: { kind: 'it' }, beyond: 1, times: 3 } };
    expect(one('Rampage 3')).toMatchObject({
      trigger: { event: { kind: 'becomesBlocked', what: { kind: 'self' } } },
      effects: [{ kind: 'modify', modifications: [{ kind: 'ptChange', power: bonus, toughness: bonus }] }],
    });
    // A "for each" no count reads leaves its words to be refused, not dropped.
    expect(parseAbilityText('~ gets +1/+1 until end of turn for each wibble.', 1).problem).not.toBeNull();
  });

  it('reads soulshift, afterlife, afflict, mentor and skulk as their rules define them (702.46a, 702.135a, 702.130a, 702.134a, 702.118b)', () => {
    const all = (text: string) => parseAbilityText(text, 4, ['Test Card']).abilities;
    // 702.46b: each instance triggers separately.
    expect(all('Soulshift 4, soulshift 4')).toMatchObject([
      { kind: 'triggered', text: 'Soulshift 4', effects: [{ kind: 'optional' }] },
      { kind: 'triggered', text: 'soulshift 4', effects: [{ kind: 'optional' }] },
    ]);
    expect(one('Soulshift 3')).toMatchObject({
      trigger: { event: { kind: 'zoneChange', from: 'battlefield', to: 'graveyard' } },
      effects: [
        {
          effects: [
            {
              kind: 'changeZone',
              to: 'hand',
              what: {
                description: {
                  qualities: expect.arrayContaining([{ kind: 'compare', property: 'manaValue', op: '<=', value: 3 }]),
                },
              },
            },
          ],
        },
      ],
    });
    expect(one('Afterlife 2')).toMatchObject({
      effects: [{ kind: 'createTokens', amount: { value: 2 }, token: { colors: ['W', 'B'], keywords: ['flying'] } }],
    });
    expect(one('Afflict 3')).toMatchObject({
      trigger: { event: { kind: 'becomesBlocked' } },
      effects: [{ kind: 'loseLife', who: { kind: 'defendingPlayer' }, amount: { value: 3 } }],
    });
    expect(one('Mentor')).toMatchObject({
      trigger: { event: { kind: 'attacks', what: { kind: 'self' } } },
      effects: [{ kind: 'putCounters', what: { kind: 'target' } }],
    });
    expect(one('Skulk')).toMatchObject({
      kind: 'static',
      effect: { modifications: [{ kind: 'restriction', restriction: { kind: 'cantBeBlocked' } }] },
    });
  });

  it('reads Reinforce N—[cost] as an ability of the card in hand (702.77a), the number and cost joined by a dash', () => {
    expect(one('Reinforce 2—{2}{W}')).toMatchObject({
      kind: 'activated',
      zone: 'hand',
      costs: [{ kind: 'mana' }, { kind: 'discardSelf' }],
      effects: [{ kind: 'putCounters', amount: { value: 2 }, what: { kind: 'target', count: 1 } }],
    });
    expect(parseAbilityText('Reinforce 1 {1}{W}', 4).problem?.message).toMatch(/'—' and a mana cost/);
    expect(parseAbilityText('Reinforce—{1}{W}', 4).problem).not.toBeNull();
  });

  it('reads Provoke (702.39a): you may untap target creature defending player controls; if so, it blocks ~ this combat', () => {
    expect(one('Provoke')).toMatchObject({
      trigger: { event: { kind: 'attacks', what: { kind: 'self' } } },
      effects: [
        {
          kind: 'optional',
          effects: [
            {
              kind: 'untap',
              what: { kind: 'target', description: { qualities: [{ kind: 'controlledBy', player: 'defending' }] } },
            },
          ],
          ifYouDo: [
            {
              kind: 'modify',
              what: { kind: 'it' },
              modifications: [{ restriction: { kind: 'blocksSource' } }],
              duration: 'endOfCombat',
            },
          ],
        },
      ],
    });
  });

  it('reads triggered keywords in a keyword list, each with its own words', () => {
    const read = parseAbilityText('Flying; flanking', 2).abilities;
    expect(read.map((a) => [a.kind, a.text])).toEqual([
      ['keyword', 'Flying'],
      ['triggered', 'flanking'],
    ]);
    expect(parseAbilityText('Trample; bushido 1').abilities.map((a) => a.kind)).toEqual(['keyword', 'triggered']);
    expect(parseAbilityText('Flying, wibbling').problem).not.toBeNull();
  });
});
