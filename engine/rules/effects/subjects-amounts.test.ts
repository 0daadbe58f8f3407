import { describe, expect, it } from 'vitest';
import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import { board, d, names } from '../describe/test-board.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { target } from '../test-support/templates.js';
import { effectContext } from './run.js';

// The describe board: p1 controls Goblin (source), Bear (attacking), Elite, Ring, Forest; p2 Angel (blocking),
// Golgari, Shrine; Blaze (X = 3) is p2's spell on the stack. The trigger was about Angel and p2, amount 4.
const state = board();
const goblin = idOf(state, 'Goblin');
const angel = idOf(state, 'Angel');
const golgari = idOf(state, 'Golgari');
const targetCreature = target(['creature'], 'target creature');

/** A context whose only effect names `subject` (so a target subject owns the first slot). */
function contextFor(subject: Subject, targets: readonly (string | null)[] = [golgari]) {
  const effects: Effect[] = [{ kind: 'tap', what: subject }];
  return effectContext(new Transaction(state), effects, {
    source: goblin,
    controller: 'p1',
    x: 7,
    choice: 0,
    targets,
    trigger: { object: angel, player: 'p2', amount: 4 },
  });
}

/** One case per subject kind: the mapped type makes a new kind in the contract a compile error until it has one. */
const SUBJECTS: {
  readonly [K in Subject['kind']]: { readonly subject: Extract<Subject, { kind: K }>; readonly expected: string[] };
} = {
  self: { subject: { kind: 'self' }, expected: ['Goblin'] },
  you: { subject: { kind: 'you' }, expected: ['p1'] },
  target: { subject: targetCreature as Extract<Subject, { kind: 'target' }>, expected: ['Golgari'] },
  each: {
    subject: { kind: 'each', description: d(['creature'], { kind: 'other' }) },
    expected: ['Bear', 'Elite', 'Angel', 'Golgari'],
  },
  // Chosen by the controller as it resolves; without an answer, the newest match (the default of chooseCards).
  chosen: {
    subject: { kind: 'chosen', description: d(['creature'], { kind: 'controller', who: 'you' }), count: 1 },
    expected: ['Elite'],
  },
  it: { subject: { kind: 'it' }, expected: ['Angel'] },
  thatPlayer: { subject: { kind: 'thatPlayer' }, expected: ['p2'] },
  // Without a "becomes the target" trigger, "that spell" is "it"; with one, see below.
  thatSpell: { subject: { kind: 'thatSpell' }, expected: ['Angel'] },
  controllerOf: { subject: { kind: 'controllerOf', of: { kind: 'self' } }, expected: ['p1'] },
  ownerOf: { subject: { kind: 'ownerOf', of: { kind: 'it' } }, expected: ['p2'] },
  defendingPlayer: { subject: { kind: 'defendingPlayer' }, expected: ['p2'] },
  // The source (Goblin) is attached to nothing; rules/ops/attachments.test.ts resolves it attached.
  attached: { subject: { kind: 'attached', how: 'equipped' }, expected: [] },
};

