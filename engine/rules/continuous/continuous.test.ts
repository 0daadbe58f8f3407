import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, Duration, Effect, Keyword, Modification, Subject } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import type { Game } from '../game/game.js';
import { moveTo } from '../ops/zones.js';
import {
  characteristicsOf,
  hasKeyword,
  keywordsOfObject,
  lethalDamageFor,
  powerOf,
  toughnessOf,
} from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { nextStep } from '../turn/next-step.js';
import { card, creature, damage, fixed, grizzlyBears, keyword, spell, target } from '../test-support/templates.js';
import {
  addContinuousEffect,
  effectsOn,
  endEffectsOn,
  endLapsedEffects,
  endNextUntapStepEffects,
  endUntilEndOfCombatEffects,
  endUntilEndOfTurnEffects,
  endUntilYourNextTurnEffects,
} from './lifecycle.js';
import type { AppliedModification } from './types.js';

const obj = (s: GameState, id: string): GameObject => s.objects[id] as GameObject;
const ptChange = (power: number, toughness: number): AppliedModification => ({ kind: 'ptChange', power, toughness });
const gains = (...keywords: Keyword[]): AppliedModification => ({ kind: 'addKeywords', keywords });

function add(tx: Transaction, objects: string[], ...modifications: AppliedModification[]) {
  return addContinuousEffect(tx, {
    source: 'c1',
    sourceName: 'Giant Growth',
    controller: 'p1',
    objects,
    modifications,
    duration: 'endOfTurn',
  });
}

