import { describe, expect, it as test } from 'vitest';
import { setupGame } from '../game/setup.js';
import { destroy as destroyPermanent } from '../replacement/execute.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import { card, creature, forest, grizzlyBears, spell } from '../test-support/templates.js';
import { collectTriggers } from './collect.js';
import {
  damage,
  desc,
  dies,
  draw,
  enters,
  fixed,
  gain,
  gainThatMuch,
  leaves,
  must,
  opponents,
  other,
  target,
  toGraveyard,
  triggered,
  typed,
  watch,
  watchSelf,
  you,
  yours,
} from './test-cards.js';

/** One test per trigger event kind of the template contract (603.1), through real actions where the engine has them. */

const shock = () =>
  card('Shock', {
    cost: '{R}',
    types: ['instant'],
    abilities: [spell([damage(2, target(['any'], 'any target'))], '~ deals 2 damage to any target.')],
  });
/** An object on p1's battlefield, as a batch trigger remembers it (603.2c). */
const bf = (id: string) => ({ id, zone: { player: 'p1', zone: 'battlefield' } });
const lifeOf = (game: ReturnType<typeof setupGame>, p: string) => game.state.players[p]?.life;

describe('zone-change triggers (603.6, 603.10)', () => {
  test('"when ~ enters the battlefield" triggers for the entering object itself (603.6a)', () => {
    const healer = creature('Healer', '{W}', '1/1', [
      triggered(enters(), [gain(2)], 'When ~ enters, you gain 2 life.'),
    ]);
    const game = setupGame({ players: [{ hand: [healer], pool: { W: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    expect(game.state.pendingTriggers).toEqual([]);
    must(game, { type: 'resolve' });
    // No target: straight onto the stack (603.3), with what its event was about.
    expect(game.state.stack).toEqual([
      expect.objectContaining({
        kind: 'ability',
        source: 'c1',
        ability: 0,
        trigger: { object: 'c1', player: 'p1', amount: null },
      }),
    ]);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(22);
  });

  test('"whenever another creature you control enters" sees newcomers but not itself or opposing ones', () => {
    const watcher = creature('Watcher', '{W}', '1/1', [
      triggered(
        enters(watch(desc(['creature'], yours, other))),
        [gain(1)],
        'Whenever another creature you control enters, you gain 1 life.',
      ),
    ]);
    const game = setupGame({
      players: [
        { hand: [watcher, grizzlyBears()], pool: { W: 1, G: 2 } },
        { hand: [grizzlyBears()], pool: { G: 2 } },
      ],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    must(game, { type: 'cast', player: 'p1', card: 'c2' });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(21);
  });

  test('a token created on the battlefield enters the battlefield (tokenCreated, 111.1)', () => {
    const watcher = creature('Watcher', '{W}', '1/1', [
      triggered(enters(watch(desc(['creature']))), [gain(1)], 'Whenever a creature enters, you gain 1 life.'),
    ]);
    const raise = card('Raise', {
      cost: '{W}',
      types: ['instant'],
      abilities: [
        spell(
          [
            {
              kind: 'createTokens',
              who: you,
              amount: fixed(2),
              token: {
                name: 'Soldier Token',
                power: 1,
                toughness: 1,
                colors: ['W'],
                supertypes: [],
                types: ['creature'],
                subtypes: ['Soldier'],
                keywords: [],
              },
            },
          ],
          'Create two 1/1 white Soldier creature tokens.',
        ),
      ],
    });
    const game = setupGame({ players: [{ hand: [raise], battlefield: [watcher], pool: { W: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    must(game, { type: 'resolve' });
    const tokens = Object.values(game.state.objects)
      .filter((o) => o.token)
      .map((o) => o.id);
    expect(tokens).toHaveLength(2);
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? i.trigger : null))).toEqual(
      tokens.map((object) => ({ object, player: 'p1', amount: null })),
    );
  });

  test("a token's own dies trigger resolves after the token ceased to exist (704.5d, 113.7a)", () => {
    const spirit = creature('Spirit Token', '', '1/1', [triggered(dies(), [gain(2)], 'When ~ dies, you gain 2 life.')]);
    const game = setupGame({
      players: [{ hand: [shock()], battlefield: [{ template: spirit, token: true }], pool: { R: 1 } }, {}],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['c2'] });
    must(game, { type: 'resolve' });
    expect(game.state.objects.c2).toBeUndefined();
    expect(game.state.stack).toEqual([expect.objectContaining({ source: 'c2', sourceTemplate: spirit })]);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(22);
  });

  test('"when ~ dies" looks back (603.10a): it triggers from the graveyard and resolves there (113.7a)', () => {
    const martyr = creature('Martyr', '{W}', '1/1', [triggered(dies(), [draw(1)], 'When ~ dies, draw a card.')]);
    const game = setupGame({
      players: [{ hand: [shock()], battlefield: [martyr], library: [forest()], pool: { R: 1 } }, {}],
    });
    const martyrId = 'c3';
    must(game, { type: 'cast', player: 'p1', card: 'c2', targets: [martyrId] });
    must(game, { type: 'resolve' });
    expect(game.state.objects[martyrId]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: martyrId, trigger: { object: martyrId, player: 'p1', amount: null } }),
    ]);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.zones.hand).toEqual(['c1']);
  });

  test('"whenever a creature you control dies": the creature as it last was, not an opposing one', () => {
    const altar = card('Altar', {
      types: ['enchantment'],
      abilities: [
        triggered(
          dies(watch(desc(['creature'], yours))),
          [gain(1)],
          'Whenever a creature you control dies, you gain 1 life.',
        ),
      ],
    });
    const game = setupGame({
      players: [
        { hand: [shock(), shock()], battlefield: [altar, grizzlyBears()], pool: { R: 2 } },
        { battlefield: [grizzlyBears()] },
      ],
    });
    // Shock both bears: mine triggers, the opponent's doesn't (matched from the altar's controller's view).
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['c5'] });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    must(game, { type: 'cast', player: 'p1', card: 'c2', targets: ['c4'] });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(21);
  });

  test('an artifact destroyed together with creatures still sees them die (603.10a example)', () => {
    const relic = card('Relic', {
      types: ['artifact'],
      abilities: [triggered(dies(watch(desc(['creature']))), [gain(1)], 'Whenever a creature dies, you gain 1 life.')],
    });
    const state = setupGame({ players: [{ battlefield: [relic, grizzlyBears(), grizzlyBears()] }, {}] }).state;
    const tx = new Transaction(state);
    // One "destroy all artifacts and creatures" event: the engine moves them one by one, the relic first.
    for (const id of ['c1', 'c2', 'c3']) destroyPermanent(tx, id);
    collectTriggers(tx, 0);
    expect(tx.state.pendingTriggers.map((t) => t.context.object)).toEqual(['c2', 'c3']);
  });

  test('"when ~ leaves the battlefield" triggers on any move from the battlefield (603.6c)', () => {
    const ghost = creature('Ghost', '{W}', '1/1', [
      triggered(leaves(), [gain(3)], 'When ~ leaves the battlefield, you gain 3 life.'),
    ]);
    const game = setupGame({ players: [{ hand: [shock()], battlefield: [ghost], pool: { R: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['c2'] });
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(23);
  });

  test('"put into a graveyard from anywhere": its own, from the stack; a creature card, forward in time (603.6c)', () => {
    const echo = card('Echo', {
      cost: '{R}',
      types: ['instant'],
      abilities: [
        spell([damage(1, target(['any'], 'any target'))], '~ deals 1 damage to any target.'),
        triggered(toGraveyard(), [gain(3)], 'When ~ is put into a graveyard from anywhere, you gain 3 life.'),
      ],
    });
    const mourner = creature('Mourner', '{B}', '1/1', [
      triggered(
        toGraveyard(watch(desc(['creature']))),
        [gain(1)],
        'Whenever a creature card is put into a graveyard from anywhere, you gain 1 life.',
      ),
    ]);
    const game = setupGame({
      players: [
        { hand: [echo], battlefield: [mourner], pool: { R: 1 } },
        { battlefield: [creature('Elf', '{G}', '1/1')] },
      ],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['c3'] });
    must(game, { type: 'resolve' });
    // Echo went to the graveyard as it finished resolving (608.2n), then the Elf died to state-based actions.
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? i.source : i.card))).toEqual(['c1', 'c2']);
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(24);
  });
});

describe('combat triggers', () => {
  const raider = () =>
    creature('Raider', '{R}', '2/2', [
      triggered({ kind: 'attacks', what: watchSelf }, [gain(1)], 'Whenever ~ attacks, you gain 1 life.'),
    ]);

  test('"whenever ~ attacks" (508.1): the attacker, and its controller', () => {
    const game = setupGame({ step: 'declareAttackers', players: [{ battlefield: [raider(), grizzlyBears()] }, {}] });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, { creature: 'c2' }] });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c1', trigger: { object: 'c1', player: 'p1', amount: null } }),
    ]);
  });

  test('"whenever one or more creatures you control attack" triggers once, about all of them (603.2c)', () => {
    const leader = creature('Leader', '{W}', '1/1', [
      triggered(
        { kind: 'attacks', what: watch(desc(['creature'], yours)), batch: true },
        [gain(1)],
        'Whenever one or more creatures you control attack, you gain 1 life.',
      ),
    ]);
    const game = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [leader, grizzlyBears(), grizzlyBears()] }, {}],
    });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c2' }, { creature: 'c3' }] });
    expect(game.state.stack).toEqual([
      expect.objectContaining({
        source: 'c1',
        trigger: { object: null, player: 'p1', amount: 2, objects: [bf('c2'), bf('c3')] },
      }),
    ]);
  });

  test('battalion: "whenever ~ and at least two other creatures attack" needs the others with it', () => {
    const skyjek = () =>
      creature('Skyjek', '{1}{W}', '3/1', [
        triggered(
          { kind: 'attacks', what: watchSelf, together: { count: 2, others: desc(['creature']) } },
          [gain(1)],
          'Whenever ~ and at least two other creatures attack, you gain 1 life.',
        ),
      ]);
    const two = setupGame({ step: 'declareAttackers', players: [{ battlefield: [skyjek(), grizzlyBears()] }, {}] });
    must(two, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, { creature: 'c2' }] });
    expect(two.state.stack).toEqual([]);
    const three = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [skyjek(), grizzlyBears(), grizzlyBears()] }, {}],
    });
    const others = [{ creature: 'c2' }, { creature: 'c3' }];
    must(three, { type: 'declareAttackers', player: 'p1', attackers: others });
    expect(three.state.stack).toEqual([]);
    const all = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [skyjek(), grizzlyBears(), grizzlyBears()] }, {}],
    });
    must(all, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, ...others] });
    expect(all.state.stack).toEqual([
      expect.objectContaining({ source: 'c1', trigger: expect.objectContaining({ object: 'c1' }) }),
    ]);
  });

  test('"whenever ~ blocks" and "whenever ~ becomes blocked" (509.1h)', () => {
    const wall = creature('Wall', '{W}', '0/4', [
      triggered(
        { kind: 'blocks', what: watchSelf, blocksACreature: true },
        [gain(1)],
        'Whenever ~ blocks a creature, you gain 1 life.',
      ),
    ]);
    const runner = creature('Runner', '{R}', '2/2', [
      triggered({ kind: 'becomesBlocked', what: watchSelf }, [gain(2)], 'Whenever ~ becomes blocked, you gain 2 life.'),
    ]);
    const game = setupGame({ step: 'declareAttackers', players: [{ battlefield: [runner] }, { battlefield: [wall] }] });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    must(game, { type: 'nextStep' });
    must(game, { type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
    // APNAP: the attacking (active) player's trigger first, so the defender's is on top.
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? [i.source, i.trigger?.object] : null))).toEqual([
      ['c1', 'c1'],
      ['c2', 'c1'],
    ]);
  });

  test('"becomes blocked by a creature" triggers once per blocker, "blocks or …" for what it blocks (509.5d)', () => {
    const byACreature = { nouns: ['creature' as const], qualities: [] };
    const tiger = creature('Tiger', '{G}', '2/2', [
      triggered(
        { kind: 'becomesBlocked', what: watchSelf, by: byACreature },
        [gain(1)],
        'Whenever ~ becomes blocked by a creature, you gain 1 life.',
      ),
    ]);
    const fly = (name: string) =>
      creature(name, '{G}', '1/1', [
        triggered(
          { kind: 'becomesBlocked', what: watchSelf, by: byACreature, orBlocks: true },
          [gain(1)],
          'Whenever ~ blocks or becomes blocked by a creature, you gain 1 life.',
        ),
      ]);
    const game = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [tiger] }, { battlefield: [fly('Fly A'), fly('Fly B')] }],
    });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    must(game, { type: 'nextStep' });
    must(game, {
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: 'c2', attackers: ['c1'] },
        { blocker: 'c3', attackers: ['c1'] },
      ],
    });
    // The Tiger's trigger once per blocker, each about that blocker; each Fly's about the Tiger it blocks.
    const triggers = game.state.stack.map((i) => (i.kind === 'ability' ? [i.source, i.trigger?.object] : null));
    expect(triggers).toHaveLength(4);
    expect(triggers).toEqual(
      expect.arrayContaining([
        ['c1', 'c2'],
        ['c1', 'c3'],
        ['c2', 'c1'],
        ['c3', 'c1'],
      ]),
    );
  });

  test('"whenever ~ attacks and isn\'t blocked" triggers for each attacker with no blocker declared (509.5g)', () => {
    const raider = (name: string) =>
      creature(name, '{B}', '2/2', [
        triggered(
          { kind: 'attacksUnblocked', what: watchSelf },
          [gain(1)],
          "Whenever ~ attacks and isn't blocked, you gain 1 life.",
        ),
      ]);
    const wall = creature('Wall', '{W}', '0/4', []);
    const game = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [raider('Blocked'), raider('Free')] }, { battlefield: [wall] }],
    });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, { creature: 'c2' }] });
    must(game, { type: 'nextStep' });
    must(game, { type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c3', attackers: ['c1'] }] });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c2', trigger: expect.objectContaining({ object: 'c2' }) }),
    ]);
  });

  test('leaving the declare blockers step with none declared declares none; its triggers keep the step (509.1)', () => {
    const raider = creature('Raider', '{B}', '2/2', [
      triggered(
        { kind: 'attacksUnblocked', what: watchSelf },
        [gain(1)],
        "Whenever ~ attacks and isn't blocked, you gain 1 life.",
      ),
    ]);
    const game = setupGame({ step: 'declareAttackers', players: [{ battlefield: [raider] }, {}] });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    must(game, { type: 'nextStep' });
    must(game, { type: 'nextStep' });
    expect(game.state.turn.step).toBe('declareBlockers');
    expect(game.state.combat?.blockersDeclared).toBe(true);
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    must(game, { type: 'nextStep' });
    expect(game.state.turn.step).toBe('combatDamage');
    expect(lifeOf(game, 'p1')).toBe(21);
    expect(lifeOf(game, 'p2')).toBe(18);
  });

  test('"whenever equipped creature dies" looks back to what the Equipment was attached to (603.10a)', () => {
    const clamp = card('Clamp', {
      cost: '{1}',
      types: ['artifact'],
      abilities: [
        triggered(
          {
            kind: 'zoneChange',
            what: { kind: 'attached', how: 'equipped', noun: 'creature' },
            from: 'battlefield',
            to: 'graveyard',
          },
          [gain(2)],
          'Whenever equipped creature dies, you gain 2 life.',
        ),
      ],
    });
    const game = setupGame({ players: [{ battlefield: [clamp, grizzlyBears(), grizzlyBears()] }, {}] });
    // The Clamp is attached before the batch: the look back sees it on the Bears (setup puts it on nothing, 301.5b).
    const state = { ...game.state, objects: { ...game.state.objects } };
    state.objects.c1 = { ...(game.state.objects.c1 as GameObject), attachedTo: 'c2' };
    const tx = new Transaction(state);
    destroyPermanent(tx, 'c3');
    destroyPermanent(tx, 'c2');
    collectTriggers(tx, 0);
    // Only the equipped Bears: the other one dying is not watched.
    expect(tx.state.pendingTriggers).toEqual([
      expect.objectContaining({ source: 'c1', context: expect.objectContaining({ object: 'c2' }) }),
    ]);
  });

  test('"whenever ~ deals combat damage to a player" once, with the player and the amount', () => {
    const ninja = creature('Ninja', '{U}', '3/1', [
      triggered(
        { kind: 'dealsDamage', what: watchSelf, combat: true, to: desc(['player']) },
        [gainThatMuch()],
        'Whenever ~ deals combat damage to a player, you gain that much life.',
      ),
    ]);
    const game = setupGame({ step: 'declareAttackers', players: [{ battlefield: [ninja] }, {}] });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    while (game.state.turn.step !== 'combatDamage') must(game, { type: 'nextStep' });
    expect(game.state.stack).toEqual([expect.objectContaining({ trigger: { object: null, player: 'p2', amount: 3 } })]);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(23);
  });

  test('"whenever one or more creatures you control deal combat damage to a player": once, for all of it', () => {
    const network = creature('Network', '{U}', '0/1', [
      triggered(
        {
          kind: 'dealsDamage',
          what: watch(desc(['creature'], yours)),
          combat: true,
          to: desc(['player']),
          batch: true,
        },
        [gainThatMuch()],
        'Whenever one or more creatures you control deal combat damage to a player, you gain that much life.',
      ),
    ]);
    const game = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [network, grizzlyBears(), grizzlyBears()] }, {}],
    });
    must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c2' }, { creature: 'c3' }] });
    while (game.state.turn.step !== 'combatDamage') must(game, { type: 'nextStep' });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ trigger: { object: null, player: 'p2', amount: 4, objects: [bf('c2'), bf('c3')] } }),
    ]);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(24);
  });

  test('"deals combat damage" does not trigger on noncombat damage; "deals damage" does', () => {
    const pinger = (name: string, combat: boolean) =>
      creature(name, '{R}', '1/1', [
        {
          kind: 'activated',
          costs: [{ kind: 'tap' }],
          effects: [damage(1, target(['any'], 'any target'))],
          restrictions: [],
          isManaAbility: false,
          implied: false,
          line: 1,
          text: '{T}: ~ deals 1 damage to any target.',
        },
        triggered(
          { kind: 'dealsDamage', what: watchSelf, combat, to: desc(['player'], opponents) },
          [gain(1)],
          'Whenever ~ deals damage to an opponent, you gain 1 life.',
        ),
      ]);
    const game = setupGame({ players: [{ battlefield: [pinger('Combat', true), pinger('Any', false)] }, {}] });
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['p2'] });
    must(game, { type: 'activate', player: 'p1', source: 'c2', ability: 0, targets: ['p2'] });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c1' }),
      expect.objectContaining({ source: 'c2', kind: 'ability', trigger: { object: null, player: 'p2', amount: 1 } }),
    ]);
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    expect(lifeOf(game, 'p1')).toBe(21);
  });

  test('"whenever ~ is dealt damage" with that much', () => {
    const sponge = creature('Sponge', '{G}', '1/5', [
      triggered(
        { kind: 'isDealtDamage', what: watchSelf },
        [gainThatMuch()],
        'Whenever ~ is dealt damage, you gain that much life.',
      ),
    ]);
    const game = setupGame({ players: [{ hand: [shock()], battlefield: [sponge], pool: { R: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['c2'] });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([expect.objectContaining({ trigger: { object: 'c2', player: null, amount: 2 } })]);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(22);
  });
});

describe('other trigger events', () => {
  test('"whenever you cast an instant spell" (601.2i): your instants only', () => {
    const prodigy = creature('Prodigy', '{U}', '1/1', [
      triggered(
        { kind: 'castSpell', who: 'you', spell: desc(['spell'], typed('instant')) },
        [gain(1)],
        'Whenever you cast an instant spell, you gain 1 life.',
      ),
    ]);
    const game = setupGame({
      players: [
        { hand: [shock(), grizzlyBears()], battlefield: [prodigy], pool: { R: 1, G: 2 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    // The trigger goes on the stack above the spell that triggered it.
    expect(game.state.stack.map((i) => i.kind)).toEqual(['spell', 'ability']);
    expect(game.state.stack[1]).toEqual(
      expect.objectContaining({
        trigger: expect.objectContaining({ object: 'c1', player: 'p1', amount: null, spell: game.state.stack[0] }),
      }),
    );
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'cast', player: 'p2', card: 'c4', targets: ['p1'] });
    expect(game.state.stack.map((i) => i.kind)).toEqual(['spell']);
  });

  test('"at the beginning of your upkeep" (603.2b): only on its controller\'s turn, about the active player', () => {
    const clock = (name: string) =>
      card(name, {
        types: ['artifact'],
        abilities: [
          triggered(
            { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
            [gain(1)],
            'At the beginning of your upkeep, you gain 1 life.',
          ),
        ],
      });
    const game = setupGame({
      step: 'cleanup',
      players: [{ battlefield: [clock('Mine')] }, { battlefield: [clock('Theirs')] }],
    });
    must(game, { type: 'nextStep' }); // p2's untap
    must(game, { type: 'nextStep' }); // p2's upkeep
    expect(game.state.stack).toEqual([
      expect.objectContaining({
        source: 'c2',
        controller: 'p2',
        trigger: { object: null, player: 'p2', amount: null },
      }),
    ]);
  });

  test('"whenever you gain life" with that much (119.9)', () => {
    const drinker = creature('Drinker', '{B}', '1/1', [
      triggered({ kind: 'gainLife', who: 'you' }, [draw(1)], 'Whenever you gain life, draw a card.'),
    ]);
    const healer = creature('Healer', '{W}', '1/1', [
      triggered(enters(), [gain(2)], 'When ~ enters, you gain 2 life.'),
    ]);
    const game = setupGame({
      players: [{ hand: [healer], battlefield: [drinker], library: [forest()], pool: { W: 1 } }, {}],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c2' });
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c3', trigger: { object: null, player: 'p1', amount: 2 } }),
    ]);
  });

  test('"whenever you draw a card" (121.6) in the draw step', () => {
    const scholar = creature('Scholar', '{U}', '1/1', [
      triggered({ kind: 'draws', who: 'you' }, [gain(1)], 'Whenever you draw a card, you gain 1 life.'),
    ]);
    const game = setupGame({
      step: 'cleanup',
      players: [{ library: [forest()] }, { battlefield: [scholar], library: [forest()] }],
    });
    must(game, { type: 'nextStep' }); // p2's untap
    must(game, { type: 'nextStep' }); // upkeep
    must(game, { type: 'nextStep' }); // draw
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c3', trigger: { object: 'c2', player: 'p2', amount: 1 } }),
    ]);
  });

  test('"whenever ~ becomes tapped" (603.2f): tapping for mana; entering tapped does not count', () => {
    const tapper = card('Tapper', {
      types: ['land'],
      abilities: [
        {
          kind: 'activated',
          costs: [{ kind: 'tap' }],
          effects: [{ kind: 'addMana', options: [[{ kind: 'colorless' }]] }],
          restrictions: [],
          isManaAbility: true,
          implied: false,
          line: 1,
          text: '{T}: Add {C}.',
        },
        triggered({ kind: 'becomesTapped', what: watchSelf }, [gain(1)], 'Whenever ~ becomes tapped, you gain 1 life.'),
      ],
    });
    const game = setupGame({ players: [{ battlefield: [tapper] }, {}] });
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(game.state.stack).toEqual([
      expect.objectContaining({ source: 'c1', ability: 1, trigger: { object: 'c1', player: null, amount: null } }),
    ]);
    must(game, { type: 'addCard', player: 'p1', zone: 'battlefield', template: tapper, tapped: true });
    expect(game.state.stack).toHaveLength(1);
  });

  test('"whenever ~ becomes untapped": in its controller\'s untap step, on the stack as the upkeep begins (502.4)', () => {
    const guide = creature('Guide', '{1}{W}', '2/2', [
      triggered(
        { kind: 'becomesUntapped', what: watchSelf },
        [gain(2)],
        'Whenever ~ becomes untapped, you gain 2 life.',
      ),
    ]);
    const game = setupGame({ step: 'cleanup', players: [{}, { library: [forest()] }] });
    must(game, { type: 'addCard', player: 'p2', zone: 'battlefield', template: guide, tapped: true });
    must(game, { type: 'nextStep' }); // p2's untap: the tapped Guide untaps, and its trigger waits
    expect(game.state.turn.step).toBe('untap');
    expect(game.state.stack).toHaveLength(0);
    expect(game.state.pendingTriggers).toHaveLength(1);
    must(game, { type: 'nextStep' }); // upkeep
    expect(game.state.stack).toEqual([expect.objectContaining({ controller: 'p2', ability: 0 })]);
  });
});