describe('every subject kind resolves', () => {
  it.each(Object.entries(SUBJECTS))('%s', (_kind, { subject, expected }) => {
    const ctx = contextFor(subject);
    expect(names(state, ctx.resolve(subject))).toEqual(expected);
  });

  it('"them" with no object named is the player named before or the trigger\'s, never the source', () => {
    const them: Subject = { kind: 'it', them: true };
    const aboutPlayer = effectContext(new Transaction(state), [], {
      source: goblin,
      controller: 'p1',
      x: 0,
      choice: 0,
      targets: [],
      trigger: { object: null, player: 'p2', amount: null },
    });
    expect(aboutPlayer.resolve(them)).toEqual(['p2']);
    // With an object named, "them" is that object, as "it" (Angel: the trigger's object).
    expect(contextFor(them).resolve(them)).toEqual([angel]);
  });

  it('after a "becomes the target" trigger, "that spell" is the targeting spell while on the stack', () => {
    const blaze = idOf(state, 'Blaze');
    const withTargeting = (item: string) =>
      effectContext(new Transaction(state), [], {
        source: goblin,
        controller: 'p1',
        x: 0,
        choice: 0,
        targets: [],
        trigger: { object: goblin, player: 'p2', amount: null, targeting: { item, card: blaze } },
      });
    const ctx = withTargeting('a90');
    expect(ctx.resolve({ kind: 'thatSpell' })).toEqual([blaze]);
    // Named, so "its controller" is the spell's (counter that spell unless its controller pays …).
    expect(ctx.resolve({ kind: 'controllerOf', of: { kind: 'it' } })).toEqual(['p2']);
    // Gone from the stack (another item): nothing.
    expect(withTargeting('a91').resolve({ kind: 'thatSpell' })).toEqual([]);
  });

  it('"all creatures target player controls": the target player\'s, seen as "that player" (608.2c)', () => {
    const targetPlayer = target(['player'], 'target player');
    const theirs: Subject = {
      kind: 'each',
      description: d(['creature'], { kind: 'controlledBy', player: 'that' }),
      player: targetPlayer,
    };
    expect(names(state, contextFor(theirs, ['p2']).resolve(theirs))).toEqual(['Angel', 'Golgari']);
    expect(names(state, contextFor(theirs, ['p1']).resolve(theirs))).toEqual(['Goblin', 'Bear', 'Elite']);
    // The target player gone (an illegal target, 608.2b): nothing.
    expect(contextFor(theirs, [null]).resolve(theirs)).toEqual([]);
    // "for each creature target opponent controls".
    const counted: Amount = {
      kind: 'count',
      of: d(['creature'], { kind: 'controlledBy', player: 'that' }),
      times: 1,
      player: targetPlayer,
    };
    const effects: Effect[] = [{ kind: 'drawCards', who: { kind: 'you' }, amount: counted }];
    const ctx = effectContext(new Transaction(state), effects, {
      source: goblin,
      controller: 'p1',
      x: 0,
      choice: 0,
      targets: ['p2'],
    });
    expect(ctx.amount(counted)).toBe(2);
  });

  it('an illegal or empty target slot names nothing (608.2b)', () => {
    expect(contextFor(targetCreature, [null]).resolve(targetCreature)).toEqual([]);
  });

  it('"it" is the object named last, before the trigger\'s object (608.2c)', () => {
    const ctx = contextFor(targetCreature);
    ctx.resolve(targetCreature);
    expect(names(state, ctx.resolve({ kind: 'it' }))).toEqual(['Golgari']);
    ctx.mention(goblin);
    expect(names(state, ctx.resolve({ kind: 'it' }))).toEqual(['Goblin']);
  });

  it('without a trigger or a mention, "that player" is no one and "it" is the source (113.7a)', () => {
    const ctx = effectContext(new Transaction(state), [], {
      source: goblin,
      controller: 'p1',
      x: 0,
      choice: 0,
      targets: [],
    });
    expect(ctx.resolve({ kind: 'thatPlayer' })).toEqual([]);
    // "Sacrifice ~: It deals 1 damage to any target": with nothing named before, "it" is the ability's source.
    expect(ctx.resolve({ kind: 'it' })).toEqual([goblin]);
  });
});

