import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import { setupGame } from '../game/setup.js';
import { characteristicsOf, isCreature } from '../state/characteristics.js';
import { formatPool } from '../mana/pool.js';
import {
  activated,
  addMana,
  card,
  creature,
  damage,
  draw,
  fixed,
  forest,
  gain,
  gravenCairns,
  grizzlyBears,
  keyword,
  llanowarElves,
  manaCost,
  self,
  tapCost,
  tapEffect,
  target,
  unparsed,
  untapCost,
  X,
} from '../test-support/templates.js';
import { idOf } from '../test-support/find.js';

const pool = (game: ReturnType<typeof setupGame>, p = 'p1') =>
  formatPool(game.state.players[p]?.pool ?? { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

describe('mana abilities (605)', () => {
  it('a basic land taps for its color at once, without the stack (305.6, 605.3b)', () => {
    const game = setupGame({ players: [{ battlefield: [forest()] }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(pool(game)).toBe('{G}');
    expect(game.state.stack).toEqual([]);
    expect(game.state.objects.c1?.tapped).toBe(true);
  });

  it("can't tap a tapped land (118.3)", () => {
    const game = setupGame({ players: [{ battlefield: [{ template: forest(), tapped: true }] }, {}] });
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r).toEqual({ ok: false, reason: "can't activate Forest (c1): {T}: Forest (c1) is already tapped" });
  });

  it('summoning sickness stops {T} abilities of creatures (302.6) but not of lands', () => {
    const game = setupGame({
      players: [
        {
          battlefield: [
            { template: llanowarElves(), sick: true },
            { template: forest(), sick: true },
          ],
        },
        {},
      ],
    });
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('summoning sickness (302.6)');
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 }).ok).toBe(true);
  });

  it('haste lets a new creature use {T} (702.10c)', () => {
    const hasty = creature('Hasty Elf', '{G}', '1/1', [keyword('haste'), activated([tapCost], [addMana('{G}')])]);
    const game = setupGame({ players: [{ battlefield: [{ template: hasty, sick: true }] }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1 }).ok).toBe(true);
  });

  it('only the controller can activate (602.2)', () => {
    const game = setupGame({ players: [{ battlefield: [forest()] }, {}] });
    const r = game.perform({ type: 'activate', player: 'p2', source: 'c1', ability: 0 });
    expect(r.ok).toBe(false);
  });

  it('filter land: pays {B/R} from the pool and adds the chosen option', () => {
    const game = setupGame({ players: [{ battlefield: [gravenCairns()], pool: { R: 1 } }, {}] });
    const noChoice = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1 });
    expect(noChoice).toEqual({
      ok: false,
      reason: "can't activate Graven Cairns (c1): choose one of 3 options (choice 0-2)",
    });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1, choice: 1 }).ok).toBe(true);
    expect(pool(game)).toBe('{B}{R}');
  });

  it('filter land without mana for its cost fails and changes nothing', () => {
    const game = setupGame({ players: [{ battlefield: [gravenCairns()], pool: { G: 1 } }, {}] });
    const before = game.state;
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1, choice: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain("can't pay {B/R}");
    expect(game.state).toBe(before);
  });

  it('auto-taps a land for the filter cost when asked (601.2g)', () => {
    const game = setupGame({
      players: [
        {
          battlefield: [
            gravenCairns(),
            card('Mountain', { types: ['land'], abilities: [activated([tapCost], [addMana('{R}')])] }),
          ],
        },
        {},
      ],
    });
    expect(
      game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1, choice: 2, autoTap: true }).ok,
    ).toBe(true);
    expect(pool(game)).toBe('{R}{R}');
    expect(game.state.objects.c2?.tapped).toBe(true);
  });

  it('{Q} untaps as a cost', () => {
    const untapper = card('Untapper', { types: ['artifact'], abilities: [activated([untapCost], [addMana('{C}')])] });
    const game = setupGame({ players: [{ battlefield: [{ template: untapper, tapped: true }] }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(game.state.objects.c1?.tapped).toBe(false);
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(false);
  });
});

describe('abilities that use the stack (602, 405, 608)', () => {
  const pinger = creature('Prodigal Pyromancer', '{2}{R}', '1/1', [
    activated([tapCost], [damage(fixed(1), target(['any'], 'any target'))], '{T}: ~ deals 1 damage to any target.'),
  ]);

  it('goes on the stack, then resolves', () => {
    const game = setupGame({ players: [{ battlefield: [pinger] }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['p2'] }).ok).toBe(true);
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.players.p2?.life).toBe(20);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p2?.life).toBe(19);
    expect(game.state.stack).toEqual([]);
  });

  it('needs exactly its targets, each legal (601.2c)', () => {
    const game = setupGame({ players: [{ battlefield: [pinger] }, {}] });
    const none = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(none).toEqual({
      ok: false,
      reason: 'can\'t activate Prodigal Pyromancer (c1): it needs 1 target(s) ("any target"), got 0',
    });
    const bad = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c99'] });
    expect(bad.ok).toBe(false);
  });

  it('X costs: choose X, pay it, deal X', () => {
    const rod = card('Rod', {
      types: ['artifact'],
      abilities: [activated([manaCost('{X}')], [damage(X, target(['any']))])],
    });
    const game = setupGame({ players: [{ battlefield: [rod], pool: { R: 3 } }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, x: 4, targets: ['p2'] }).ok).toBe(
      false,
    );
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, x: 3, targets: ['p2'] }).ok).toBe(
      true,
    );
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(17);
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, x: -1, targets: ['p2'] }).ok).toBe(
      false,
    );
  });

  it('target checked on resolution: an illegal target makes it fizzle (608.2b)', () => {
    const elf = creature('Tiny', '{G}', '1/1');
    const game = setupGame({
      players: [{ battlefield: [pinger, { template: pinger, sick: false }] }, { battlefield: [elf] }],
    });
    const [a, b] = [idOf(game, 'Prodigal Pyromancer', 1), idOf(game, 'Prodigal Pyromancer', 2)];
    const tiny = idOf(game, 'Tiny');
    game.perform({ type: 'activate', player: 'p1', source: a, ability: 0, targets: [tiny] });
    game.perform({ type: 'activate', player: 'p1', source: b, ability: 0, targets: [tiny] });
    const events: string[] = [];
    game.onGameEvent((e) => events.push(e.event.type));
    game.perform({ type: 'resolve' });
    expect(game.state.objects[tiny]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
    game.perform({ type: 'resolve' });
    expect(events).toContain('fizzled');
    expect(game.state.stack).toEqual([]);
  });

  it('draw, gain life, tap effects', () => {
    const bag = card('Bag', {
      types: ['artifact'],
      abilities: [
        activated([manaCost('{1}')], [draw(fixed(2))], '{1}: Draw two cards.'),
        activated([manaCost('{1}')], [gain(fixed(3))], '{1}: You gain 3 life.'),
        activated([manaCost('{1}')], [tapEffect(target(['creature']))], '{1}: Tap target creature.'),
      ],
    });
    const game = setupGame({
      players: [
        { battlefield: [bag], library: [forest(), forest(), forest()], pool: { C: 3 } },
        { battlefield: [grizzlyBears()] },
      ],
    });
    const source = idOf(game, 'Bag');
    const bears = idOf(game, 'Grizzly Bears');
    game.perform({ type: 'activate', player: 'p1', source, ability: 0 });
    game.perform({ type: 'resolve' });
    // 121.1: the top of the library (the end of the list) is drawn first.
    expect(game.state.players.p1?.zones.hand).toEqual(['c3', 'c2']);
    expect(game.state.players.p1?.zones.library).toEqual(['c1']);
    game.perform({ type: 'activate', player: 'p1', source, ability: 1 });
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(23);
    game.perform({ type: 'activate', player: 'p1', source, ability: 2, targets: [bears] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.tapped).toBe(true);
  });

  it('self subjects: "~ deals 1 damage to itself"', () => {
    const masochist = creature('Masochist', '{R}', '1/3', [activated([manaCost('{R}')], [damage(fixed(1), self)])]);
    const game = setupGame({ players: [{ battlefield: [masochist], pool: { R: 1 } }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c1?.damage).toBe(1);
  });
});

describe('abilities the engine cannot run', () => {
  it('unparsed abilities are visible but not activatable, with the reason', () => {
    const odd = creature('Odd', '{G}', '1/1', [unparsed('Whenever you dream, scry 1.')]);
    const game = setupGame({ players: [{ battlefield: [odd] }, {}] });
    expect(game.state.objects.c1?.template.abilities[0]?.kind).toBe('unparsed');
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r).toEqual({
      ok: false,
      reason:
        'can\'t activate Odd (c1): "Whenever you dream, scry 1." was not understood by the parser, so it can\'t be activated',
    });
  });

  it('applied abilities without an implementation, keywords and missing indexes are refused', () => {
    const odd = creature('Odd', '{G}', '1/1', [
      { kind: 'applied', implementation: 'DestroyAllCreatures', line: 3, text: 'apply DestroyAllCreatures' },
      keyword('flying'),
    ]);
    const game = setupGame({ players: [{ battlefield: [odd] }, {}] });
    const applied = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(!applied.ok && applied.reason).toContain('"DestroyAllCreatures", which the rules engine doesn\'t have');
    const kw = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1 });
    expect(!kw.ok && kw.reason).toContain('flying is a keyword ability');
    const missing = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 7 });
    expect(!missing.ok && missing.reason).toContain('no such ability');
  });
});

