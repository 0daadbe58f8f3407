import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { attach } from '../ops/attachments.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { run } from './test-run.js';

// p1: Faded (two fade counters, a +1/+1 counter), Bare (none).
const state = setupState({
  players: [
    {
      battlefield: [
        { template: creature('Faded', '{G}', '2/2'), counters: { fade: 2, '+1/+1': 1 } },
        creature('Bare', '{G}', '1/1'),
      ],
    },
    {},
  ],
});
const faded = idOf(state, 'Faded');
const bare = idOf(state, 'Bare');
const remove = (amount: number | null, what: 'self' | 'each'): Effect => ({
  kind: 'removeCounters',
  what: what === 'self' ? { kind: 'self' } : { kind: 'each', description: { nouns: ['creature'], qualities: [] } },
  counter: 'fade',
  amount: amount === null ? null : { kind: 'fixed', value: amount },
});

describe('removing counters (122.1)', () => {
  it('removes that many of the kind; the others stay', () => {
    const tx = run(state, [remove(1, 'self')], { source: faded });
    expect(tx.state.objects[faded]?.counters).toEqual({ fade: 1, '+1/+1': 1 });
  });

  it('takes what there is from each object: none from one without any, all with "all"', () => {
    const tx = run(state, [remove(3, 'each')], { source: faded });
    expect(tx.state.objects[faded]?.counters).toEqual({ '+1/+1': 1 });
    expect(tx.state.objects[bare]?.counters).toEqual({});
    const all = run(state, [remove(null, 'self')], { source: faded });
    expect(all.state.objects[faded]?.counters).toEqual({ '+1/+1': 1 });
  });
});

describe('moving counters (122.1, 702.58a)', () => {
  const move = (n: number): Effect => ({
    kind: 'moveCounters',
    from: { kind: 'self' },
    to: {
      kind: 'target',
      allowed: ['creature'],
      description: { nouns: ['creature'], qualities: [] },
      count: 1,
      upTo: false,
      text: 'target creature',
    },
    counter: 'fade',
    amount: { kind: 'fixed', value: n },
  });

  it('takes up to that many off one and puts them on the other', () => {
    const tx = run(state, [move(3)], { source: faded, targets: [bare] });
    expect(tx.state.objects[faded]?.counters).toEqual({ '+1/+1': 1 });
    expect(tx.state.objects[bare]?.counters).toEqual({ fade: 2 });
    const none = run(state, [move(1)], { source: bare, targets: [faded] });
    expect(none.state.objects[faded]?.counters).toEqual({ fade: 2, '+1/+1': 1 });
  });
});

describe('"enchanted creature" once the Aura is gone (608.2h)', () => {
  it('is the creature it was attached to as it left: "sacrifice it, put a +1/+1 counter on enchanted creature"', () => {
    const enchant = parseAbilityText('Enchant creature').abilities;
    const aura = card('Pod', { cost: '{G}', types: ['enchantment'], subtypes: ['Aura'], abilities: enchant });
    const start = setupState({ players: [{ battlefield: [aura, creature('Bug', '{G}', '1/1')] }, {}] });
    const pod = idOf(start, 'Pod');
    const bug = idOf(start, 'Bug');
    const setup = new Transaction(start);
    expect(attach(setup, pod, bug)).toBe(true);
    const effects: Effect[] = [
      {
        kind: 'sacrifice',
        who: { kind: 'you' },
        what: { kind: 'it' },
        chosen: null,
        amount: { kind: 'fixed', value: 1 },
      },
      {
        kind: 'putCounters',
        what: { kind: 'attached', how: 'enchanted' },
        counter: '+1/+1',
        amount: { kind: 'fixed', value: 1 },
      },
    ];
    const tx = run(setup.state, effects, { source: pod });
    expect(tx.state.objects[pod]?.zone.zone).toBe('graveyard');
    expect(tx.state.objects[bug]?.counters).toEqual({ '+1/+1': 1 });
  });
});

describe('renowned (702.112b)', () => {
  it('"~ becomes renowned" marks the permanent until it leaves the battlefield', () => {
    const tx = run(state, [{ kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'renowned' }], {
      source: faded,
    });
    expect(tx.state.objects[faded]?.renowned).toBe(true);
    moveTo(tx, faded, { player: 'p1', zone: 'hand' });
    expect(tx.state.objects[faded]?.renowned).toBeUndefined();
  });
});