/** One case per amount kind, typed like SUBJECTS. */
const AMOUNTS: {
  readonly [K in Amount['kind']]: { readonly amount: Extract<Amount, { kind: K }>; readonly expected: number };
} = {
  fixed: { amount: { kind: 'fixed', value: 2 }, expected: 2 },
  variable: { amount: { kind: 'variable', letter: 'X' }, expected: 7 },
  count: { amount: { kind: 'count', of: d(['creature'], { kind: 'controller', who: 'you' }), times: 2 }, expected: 6 },
  property: { amount: { kind: 'property', property: 'toughness', of: { kind: 'it' } }, expected: 4 },
  eventAmount: { amount: { kind: 'eventAmount' }, expected: 4 },
  // 700.5a: p1's Goblin {R} and Bear {1}{G}; not p2's Golgari.
  devotion: { amount: { kind: 'devotion', colors: ['R', 'G'] }, expected: 2 },
  // 700.8: none of p1's creatures is a Cleric, Rogue, Warrior or Wizard (describe/party.test.ts counts real parties).
  party: { amount: { kind: 'party', times: 2 }, expected: 0 },
  // Domain: p1's Forest (describe/basic-land-types.test.ts counts more lands).
  basicLandTypes: {
    amount: { kind: 'basicLandTypes', among: d(['land'], { kind: 'controller', who: 'you' }), times: 1 },
    expected: 1,
  },
  // 119.1: p1's life total.
  lifeTotal: { amount: { kind: 'lifeTotal' }, expected: 20 },
  // The greatest power among creatures p1 controls: Goblin and Bear are 2/2.
  greatest: {
    amount: { kind: 'greatest', property: 'power', of: d(['creature'], { kind: 'controller', who: 'you' }) },
    expected: 2,
  },
  // The least toughness among creatures p1 controls (701.33a): the Elite token's 1.
  least: {
    amount: { kind: 'least', property: 'toughness', of: d(['creature'], { kind: 'controller', who: 'you' }) },
    expected: 1,
  },
  // The total power of creatures p1 controls: Goblin, Bear and the Elite token, 2 + 2 + 1.
  total: {
    amount: { kind: 'total', property: 'power', of: d(['creature'], { kind: 'controller', who: 'you' }) },
    expected: 5,
  },
  // 608.2h: nothing was sacrificed to pay for this resolution (see below for what was).
  sacrificed: { amount: { kind: 'sacrificed', property: 'power' }, expected: 0 },
  // Outside combat nothing blocks it (the rampage scenario counts real blockers).
  blockers: { amount: { kind: 'blockers', of: { kind: 'self' }, beyond: 1, times: 2 }, expected: 0 },
  // The Goblin has no age counters (the cumulative upkeep scenario counts real ones, 702.24a).
  counters: { amount: { kind: 'counters', of: { kind: 'self' }, counter: 'age' }, expected: 0 },
  // 706.2: no die was rolled in this resolution (the roll's own tests read a result).
  dieResult: { amount: { kind: 'dieResult' }, expected: 0 },
  // 701.32a: no vote held in this resolution.
  votes: { amount: { kind: 'votes', option: 'death', times: 1 }, expected: 0 },
  // 702.40a: no spell was cast this turn (the storm scenario casts real ones).
  spellsCastBefore: { amount: { kind: 'spellsCastBefore', times: 1 }, expected: 0 },
  // 702.82b: the source devoured nothing.
  devoured: { amount: { kind: 'devoured', times: 2 }, expected: 0 },
  // 702.101a: no life was lost in this resolution (see below, and the extort scenario).
  lifeLostThisWay: { amount: { kind: 'lifeLostThisWay' }, expected: 0 },
  // 701.8: no hand was discarded in this resolution (see below).
  discardedThisWay: { amount: { kind: 'discardedThisWay' }, expected: 0 },
};

describe('the cards discarded this way (701.8)', () => {
  it('each player draws as many as they discarded; elsewhere "that many" is all of them', () => {
    const hands = board();
    const tx = new Transaction(hands);
    const ctx = effectContext(tx, [], { source: goblin, controller: 'p1', x: 0, choice: 0, targets: [] });
    const each = { kind: 'each' as const, description: { nouns: ['player' as const], qualities: [] } };
    const handOf = (p: 'p1' | 'p2') => tx.state.players[p]?.zones.hand.length ?? 0;
    const libraryOf = (p: 'p1' | 'p2') => tx.state.players[p]?.zones.library.length ?? 0;
    const before = { p1: handOf('p1'), p2: handOf('p2'), l1: libraryOf('p1'), l2: libraryOf('p2') };
    ctx.run([
      { kind: 'discardHand', who: each },
      { kind: 'drawCards', who: each, amount: { kind: 'discardedThisWay' } },
    ]);
    expect(handOf('p1')).toBe(Math.min(before.p1, before.l1));
    expect(handOf('p2')).toBe(Math.min(before.p2, before.l2));
    expect(ctx.amount({ kind: 'discardedThisWay' })).toBe(before.p1 + before.p2);
  });
});

