import { describe, expect, it } from 'vitest';
import {
  activatableAbilities,
  buildAction,
  choosingModes,
  hasFlashback,
  graveyardCastKeyword,
  suspendCost,
  kickerOf,
  onlyTargets,
  readyToConfirm,
  handVerb,
  needsOf,
  targetCandidates,
  nextSlot,
  targetStatus,
  targetsNow,
  NO_CHOICES,
  splitCasts,
} from './action-builders.js';
import { SandboxStore } from './sandbox-store.js';
import { parseCardFile, setupState } from './engine.js';
import { card } from './test-cards.js';

const state = setupState({
  players: [
    { hand: [card('shock'), card('blaze'), card('mountain')], battlefield: [card('birds'), card('warrior')] },
    { battlefield: [card('bears')] },
  ],
});
// Ids: c1 Shock, c2 Blaze, c3 Mountain, c4 Birds, c5 Sandstone Warrior, c6 Grizzly Bears.

describe('action builders', () => {
  it('knows what a spell needs: targets, X', () => {
    const shock = needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' });
    expect(shock.targets.map((t) => t.text)).toEqual(['any target']);
    expect(shock.x).toBe(false);
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c2' }).x).toBe(true);
  });

  it('asks as many targets as the X typed for "X target creatures" (601.2b)', () => {
    const game = setupState({
      players: [{ hand: [card('icyBlast')] }, { battlefield: [card('bears'), card('bears')] }],
    });
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, intent);
    expect(needs.x).toBe(true);
    expect(nextSlot(needs, NO_CHOICES)).toBeNull();
    expect(targetsNow(needs, { ...NO_CHOICES, x: 2 }).map((g) => [g.slot.text, g.min, g.max])).toEqual([
      ['X target creatures', 2, 2],
    ]);
    expect(readyToConfirm(needs, { ...NO_CHOICES, x: 2, targets: ['c2'] })).toBe(false);
    expect(readyToConfirm(needs, { ...NO_CHOICES, x: 2, targets: ['c2', 'c3'] })).toBe(true);
  });

  it('lets "up to two" targets stop at none or one (601.2c), and says how many each subject took', () => {
    const game = setupState({
      players: [{ hand: [card('floodwaters')] }, { battlefield: [card('bears'), card('bears')] }],
    });
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, intent);
    expect(readyToConfirm(needs, NO_CHOICES)).toBe(true);
    const one = { ...NO_CHOICES, targets: ['c2'] };
    expect(targetStatus(needs, one).next).toMatchObject({ number: 2, max: 2, optional: true });
    expect(buildAction(intent, needs, one, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['c2'],
      targetCounts: [1],
    });
    const ended = { ...one, endedTargets: [1] };
    expect(nextSlot(needs, ended)).toBeNull();
    expect(targetCandidates(game, intent, needs, ended)).toEqual([]);
    expect(nextSlot(needs, { ...NO_CHOICES, targets: ['c2', 'c3'] })).toBeNull();
  });

  it('offers one more slot after each target of "any number of target creatures" until the user ends it', () => {
    const game = setupState({
      players: [{ hand: [card('energyArc')] }, { battlefield: [card('bears'), card('bears'), card('bears')] }],
    });
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, intent);
    const three = { ...NO_CHOICES, targets: ['c2', 'c3', 'c4'] };
    expect(targetStatus(needs, three).next).toMatchObject({ number: 4, max: null, optional: true });
    expect(readyToConfirm(needs, three)).toBe(true);
    expect(buildAction(intent, needs, three, false)).toMatchObject({ targets: ['c2', 'c3', 'c4'], targetCounts: [3] });
  });

  it('offers the engine legal targets for the next slot', () => {
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(state, intent);
    expect(targetCandidates(state, intent, needs, NO_CHOICES)).toEqual(['p1', 'p2', 'c4', 'c5', 'c6']);
    expect(targetCandidates(state, intent, needs, { ...NO_CHOICES, targets: ['c6'] })).toEqual([]);
  });

  it('lists mana choices and builds the action', () => {
    const intent = { kind: 'activate', player: 'p1', source: 'c4', ability: 1 } as const;
    const needs = needsOf(state, intent);
    expect(needs.options).toEqual(['{W}', '{U}', '{B}', '{R}', '{G}']);
    expect(buildAction(intent, needs, { ...NO_CHOICES, option: 4 }, false)).toEqual({
      type: 'activate',
      player: 'p1',
      source: 'c4',
      ability: 1,
      choice: 4,
    });
    const shock = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    expect(buildAction(shock, needsOf(state, shock), { ...NO_CHOICES, targets: ['c6'] }, true)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['c6'],
      autoTap: true,
    });
  });

  it('greys out abilities the parser did not understand, with the reason', () => {
    const dreamer = setupState({ players: [{ battlefield: [card('dreamer')] }, {}] }).objects['c1'];
    if (!dreamer) throw new Error('no dreamer');
    const [ability] = activatableAbilities(dreamer);
    expect(ability?.problem).toMatch(/was not understood by the parser/);
    expect(handVerb(card('mountain'))).toBe('play');
    expect(handVerb(card('shock'))).toBe('cast');
  });

  it('offers an ability any player may activate to each player, its controller first (602.2)', () => {
    const game = setupState({ players: [{}, { battlefield: [card('hydra'), card('warrior')] }] });
    const [hydra, warrior] = [game.objects['c1'], game.objects['c2']];
    if (!hydra || !warrior) throw new Error('no cards');
    expect(activatableAbilities(hydra, 'battlefield', game).map((a) => a.activators)).toEqual([['p2', 'p1']]);
    expect(activatableAbilities(warrior, 'battlefield', game).map((a) => a.activators)).toEqual([['p2']]);
  });

  it("asks the modes of a modal spell first, then only the chosen modes' targets (700.2a, 700.2c)", () => {
    // c1 Blue Elemental Blast, c2 Island (p1); c3 Sandstone Warrior (red, p2).
    const modal = setupState({
      players: [{ hand: [card('blast')] }, { battlefield: [card('warrior')] }],
    });
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const first = needsOf(modal, intent);
    expect(choosingModes(first)).toBe(true);
    expect(onlyTargets(first)).toBe(false);
    expect(first.targets).toEqual([]);
    expect(first.modal?.options.map((o) => o.problem === null)).toEqual([false, true]);
    const second = needsOf(modal, intent, [1]);
    expect(choosingModes(second)).toBe(false);
    expect(second.targets.map((t) => t.text)).toEqual(['target red permanent']);
    expect(targetCandidates(modal, intent, second, NO_CHOICES)).toEqual(['c2']);
    const action = buildAction(intent, second, { ...NO_CHOICES, modes: [1], targets: ['c2'] }, false);
    expect(action).toEqual({ type: 'cast', player: 'p1', card: 'c1', modes: [1], targets: ['c2'] });
    const store = new SandboxStore();
    store.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: card('blast') });
    store.perform({ type: 'addCard', player: 'p2', zone: 'battlefield', template: card('warrior') });
    store.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 } });
    expect(store.perform(action).ok).toBe(true);
    expect(store.perform({ type: 'resolve' }).ok).toBe(true);
    expect(store.getSnapshot().state.players.p2?.zones.graveyard).toEqual(['c2']);
  });

  it('asks which objects a choosing cost takes, and passes them as costChoices (118.3, 601.2h)', () => {
    // c1 Zuran Orb, c2 Mountain, c3 Mountain (p1); c4 Mountain (p2, not p1's to sacrifice).
    const orb = setupState({
      players: [
        { battlefield: [card('orb'), card('mountain'), card('mountain')] },
        { battlefield: [card('mountain')] },
      ],
    });
    const intent = { kind: 'activate', player: 'p1', source: 'c1', ability: 0 } as const;
    const needs = needsOf(orb, intent);
    expect(needs.costs).toHaveLength(1);
    expect(needs.costs[0]?.label).toBe('Sacrifice a land');
    expect(needs.costs[0]?.from).toEqual(['c2', 'c3']);
    expect(onlyTargets(needs)).toBe(false);
    expect(readyToConfirm(needs, NO_CHOICES)).toBe(false);
    const choices = { ...NO_CHOICES, costs: [['c2']] };
    expect(readyToConfirm(needs, choices)).toBe(true);
    expect(buildAction(intent, needs, choices, false)).toEqual({
      type: 'activate',
      player: 'p1',
      source: 'c1',
      ability: 0,
      costChoices: ['c2'],
    });
  });

  it('offers kicker as a choice, cycling from a hand and flashback from a graveyard (702.33, 702.29, 702.34)', () => {
    // c1 Heartstabber Mosquito, c2 Krosan Tusker (p1's hand); c3 Ancient Grudge (p1's graveyard).
    const keywords = setupState({
      players: [{ hand: [card('mosquito'), card('tusker')], graveyard: [card('grudge')] }, {}],
    });
    const mosquito = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(keywords, mosquito);
    expect(needs.kicker).toBe('{2}{B}');
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(mosquito, needs, { ...NO_CHOICES, kicked: true }, true)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      autoTap: true,
      kicked: true,
    });
    expect(buildAction(mosquito, needs, NO_CHOICES, false)).toEqual({ type: 'cast', player: 'p1', card: 'c1' });
    expect(kickerOf(card('shock'))).toBeNull();
    const tusker = keywords.objects.c2;
    if (!tusker) throw new Error('no tusker');
    expect(activatableAbilities(tusker, 'hand').map((a) => a.text)).toEqual(['Cycling {2}{G}']);
    expect(activatableAbilities(tusker, 'battlefield')).toEqual([]);
    // 113.6m: "Return ~ from your graveyard …" is offered in the graveyard only.
    const skeleton = setupState({ players: [{ graveyard: [card('reassembling')] }, {}] }).objects.c1;
    if (!skeleton) throw new Error('no skeleton');
    expect(activatableAbilities(skeleton, 'graveyard').map((a) => a.text)).toEqual([
      '{1}{B}: Return ~ from your graveyard to the battlefield tapped.',
    ]);
    expect(activatableAbilities(skeleton, 'battlefield')).toEqual([]);
    expect(hasFlashback(card('grudge'))).toBe(true);
    expect(hasFlashback(card('shock'))).toBe(false);
  });

  it('offers each of two kicker costs as a checkbox of its own (702.33b)', () => {
    const game = setupState({ players: [{ hand: [card('sunscape')] }, {}] });
    const sunscape = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, sunscape);
    expect([needs.kicker, needs.secondKicker]).toEqual(['{1}{G}', '{2}{U}']);
    expect(buildAction(sunscape, needs, { ...NO_CHOICES, kickedSecond: true }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      kicked: true,
      kickers: [1],
    });
    expect(buildAction(sunscape, needs, { ...NO_CHOICES, kicked: true, kickedSecond: true }, false)).toMatchObject({
      kicked: true,
      kickers: [0, 1],
    });
    expect(needsOf(setupState({ players: [{ hand: [card('mosquito')] }, {}] }), sunscape).secondKicker).toBeNull();
  });

  it('asks for the card to discard when a card with jump-start is cast from a graveyard (702.133a)', () => {
    const game = setupState({ players: [{ graveyard: [card('current')], hand: [card('shock'), card('bears')] }, {}] });
    const current = { kind: 'cast', player: 'p1', card: 'c3' } as const;
    const needs = needsOf(game, current);
    expect(graveyardCastKeyword(card('current'))).toBe('jump-start');
    expect(needs.costs).toMatchObject([{ kind: 'discard', count: 1, from: ['c1', 'c2'] }]);
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(current, needs, { ...NO_CHOICES, targets: ['p2'], costs: [['c2']] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c3',
      targets: ['p2'],
      costChoices: ['c2'],
    });
    // From the hand it is an ordinary spell: nothing to discard.
    const inHand = setupState({ players: [{ hand: [card('current')] }, {}] });
    expect(needsOf(inHand, { kind: 'cast', player: 'p1', card: 'c1' }).costs).toEqual([]);
  });

  it("shows a card's suspend on its Suspend button (702.62a)", () => {
    expect(suspendCost(card('riftbolt'))).toBe('1—{R}');
    expect(suspendCost(card('shock'))).toBeNull();
  });

  it('offers buyback as a choice (702.27a)', () => {
    const game = setupState({ players: [{ hand: [card('searing')] }, {}] });
    const touch = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, touch);
    expect(needs.buyback).toBe('{4}');
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(touch, needs, { ...NO_CHOICES, targets: ['p2'], buyback: true }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['p2'],
      buyback: true,
    });
  });

  it('offers alternative costs as a choice, with the objects their costs choose (118.9, 702.74a)', () => {
    const game = setupState({
      players: [{ hand: [card('crash'), card('mulldrifter')], battlefield: [card('mountain'), card('mountain')] }, {}],
    });
    const crash = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, crash);
    expect(needs.alternatives).toMatchObject([
      { label: 'Alternative cost: sacrifice 1 Mountain permanent', costs: [{ verb: 'Sacrifice', from: ['c3', 'c4'] }] },
    ]);
    expect(onlyTargets(needs)).toBe(false);
    const chosen = { ...NO_CHOICES, alternative: 0, targets: ['c3'] };
    expect(readyToConfirm(needs, chosen)).toBe(false);
    expect(buildAction(crash, needs, { ...chosen, costs: [['c4']] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['c3'],
      alternative: 0,
      costChoices: ['c4'],
    });
    const evoke = needsOf(game, { kind: 'cast', player: 'p1', card: 'c2' });
    expect(evoke.alternatives.map((a) => a.label)).toEqual(['Evoke: {2}{U}']);
  });

  it('offers the untapped creatures you control to convoke with (702.51a)', () => {
    const game = setupState({
      players: [{ hand: [card('stoke')], battlefield: [card('bears'), { template: card('elves'), tapped: true }] }, {}],
    });
    const stoke = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, stoke);
    expect(needs.convoke).toEqual(['c2']);
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(stoke, needs, { ...NO_CHOICES, targets: ['p2'], convoke: ['c2'] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['p2'],
      convoke: ['c2'],
    });
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' }).convoke).toBeNull();
  });

  it('offers the cards in your graveyard to delve with (702.66a)', () => {
    const game = setupState({ players: [{ hand: [card('cruise')], graveyard: [card('shock'), card('bears')] }, {}] });
    const cruise = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, cruise);
    expect(needs.delve).toEqual(['c2', 'c3']);
    expect(needs.convoke).toBeNull();
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(cruise, needs, { ...NO_CHOICES, delve: ['c3'] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      delve: ['c3'],
    });
  });

  it('offers the untapped artifacts you control to improvise with (702.126a)', () => {
    const game = setupState({
      players: [
        {
          hand: [card('engineer')],
          battlefield: [card('orb'), card('bears'), { template: card('orb'), tapped: true }],
        },
        {},
      ],
    });
    const engineer = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, engineer);
    expect(needs.improvise).toEqual(['c2']);
    expect(needs.convoke).toBeNull();
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(engineer, needs, { ...NO_CHOICES, improvise: ['c2'] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      improvise: ['c2'],
    });
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' }).improvise).toBeNull();
  });

  it('offers the other players to assist, and the generic mana they pay (702.132a)', () => {
    const game = setupState({ players: [{ hand: [card('huddle')] }, {}] });
    const huddle = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, huddle);
    expect(needs.assist).toEqual(['p2']);
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(huddle, needs, { ...NO_CHOICES, assist: { player: 'p2', amount: 2 } }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      assist: { player: 'p2', amount: 2 },
    });
    // Nobody chosen, or nothing paid: no assist.
    expect(buildAction(huddle, needs, { ...NO_CHOICES, assist: { player: 'p2', amount: 0 } }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
    });
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' }).assist).toBeNull();
  });
});