describe('crew (702.122a)', () => {
  const freighter = parseCardText(
    `name Renegade Freighter
cost {3}
type artifact - vehicle
pt 4/3
text Crew 2`,
    'x.card',
  ).card;
  const small = creature('Elf', '{G}', '1/1');
  const big = creature('Bear', '{1}{G}', '2/2');

  it('taps the chosen creatures (summoning sick ones too) once their power is enough; it becomes a 4/3 creature', () => {
    const game = setupGame({
      players: [{ battlefield: [freighter, small, { template: big, sick: true }] }, {}],
    });
    const [vehicle, elf, bear] = game.state.players['p1']?.zones.battlefield ?? [];
    const short = game.perform({
      type: 'activate',
      player: 'p1',
      source: vehicle as string,
      ability: 0,
      costChoices: [elf as string],
    });
    expect(short).toMatchObject({ ok: false, reason: expect.stringContaining('total power 1') });
    const crewed = game.perform({
      type: 'activate',
      player: 'p1',
      source: vehicle as string,
      ability: 0,
      costChoices: [bear as string],
    });
    expect(crewed.ok).toBe(true);
    expect(game.state.objects[bear as string]?.tapped).toBe(true);
    expect(game.state.objects[elf as string]?.tapped).toBe(false);
    game.perform({ type: 'resolve' });
    const object = game.state.objects[vehicle as string];
    expect(object && isCreature(object, game.state)).toBe(true);
    expect(characteristicsOf(game.state, vehicle as string)?.subtypes).toEqual(['Vehicle']);
  });
});