describe('the life lost this way (702.101a)', () => {
  it("counts the life each player lost through the resolution's loseLife effects, not life they could not lose", () => {
    const tx = new Transaction(state);
    const ctx = effectContext(tx, [], { source: goblin, controller: 'p1', x: 0, choice: 0, targets: [] });
    ctx.run([
      {
        kind: 'loseLife',
        who: { kind: 'each', description: { nouns: ['player'], qualities: [] } },
        amount: { kind: 'fixed', value: 2 },
      },
      { kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'lifeLostThisWay' } },
    ]);
    expect(ctx.amount({ kind: 'lifeLostThisWay' })).toBe(4);
    // Each lost 2, then p1 gained the 4 lost.
    expect(tx.state.players.p1?.life).toBe(22);
    expect(tx.state.players.p2?.life).toBe(18);
  });
});

describe('last known information (608.2h, 113.7a)', () => {
  const resolution = { source: goblin, controller: 'p1', x: 0, choice: 0, targets: [] } as const;

  it('the sacrificed creature: its values as it last was; "its" after it names it too', () => {
    const sacrificed = [{ id: angel, power: 6, toughness: 5, manaValue: 5 }];
    const ctx = effectContext(new Transaction(state), [], { ...resolution, sacrificed });
    expect(ctx.amount({ kind: 'sacrificed', property: 'power' })).toBe(6);
    expect(ctx.amount({ kind: 'property', property: 'toughness', of: { kind: 'it' } })).toBe(5);
    expect(ctx.amount({ kind: 'sacrificed', property: 'manaValue' })).toBe(5);
  });

  it('counters on an object that left the battlefield: those it had there, until it moves on', () => {
    const ring = idOf(state, 'Ring');
    const charge = { kind: 'counters', of: { kind: 'self' }, counter: 'charge' } as const;
    const tx = new Transaction(state);
    moveTo(tx, ring, { player: 'p1', zone: 'graveyard' });
    expect(tx.state.objects[ring]?.counters).toEqual({});
    expect(effectContext(tx, [], { ...resolution, source: ring }).amount(charge)).toBe(2);
    moveTo(tx, ring, { player: 'p1', zone: 'exile' });
    expect(effectContext(tx, [], { ...resolution, source: ring }).amount(charge)).toBe(0);
  });
});

describe('every amount kind evaluates', () => {
  it.each(Object.entries(AMOUNTS))('%s', (_kind, { amount, expected }) => {
    expect(contextFor({ kind: 'self' }).amount(amount)).toBe(expected);
  });

  it('properties: power and mana value, 0 for nothing', () => {
    const ctx = contextFor(targetCreature);
    expect(ctx.amount({ kind: 'property', property: 'power', of: targetCreature })).toBe(2);
    expect(ctx.amount({ kind: 'property', property: 'manaValue', of: { kind: 'it' } })).toBe(2);
    expect(ctx.amount({ kind: 'property', property: 'manaValue', of: { kind: 'self' } })).toBe(1);
    expect(contextFor(targetCreature, [null]).amount({ kind: 'property', property: 'power', of: targetCreature })).toBe(
      0,
    );
  });

  it('a spell on the stack has its X in its mana value (202.3e)', () => {
    const blaze = idOf(state, 'Blaze');
    const ctx = contextFor(targetCreature, [blaze]);
    expect(ctx.amount({ kind: 'property', property: 'manaValue', of: targetCreature })).toBe(4);
  });
});