describe('entwine (702.42a)', () => {
  it('lets every mode of a spell with entwine be ticked', () => {
    const parsed = parseCardFile(
      'x.card',
      'name Barbed\ncost {2}{R}\ntype instant\ntext Choose one —\ntext • ~ deals 3 damage to target creature.\ntext • ~ deals 3 damage to target player or planeswalker.\ntext Entwine {2}',
    );
    if (!parsed) throw new Error('no card');
    const game = setupState({ players: [{ hand: [parsed.card] }, {}] });
    expect(needsOf(game, { kind: 'cast', player: 'p1', card: 'c1' }).modal).toMatchObject({ min: 1, max: 2 });
  });
});

describe('conspire (702.78a)', () => {
  it('offers the untapped creatures sharing a color with the spell, and taps the two ticked', () => {
    const game = setupState({
      players: [
        {
          hand: [card('trail')],
          battlefield: [card('raider'), card('raider'), card('bears'), { template: card('raider'), tapped: true }],
        },
        {},
      ],
    });
    const trail = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(game, trail);
    expect(needs.conspire).toEqual(['c2', 'c3']);
    expect(onlyTargets(needs)).toBe(false);
    expect(buildAction(trail, needs, { ...NO_CHOICES, targets: ['p2'], conspire: ['c2', 'c3'] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['p2'],
      conspire: ['c2', 'c3'],
    });
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' }).conspire).toBeNull();
  });
});

describe('split cards (709.3, 702.102a, 702.127a)', () => {
  it('offers each half from the hand, both fused with fuse, and an aftermath half from the graveyard', () => {
    expect(splitCasts(card('wearTear'), 'hand').map((c) => c.label)).toEqual([
      'Cast Wear',
      'Cast Tear',
      'Cast Wear // Tear fused',
    ]);
    expect(splitCasts(card('wearTear'), 'graveyard')).toEqual([]);
    expect(splitCasts(card('consign'), 'hand').map((c) => c.label)).toEqual(['Cast Consign']);
    expect(splitCasts(card('consign'), 'graveyard')).toEqual([{ label: 'Cast Oblivion', way: { half: 1 } }]);
    expect(splitCasts(card('shock'), 'hand')).toEqual([]);
  });

  it("asks for the half's targets, or both halves' when fused, and casts that way", () => {
    const game = setupState({ players: [{ hand: [card('wearTear')] }, { battlefield: [card('crusade')] }] });
    const tear = { kind: 'cast', player: 'p1', card: 'c1', way: { half: 1 } } as const;
    expect(needsOf(game, tear).targets.map((t) => t.text)).toEqual(['target enchantment']);
    expect(buildAction(tear, needsOf(game, tear), { ...NO_CHOICES, targets: ['c2'] }, false)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['c2'],
      half: 1,
    });
    const fused = { kind: 'cast', player: 'p1', card: 'c1', way: { fuse: true } } as const;
    expect(needsOf(game, fused).targets.map((t) => t.text)).toEqual(['target artifact', 'target enchantment']);
  });
});