describe('continuous effects: the model (611, 613)', () => {
  // c1 Giant Growth (hand), c2 Bears, c3 Bears (p1 battlefield), c4 Bears (p2 battlefield).
  const state = () =>
    setupState({
      players: [
        { hand: [card('Giant Growth', { types: ['instant'] })], battlefield: [grizzlyBears(), grizzlyBears()] },
        { battlefield: [grizzlyBears()] },
      ],
    });

  it('an effect changes computed P/T and keywords, never the stored object (613.4c, 613.1f)', () => {
    const tx = new Transaction(state());
    const before = obj(tx.state, 'c2');
    add(tx, ['c2'], ptChange(3, 3), gains('trample'));
    const after = obj(tx.state, 'c2');
    expect(after).toBe(before);
    expect([powerOf(after, tx.state), toughnessOf(after, tx.state)]).toEqual([5, 5]);
    // Without the state: the object's own values, as before continuous effects existed.
    expect([powerOf(after), toughnessOf(after)]).toEqual([2, 2]);
    expect(hasKeyword(after, 'trample', tx.state)).toBe(true);
    expect(hasKeyword(after, 'trample')).toBe(false);
    expect([...keywordsOfObject(after, tx.state)]).toEqual(['trample']);
    expect(powerOf(obj(tx.state, 'c3'), tx.state)).toBe(2);
  });

  it('timestamps grow with the id counter and order the effects on an object (613.7)', () => {
    const tx = new Transaction(state());
    const first = add(tx, ['c2'], ptChange(1, 1));
    const second = add(tx, ['c3', 'c2'], ptChange(-1, 0));
    expect(first?.timestamp).toBeLessThan(second?.timestamp ?? 0);
    expect(first?.id).toBe(`e${first?.timestamp}`);
    expect(effectsOn(tx.state, 'c2').map((e) => e.id)).toEqual([first?.id, second?.id]);
    expect(effectsOn(tx.state, 'c4')).toEqual([]);
    // Nothing to affect or nothing to change: no effect at all.
    expect(add(tx, [], ptChange(1, 1))).toBeNull();
    expect(tx.state.continuousEffects).toHaveLength(2);
  });

  it('counters and effects add up in layer 7c; lethal damage uses the result (122.1a, 613.4c, 120.6)', () => {
    const s = setupState({
      players: [{ battlefield: [{ template: grizzlyBears(), counters: { '+1/+1': 2, '-1/-1': 1 } }] }, {}],
    });
    const tx = new Transaction(s);
    add(tx, ['c1'], ptChange(-4, -1));
    const o = obj(tx.state, 'c1');
    expect([powerOf(o, tx.state), toughnessOf(o, tx.state)]).toEqual([-1, 2]);
    expect(lethalDamageFor({ ...o, damage: 1 }, false, tx.state)).toBe(1);
  });

  it('keyword counters give their keyword (122.1b)', () => {
    const s = setupState({ players: [{ battlefield: [{ template: grizzlyBears(), counters: { flying: 1 } }] }, {}] });
    expect(hasKeyword(obj(s, 'c1'), 'flying')).toBe(true);
    expect([...keywordsOfObject(obj(s, 'c1'), s)]).toEqual(['flying']);
  });

  it('characteristicsOf explains every change, layer by layer, for the tester', () => {
    const s = setupState({
      players: [
        {
          battlefield: [
            { template: creature('Knight', '{W}', '2/2', [keyword('first strike')]), counters: { '+1/+1': 1 } },
          ],
        },
        {},
      ],
    });
    const tx = new Transaction(s);
    const growth = add(tx, ['c1'], ptChange(3, 3), gains('trample'));
    expect(characteristicsOf(tx.state, 'c1')).toEqual({
      power: 6,
      toughness: 6,
      keywords: ['first strike', 'trample'],
      types: ['creature'],
      subtypes: [],
      colors: ['W'],
      changes: [
        { layer: '6', effect: growth?.id, source: 'c1', name: 'Giant Growth', text: 'trample' },
        { layer: '7c', effect: null, source: null, name: 'counters', text: '+1/+1' },
        { layer: '7c', effect: growth?.id, source: 'c1', name: 'Giant Growth', text: '+3/+3' },
      ],
    });
    expect(characteristicsOf(tx.state, 'c99')).toBeNull();
    const land = setupState({ players: [{ battlefield: [card('Forest', { types: ['land'] })] }, {}] });
    expect(characteristicsOf(land, 'c1')).toMatchObject({ power: null, toughness: null, keywords: [] });
  });

  it('cleanup ends "until end of turn" effects (514.2)', () => {
    const tx = new Transaction(state());
    add(tx, ['c2'], ptChange(3, 3));
    endUntilEndOfTurnEffects(tx);
    expect(tx.state.continuousEffects).toEqual([]);
    expect(powerOf(obj(tx.state, 'c2'), tx.state)).toBe(2);
  });

  it('"until your next turn" outlasts cleanup and ends as its controller\'s next turn begins (611.2a)', () => {
    const tx = new Transaction(state());
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Sorin',
      controller: 'p1',
      objects: ['c2'],
      modifications: [ptChange(1, 0)],
      duration: 'untilYourNextTurn',
    });
    endUntilEndOfTurnEffects(tx);
    endUntilYourNextTurnEffects(tx, 'p2');
    expect(powerOf(obj(tx.state, 'c2'), tx.state)).toBe(3);
    endUntilYourNextTurnEffects(tx, 'p1');
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('"this combat" ends after the end of combat step (511.3), or at the latest in cleanup', () => {
    const combat = (tx: Transaction) =>
      addContinuousEffect(tx, {
        source: 'c1',
        sourceName: 'Goblin Grappler',
        controller: 'p1',
        objects: ['c2'],
        modifications: [ptChange(1, 0)],
        duration: 'endOfCombat',
      });
    const tx = new Transaction(state());
    combat(tx);
    add(tx, ['c2'], ptChange(3, 3));
    endUntilEndOfCombatEffects(tx);
    expect(tx.state.continuousEffects.map((e) => e.duration)).toEqual(['endOfTurn']);
    combat(tx);
    endUntilEndOfTurnEffects(tx);
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('"this combat" effects end as the game leaves the end of combat step', () => {
    const tx = new Transaction(setupState({ step: 'endOfCombat', players: [{ battlefield: [grizzlyBears()] }, {}] }));
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Goblin Grappler',
      controller: 'p1',
      objects: ['c1'],
      modifications: [ptChange(1, 0)],
      duration: 'endOfCombat',
    });
    expect(powerOf(obj(tx.state, 'c1'), tx.state)).toBe(3);
    expect(nextStep(tx).ok).toBe(true);
    expect(tx.state.turn.step).toBe('main2');
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('leaving the battlefield ends the effects on that object only (400.7)', () => {
    const tx = new Transaction(state());
    add(tx, ['c2'], ptChange(3, 3));
    const both = add(tx, ['c2', 'c3'], ptChange(1, 1));
    moveTo(tx, 'c2', { player: 'p1', zone: 'hand' });
    expect(tx.state.continuousEffects).toEqual([{ ...both, affected: { kind: 'objects', ids: ['c3'] } }]);
    // Back on the battlefield it is a new object: nothing applies to it.
    moveTo(tx, 'c2', { player: 'p1', zone: 'battlefield' });
    expect(powerOf(obj(tx.state, 'c2'), tx.state)).toBe(2);
    expect(powerOf(obj(tx.state, 'c3'), tx.state)).toBe(3);
    endEffectsOn(tx, 'c3');
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('rolling the transaction back removes the effect and restores the id counter (undo)', () => {
    const s = state();
    const tx = new Transaction(s);
    add(tx, ['c2'], ptChange(3, 3));
    expect(tx.rollback()).toEqual(s);
  });

  it('computes a board of 200 permanents under 50 effects quickly (one index per effects list)', () => {
    const s = setupState({ players: [{ battlefield: Array.from({ length: 200 }, () => grizzlyBears()) }, {}] });
    const tx = new Transaction(s);
    const ids = Object.keys(tx.state.objects);
    for (let i = 0; i < 50; i++) add(tx, i % 5 === 0 ? ids : ids.slice(i, i + 3), ptChange(1, 0), gains('flying'));
    const start = performance.now();
    let total = 0;
    for (let round = 0; round < 20; round++) {
      for (const id of ids) total += powerOf(obj(tx.state, id), tx.state);
    }
    const ms = performance.now() - start;
    expect(total).toBeGreaterThan(0);
    expect(ms).toBeLessThan(500);
  });
});

// ---- Through the Game: spells with a `modify` effect. ----

const mod = (what: Subject, ...modifications: Modification[]): Effect => ({
  kind: 'modify',
  what,
  modifications,
  duration: 'endOfTurn',
});
const plus = (power: number, toughness: number): Modification => ({
  kind: 'ptChange',
  power: { sign: power < 0 ? -1 : 1, amount: fixed(Math.abs(power)) },
  toughness: { sign: toughness < 0 ? -1 : 1, amount: fixed(Math.abs(toughness)) },
});
const creatureTarget = target(['creature'], 'target creature');
const giantGrowth = () =>
  card('Giant Growth', {
    cost: '{G}',
    types: ['instant'],
    abilities: [spell([mod(creatureTarget, plus(3, 3))], 'Target creature gets +3/+3 until end of turn.')],
  });
const jump = () =>
  card('Jump', {
    cost: '{U}',
    types: ['instant'],
    abilities: [
      spell(
        [mod(creatureTarget, { kind: 'addKeywords', keywords: ['flying'] })],
        'Target creature gains flying until end of turn.',
      ),
    ],
  });
const lavaAxe = () =>
  card('Lava Axe', {
    cost: '{R}',
    types: ['instant'],
    abilities: [spell([damage(fixed(4), target(['any'], 'any target'))], '~ deals 4 damage to any target.')],
  });

function castAndResolve(game: Game, player: string, name: string, targets: string[]): void {
  expect(game.perform({ type: 'cast', player, card: idOf(game, name), targets })).toMatchObject({ ok: true });
  expect(game.perform({ type: 'resolve' })).toMatchObject({ ok: true });
}

function stepTo(game: Game, step: string): void {
  for (let i = 0; i < 20 && game.state.turn.step !== step; i++) {
    expect(game.perform({ type: 'nextStep' })).toMatchObject({ ok: true });
  }
  expect(game.state.turn.step).toBe(step);
}

describe('continuous effects through the Game', () => {
  it('Giant Growth makes a 2/2 a 5/5 that survives 4 damage; cleanup ends it and removes the damage (514.2)', () => {
    const game = setupGame({
      players: [{ hand: [giantGrowth(), lavaAxe()], battlefield: [grizzlyBears()], pool: { G: 1, R: 1 } }, {}],
    });
    const bears = idOf(game, 'Grizzly Bears');
    castAndResolve(game, 'p1', 'Giant Growth', [bears]);
    expect(characteristicsOf(game.state, bears)).toMatchObject({
      power: 5,
      toughness: 5,
      changes: [{ name: 'Giant Growth', text: '+3/+3' }],
    });
    castAndResolve(game, 'p1', 'Lava Axe', [bears]);
    expect(game.state.objects[bears]?.zone.zone).toBe('battlefield');
    expect(game.state.objects[bears]?.damage).toBe(4);
    stepTo(game, 'cleanup');
    expect(game.state.continuousEffects).toEqual([]);
    expect(game.state.objects[bears]?.damage).toBe(0);
    expect(characteristicsOf(game.state, bears)).toMatchObject({ power: 2, toughness: 2, changes: [] });
  });

  it('without the effect the same 4 damage kills it (704.5g), and undo takes the effect back', () => {
    const game = setupGame({
      players: [{ hand: [giantGrowth(), lavaAxe()], battlefield: [grizzlyBears()], pool: { G: 1, R: 1 } }, {}],
    });
    const bears = idOf(game, 'Grizzly Bears');
    const before = game.state;
    castAndResolve(game, 'p1', 'Giant Growth', [bears]);
    expect(game.state.continuousEffects).toHaveLength(1);
    game.undo();
    game.undo();
    expect(game.state).toEqual(before);
    castAndResolve(game, 'p1', 'Lava Axe', [bears]);
    expect(game.state.objects[bears]?.zone.zone).toBe('graveyard');
  });

  it('flying until end of turn lets a creature fly over a non-flyer (702.9b); next turn it can be blocked', () => {
    const game = setupGame({
      players: [{ hand: [jump()], battlefield: [grizzlyBears()], pool: { U: 1 } }, { battlefield: [grizzlyBears()] }],
    });
    const [mine, theirs] = [idOf(game, 'Grizzly Bears', 1), idOf(game, 'Grizzly Bears', 2)];
    castAndResolve(game, 'p1', 'Jump', [mine]);
    expect(hasKeyword(game.state.objects[mine] as GameObject, 'flying', game.state)).toBe(true);
    stepTo(game, 'declareAttackers');
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: mine }] })).toMatchObject({
      ok: true,
    });
    stepTo(game, 'declareBlockers');
    const block = game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [{ blocker: theirs, attackers: [mine] }],
    });
    expect(block.ok).toBe(false);
    expect(block.ok ? '' : block.reason).toContain('flying');
    stepTo(game, 'combatDamage');
    expect(game.state.players.p2?.life).toBe(18);
    stepTo(game, 'cleanup');
    expect(hasKeyword(game.state.objects[mine] as GameObject, 'flying', game.state)).toBe(false);
  });

  it('"creatures you control get +1/+1" affects only the creatures there as it resolves (611.2c)', () => {
    const rally = card('Rally', {
      cost: '{W}',
      types: ['instant'],
      abilities: [
        spell([
          mod(
            { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } },
            plus(1, 1),
          ),
        ]),
      ],
    });
    const game = setupGame({
      players: [
        { hand: [rally, grizzlyBears()], battlefield: [grizzlyBears()], pool: { W: 1, G: 2 } },
        { battlefield: [grizzlyBears()] },
      ],
    });
    castAndResolve(game, 'p1', 'Rally', []);
    const newcomer = idOf(game, 'Grizzly Bears', 1);
    castAndResolve(game, 'p1', 'Grizzly Bears', []);
    const p = (id: string) => powerOf(game.state.objects[id] as GameObject, game.state);
    const onBattlefield = Object.values(game.state.objects).filter((o) => o.template.name === 'Grizzly Bears');
    expect(onBattlefield.map((o) => [o.controller, o.id === newcomer, p(o.id)])).toEqual(
      expect.arrayContaining([
        ['p1', false, 3],
        ['p1', true, 2],
        ['p2', false, 2],
      ]),
    );
  });

  it('understood means executed: Oracle text parsed by the grammar runs as written', () => {
    const fromText = (name: string, cost: string, text: string) =>
      card(name, {
        cost,
        types: ['instant'],
        abilities: parseAbilityText(text, 1, [name]).abilities as Ability[],
      });
    const game = setupGame({
      players: [
        {
          hand: [
            fromText('Brute Force', '{R}', 'Target creature gets +3/+3 until end of turn.'),
            fromText(
              'Warrior Rally',
              '{W}',
              'Creatures you control get +1/+0 and gain first strike until end of turn.',
            ),
            fromText('Swift Surge', '{R}', 'Until end of turn, target creature gets -X/-0 and gains haste.'),
          ],
          battlefield: [grizzlyBears(), { template: grizzlyBears(), sick: true }],
          pool: { R: 3, W: 1 },
        },
        {},
      ],
    });
    const [first, sick] = [idOf(game, 'Grizzly Bears', 1), idOf(game, 'Grizzly Bears', 2)];
    castAndResolve(game, 'p1', 'Brute Force', [first]);
    castAndResolve(game, 'p1', 'Warrior Rally', []);
    expect(
      game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Swift Surge'), targets: [sick], x: 1 }),
    ).toMatchObject({ ok: true });
    expect(game.perform({ type: 'resolve' })).toMatchObject({ ok: true });
    expect(characteristicsOf(game.state, first)).toMatchObject({ power: 6, toughness: 5, keywords: ['first strike'] });
    expect(characteristicsOf(game.state, sick)).toMatchObject({
      power: 2,
      toughness: 2,
      keywords: ['first strike', 'haste'],
      changes: [
        { name: 'Warrior Rally', text: 'first strike' },
        { name: 'Swift Surge', text: 'haste' },
        { name: 'Warrior Rally', text: '+1/+0' },
        { name: 'Swift Surge', text: '-1/+0' },
      ],
    });
    // Haste from the effect lets the creature that came under control this turn attack (702.10b).
    stepTo(game, 'declareAttackers');
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: sick }] })).toMatchObject({
      ok: true,
    });
  });
});

