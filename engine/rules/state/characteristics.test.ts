import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { card, creature, keyword, selfRestriction } from '../test-support/templates.js';
import {
  hasKeyword,
  isPermanentCard,
  keywordsOf,
  lethalDamageFor,
  loyaltyOf,
  parseStat,
  powerOf,
  staticEffectsOf,
  toughnessOf,
} from './characteristics.js';
import { isSummoningSick, opponentOf, describe as describeId, sameZone, zoneLabel } from './queries.js';

describe('characteristics', () => {
  it('parses power and toughness text; * counts as 0', () => {
    expect(parseStat('2')).toBe(2);
    expect(parseStat('1+*')).toBe(1);
    expect(parseStat('*')).toBe(0);
    expect(parseStat('-1')).toBe(-1);
    expect(parseStat(null)).toBe(0);
  });

  it('counters change power and toughness (122.1a)', () => {
    const s = setupState({
      players: [{ battlefield: [{ template: creature('X', '{1}', '3/3'), counters: { '-1/-1': 1, '+1/+1': 3 } }] }, {}],
    });
    const o = s.objects.c1 as NonNullable<(typeof s.objects)['c1']>;
    expect(powerOf(o)).toBe(5);
    expect(toughnessOf(o)).toBe(5);
  });

  it('lethal damage is what is left of toughness; deathtouch makes 1 enough (702.2c)', () => {
    const s = setupState({ players: [{ battlefield: [{ template: creature('X', '{1}', '2/4'), damage: 1 }] }, {}] });
    const o = s.objects.c1 as NonNullable<(typeof s.objects)['c1']>;
    expect(lethalDamageFor(o, false)).toBe(3);
    expect(lethalDamageFor(o, true)).toBe(1);
  });

  it('keywords and static effects come from the abilities', () => {
    const cantBlock = selfRestriction("~ can't block.", { kind: 'cantBlock', alone: false });
    const t = creature('X', '{1}', '1/1', [keyword('flying'), keyword('reach'), cantBlock]);
    expect([...keywordsOf(t)]).toEqual(['flying', 'reach']);
    expect(staticEffectsOf(t)).toEqual([cantBlock.kind === 'static' ? cantBlock.effect : null]);
    const s = setupState({ players: [{ battlefield: [t] }, {}] });
    expect(hasKeyword(s.objects.c1 as NonNullable<(typeof s.objects)['c1']>, 'flying')).toBe(true);
  });

  it('permanent cards vs instants and sorceries (110.4)', () => {
    expect(isPermanentCard(card('L', { types: ['land'] }))).toBe(true);
    expect(isPermanentCard(card('A', { types: ['artifact', 'creature'] }))).toBe(true);
    expect(isPermanentCard(card('I', { types: ['instant'] }))).toBe(false);
    expect(isPermanentCard(card('S', { types: ['sorcery'] }))).toBe(false);
  });

  it('planeswalkers enter with their loyalty as counters (306.5b)', () => {
    const s = setupState({ players: [{ battlefield: [card('W', { types: ['planeswalker'], loyalty: '4' })] }, {}] });
    expect(loyaltyOf(s.objects.c1 as NonNullable<(typeof s.objects)['c1']>)).toBe(4);
  });
});

describe('queries', () => {
  const s = setupState({
    players: [
      { battlefield: [creature('Old', '{1}', '1/1'), { template: creature('New', '{1}', '1/1'), sick: true }] },
      {},
    ],
  });

  it('summoning sickness (302.6): new this turn is sick, setup permanents are not', () => {
    expect(isSummoningSick(s, s.objects.c1 as NonNullable<(typeof s.objects)['c1']>)).toBe(false);
    expect(isSummoningSick(s, s.objects.c2 as NonNullable<(typeof s.objects)['c2']>)).toBe(true);
  });

  it('opponents, names and zones for messages', () => {
    expect(opponentOf(s, 'p1')).toBe('p2');
    expect(opponentOf(s, 'p2')).toBe('p1');
    expect(describeId(s, 'c1')).toBe('Old (c1)');
    expect(describeId(s, 'p1')).toBe('p1');
    expect(describeId(s, 'zz')).toBe('zz');
    expect(zoneLabel({ zone: 'stack' })).toBe('stack');
    expect(zoneLabel({ player: 'p2', zone: 'exile' })).toBe('p2 exile');
    expect(sameZone({ zone: 'stack' }, { zone: 'stack' })).toBe(true);
    expect(sameZone({ player: 'p1', zone: 'hand' }, { player: 'p2', zone: 'hand' })).toBe(false);
  });

  it('named players show their name', () => {
    const named = setupState({ players: [{ name: 'Alice' }, { name: 'Bob', life: 5 }] });
    expect(describeId(named, 'p1')).toBe('Alice (p1)');
    expect(named.players.p2?.life).toBe(5);
  });
});