describe('durations of effects from resolving spells and abilities (611.2b)', () => {
  // c1 Cage (artifact), c2 Bears (p1), c3 Bears (p2).
  const start = () =>
    setupState({
      players: [
        { battlefield: [card('Cage', { types: ['artifact'] }), grizzlyBears()] },
        { battlefield: [grizzlyBears()] },
      ],
    });
  const lasting = (tx: Transaction, objects: string[], duration: Duration) =>
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Cage',
      controller: 'p1',
      objects,
      modifications: [ptChange(1, 1)],
      duration,
    });

  it('"for as long as ~ remains tapped" ends when the source untaps, and stays ended', () => {
    const tx = new Transaction(start());
    tx.set(['objects', 'c1', 'tapped'], false, true);
    lasting(tx, ['c2'], 'whileSourceTapped');
    expect(endLapsedEffects(tx)).toBe(false);
    expect(powerOf(obj(tx.state, 'c2'), tx.state)).toBe(3);
    tx.set(['objects', 'c1', 'tapped'], true, false);
    expect(endLapsedEffects(tx)).toBe(true);
    tx.set(['objects', 'c1', 'tapped'], false, true);
    expect(powerOf(obj(tx.state, 'c2'), tx.state)).toBe(2);
  });

  it('"for as long as you control ~ and ~ remains tapped" ends when either stops (611.2b)', () => {
    for (const change of ['untap', 'control'] as const) {
      const tx = new Transaction(start());
      tx.set(['objects', 'c1', 'tapped'], false, true);
      lasting(tx, ['c2'], 'whileYouControlSourceTapped');
      expect(endLapsedEffects(tx)).toBe(false);
      if (change === 'untap') tx.set(['objects', 'c1', 'tapped'], true, false);
      else tx.set(['objects', 'c1', 'controller'], 'p1', 'p2');
      expect(endLapsedEffects(tx)).toBe(true);
    }
  });

  it('"for as long as you control ~" ends when control of the source changes; "remains on the battlefield" when it leaves', () => {
    const tx = new Transaction(start());
    lasting(tx, ['c2'], 'whileYouControlSource');
    lasting(tx, ['c3'], 'whileSourceOnBattlefield');
    tx.set(['objects', 'c1', 'controller'], 'p1', 'p2');
    expect(endLapsedEffects(tx)).toBe(true);
    expect(tx.state.continuousEffects.map((e) => e.duration)).toEqual(['whileSourceOnBattlefield']);
    // 400.7: leaving the battlefield ends it at once, so coming back doesn't revive it.
    moveTo(tx, 'c1', { player: 'p1', zone: 'graveyard' });
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it("\"doesn't untap during its controller's next untap step\" ends after that player's untap step only", () => {
    const tx = new Transaction(start());
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Cage',
      controller: 'p1',
      objects: ['c2', 'c3'],
      modifications: [{ kind: 'restriction', restriction: { kind: 'doesntUntap' } }],
      duration: 'untilNextUntapStep',
    });
    endNextUntapStepEffects(tx, 'p2');
    expect(tx.state.continuousEffects.map((e) => e.affected.ids)).toEqual([['c2']]);
    endNextUntapStepEffects(tx, 'p1');
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('"~ doesn\'t untap during your next untap step" ends after its controller\'s untap step, whoever has the object', () => {
    const tx = new Transaction(start());
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Depths',
      controller: 'p1',
      objects: ['c3'],
      modifications: [{ kind: 'restriction', restriction: { kind: 'doesntUntap' } }],
      duration: 'untilYourNextUntapStep',
    });
    endNextUntapStepEffects(tx, 'p2');
    expect(tx.state.continuousEffects).toHaveLength(1);
    endNextUntapStepEffects(tx, 'p1');
    expect(tx.state.continuousEffects).toEqual([]);
  });
});
