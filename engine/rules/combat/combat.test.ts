import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../game/setup.js';
import { setupGame } from '../game/setup.js';
import type { Game } from '../game/game.js';
import { idOf } from '../test-support/find.js';
import { card, creature, drudgeSkeletons, grizzlyBears, keyword, shock } from '../test-support/templates.js';
import type { Keyword } from '../../templates/card-template.js';

function combatGame(setup: GameSetup): Game {
  return setupGame({ ...setup, step: 'declareAttackers' });
}

const kw = (name: string, pt: string, ...keywords: Keyword[]) => creature(name, '{2}', pt, keywords.map(keyword));

function attack(game: Game, ...creatures: string[]) {
  return game.perform({ type: 'declareAttackers', player: 'p1', attackers: creatures.map((c) => ({ creature: c })) });
}

function toDamage(game: Game): void {
  for (let i = 0; i < 5 && game.state.turn.step !== 'combatDamage'; i++) game.perform({ type: 'nextStep' });
}

describe('declare attackers (508)', () => {
  it('attacking taps the creature; vigilance does not (508.1f, 702.20b)', () => {
    const game = combatGame({ players: [{ battlefield: [grizzlyBears(), kw('Knight', '2/2', 'vigilance')] }, {}] });
    expect(attack(game, 'c1', 'c2').ok).toBe(true);
    expect(game.state.objects.c1?.tapped).toBe(true);
    expect(game.state.objects.c2?.tapped).toBe(false);
    expect(game.state.combat?.attackers.map((a) => a.target)).toEqual(['p2', 'p2']);
  });

  it('summoning sick creatures cannot attack unless they have haste (302.6, 702.10b)', () => {
    const game = combatGame({
      players: [
        {
          battlefield: [
            { template: grizzlyBears(), sick: true },
            { template: kw('Hasty', '1/1', 'haste'), sick: true },
          ],
        },
        {},
      ],
    });
    expect(attack(game, 'c1')).toEqual({ ok: false, reason: 'Grizzly Bears (c1) has summoning sickness (302.6)' });
    expect(attack(game, 'c2').ok).toBe(true);
  });

  it('defender cannot attack (702.3b); tapped creatures cannot attack (508.1a)', () => {
    const game = combatGame({
      players: [{ battlefield: [kw('Wall', '0/4', 'defender'), { template: grizzlyBears(), tapped: true }] }, {}],
    });
    expect(attack(game, 'c1')).toEqual({ ok: false, reason: "Wall (c1): defender: can't attack" });
    expect(attack(game, 'c2')).toEqual({ ok: false, reason: 'Grizzly Bears (c2) is tapped (508.1a)' });
  });

  it('only in the declare attackers step, only by the active player, only once', () => {
    const main = setupGame({ players: [{ battlefield: [grizzlyBears()] }, {}] });
    expect(attack(main, 'c1').ok).toBe(false);
    const game = combatGame({ players: [{ battlefield: [grizzlyBears()] }, { battlefield: [grizzlyBears()] }] });
    expect(game.perform({ type: 'declareAttackers', player: 'p2', attackers: [{ creature: 'c2' }] }).ok).toBe(false);
    expect(attack(game, 'c1').ok).toBe(true);
    expect(attack(game, 'c1').ok).toBe(false);
  });

  it('can attack a planeswalker of the defending player (508.1b), not your own things', () => {
    const pw = card('Walker', { cost: '{2}', types: ['planeswalker'], loyalty: '3' });
    const game = combatGame({ players: [{ battlefield: [grizzlyBears()] }, { battlefield: [pw] }] });
    expect(
      game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1', target: 'c1' }] }).ok,
    ).toBe(false);
    expect(
      game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1', target: 'c2' }] }).ok,
    ).toBe(true);
    toDamage(game);
    expect(game.state.objects.c2?.counters.loyalty).toBe(1);
    expect(game.state.players.p2?.life).toBe(20);
  });

  it('stepping through combat from the beginning creates the combat and removes it at the end (511.3)', () => {
    const game = setupGame({ players: [{ battlefield: [grizzlyBears()] }, {}] });
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('beginningOfCombat');
    expect(game.state.combat?.defendingPlayer).toBe('p2');
    game.perform({ type: 'nextStep' });
    attack(game, 'c1');
    toDamage(game);
    expect(game.state.players.p2?.life).toBe(18);
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('endOfCombat');
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('main2');
    expect(game.state.combat).toBeNull();
  });

  it('no attackers: blockers and damage steps are skipped (508.8)', () => {
    const game = combatGame({ players: [{ battlefield: [grizzlyBears()] }, {}] });
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('endOfCombat');
  });
});

describe('declare blockers (509)', () => {
  function blockersGame(attackers: Parameters<typeof creature>[], blockers: Parameters<typeof creature>[]) {
    const game = combatGame({
      players: [
        { battlefield: attackers.map((a) => creature(...a)) },
        { battlefield: blockers.map((b) => creature(...b)) },
      ],
    });
    return game;
  }

  it('several blockers on one attacker; damage assignment order is the declaration order (509.2)', () => {
    const game = blockersGame(
      [['Giant', '{4}', '5/5']],
      [
        ['A', '{1}', '2/2'],
        ['B', '{1}', '2/2'],
      ],
    );
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    const r = game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: 'c3', attackers: ['c1'] },
        { blocker: 'c2', attackers: ['c1'] },
      ],
    });
    expect(r.ok).toBe(true);
    expect(game.state.combat?.attackers[0]).toMatchObject({ blocked: true, blockers: ['c3', 'c2'] });
    game.perform({ type: 'nextStep' });
    // Lethal to c3 (2), lethal to c2 (2), the last 1 also to c2; both die; the Giant takes 4.
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
    expect(game.state.objects.c3?.zone.zone).toBe('graveyard');
    expect(game.state.objects.c1?.damage).toBe(4);
  });

  it('damage assignment order decides who dies when damage runs short', () => {
    const game = blockersGame(
      [['Bear', '{1}', '3/3']],
      [
        ['A', '{1}', '2/2'],
        ['B', '{1}', '2/2'],
      ],
    );
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: 'c2', attackers: ['c1'] },
        { blocker: 'c3', attackers: ['c1'] },
      ],
    });
    expect(game.perform({ type: 'setDamageOrder', player: 'p2', attacker: 'c1', blockers: ['c3', 'c2'] }).ok).toBe(
      false,
    );
    expect(game.perform({ type: 'setDamageOrder', player: 'p1', attacker: 'c1', blockers: ['c3'] }).ok).toBe(false);
    expect(game.perform({ type: 'setDamageOrder', player: 'p1', attacker: 'c1', blockers: ['c3', 'c2'] }).ok).toBe(
      true,
    );
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c3?.zone.zone).toBe('graveyard');
    expect(game.state.objects.c2).toMatchObject({ damage: 1, zone: { zone: 'battlefield' } });
  });

  it('one blocker on several attackers only where allowed (canBlockAdditional)', () => {
    const game = combatGame({
      players: [
        { battlefield: [grizzlyBears(), grizzlyBears()] },
        {
          battlefield: [
            { template: creature('Guard', '{2}', '1/5'), canBlockAdditional: 1 },
            creature('Plain', '{2}', '1/5'),
          ],
        },
      ],
    });
    attack(game, 'c1', 'c2');
    game.perform({ type: 'nextStep' });
    const tooMany = game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [{ blocker: 'c4', attackers: ['c1', 'c2'] }],
    });
    expect(tooMany).toEqual({ ok: false, reason: 'Plain (c4) can block only 1 creature(s) (509.1a)' });
    expect(
      game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c3', attackers: ['c1', 'c2'] }] }).ok,
    ).toBe(true);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c3?.damage).toBe(4);
    // The Guard's 1 damage goes to the first attacker in its order.
    expect(game.state.objects.c1?.damage).toBe(1);
    expect(game.state.players.p2?.life).toBe(20);
  });

  it('restrictions refuse blocks with their reasons', () => {
    const game = combatGame({
      players: [{ battlefield: [kw('Birds', '1/1', 'flying')] }, { battlefield: [grizzlyBears()] }],
    });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    const r = game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
    expect(r).toEqual({
      ok: false,
      reason: "Grizzly Bears (c2) can't block Birds (c1): flying: needs flying or reach",
    });
  });

  it('menace needs two blockers (702.111b)', () => {
    const game = combatGame({
      players: [{ battlefield: [kw('Brute', '3/3', 'menace')] }, { battlefield: [grizzlyBears(), grizzlyBears()] }],
    });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    const one = game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
    expect(one).toEqual({
      ok: false,
      reason: "Brute (c1) can't be blocked like that: menace: needs two or more blockers",
    });
    const two = game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: 'c2', attackers: ['c1'] },
        { blocker: 'c3', attackers: ['c1'] },
      ],
    });
    expect(two.ok).toBe(true);
  });

  it('tapped creatures and the attacker side cannot block', () => {
    const game = combatGame({
      players: [
        { battlefield: [grizzlyBears(), grizzlyBears()] },
        { battlefield: [{ template: grizzlyBears(), tapped: true }] },
      ],
    });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    expect(
      game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c3', attackers: ['c1'] }] }).ok,
    ).toBe(false);
    expect(
      game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] }).ok,
    ).toBe(false);
    expect(game.perform({ type: 'declareBlockers', player: 'p1', blocks: [] }).ok).toBe(false);
  });
});

describe('combat damage (510)', () => {
  function fight(attacker: ReturnType<typeof creature>, blockers: ReturnType<typeof creature>[]) {
    const game = combatGame({ players: [{ battlefield: [attacker] }, { battlefield: blockers }] });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    const blocks = blockers.map((_, i) => ({ blocker: `c${i + 2}`, attackers: ['c1'] }));
    expect(game.perform({ type: 'declareBlockers', player: 'p2', blocks }).ok).toBe(true);
    return game;
  }

  it('unblocked creatures damage the defending player (510.1b)', () => {
    const game = combatGame({ players: [{ battlefield: [grizzlyBears()] }, {}] });
    attack(game, 'c1');
    toDamage(game);
    expect(game.state.players.p2?.life).toBe(18);
  });

  it('damage is simultaneous: two 2/2s trade (510.2)', () => {
    const game = fight(grizzlyBears(), [grizzlyBears()]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.zone.zone).toBe('graveyard');
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
  });

  it('first strike deals damage first and survives (702.7b)', () => {
    const game = fight(kw('Knight', '2/2', 'first strike'), [grizzlyBears()]);
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('firstStrikeDamage');
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('combatDamage');
    expect(game.state.objects.c1).toMatchObject({ damage: 0, zone: { zone: 'battlefield' } });
  });

  it('a first-strike blocker kills the attacker before it deals damage', () => {
    const game = fight(grizzlyBears(), [kw('Knight', '2/2', 'first strike')]);
    toDamage(game);
    expect(game.state.objects.c1?.zone.zone).toBe('graveyard');
    expect(game.state.objects.c2?.damage).toBe(0);
  });

  it('double strike deals damage in both steps (702.4b)', () => {
    const game = combatGame({ players: [{ battlefield: [kw('Double', '2/2', 'double strike')] }, {}] });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(18);
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(16);
  });

  it('first strike does not deal damage twice', () => {
    const game = combatGame({ players: [{ battlefield: [kw('Knight', '2/2', 'first strike')] }, {}] });
    attack(game, 'c1');
    toDamage(game);
    expect(game.state.players.p2?.life).toBe(18);
  });

  it('trample: lethal to the blockers, the rest to the player (702.19b)', () => {
    const game = fight(kw('Trampler', '5/5', 'trample'), [grizzlyBears()]);
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(17);
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
  });

  it('trample with deathtouch: 1 is lethal (702.2c)', () => {
    const game = fight(kw('Snake', '5/5', 'trample', 'deathtouch'), [creature('Big', '{5}', '1/8')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(16);
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
  });

  it('trample over a removed blocker hits the player (702.19d); no trample: no damage (510.1c)', () => {
    for (const [attacker, expected] of [
      [kw('Trampler', '3/3', 'trample'), 17],
      [creature('Plain', '{2}', '3/3'), 20],
    ] as const) {
      const game = combatGame({
        players: [{ battlefield: [attacker], hand: [shock()] }, { battlefield: [grizzlyBears()] }],
      });
      const a = idOf(game, attacker.name);
      expect(attack(game, a).ok).toBe(true);
      game.perform({ type: 'nextStep' });
      const bears = idOf(game, 'Grizzly Bears');
      game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: bears, attackers: [a] }] });
      game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 } });
      expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Shock'), targets: [bears] }).ok).toBe(true);
      game.perform({ type: 'resolve' });
      game.perform({ type: 'nextStep' });
      expect(game.state.players.p2?.life).toBe(expected);
    }
  });

  it('deathtouch blocker kills a big attacker', () => {
    const game = fight(creature('Giant', '{5}', '6/6'), [kw('Snake', '1/1', 'deathtouch')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.zone.zone).toBe('graveyard');
  });

  it('lifelink in combat', () => {
    const game = combatGame({ players: [{ battlefield: [kw('Vampire', '3/3', 'lifelink')] }, {}] });
    attack(game, 'c1');
    toDamage(game);
    expect(game.state.players.p1?.life).toBe(23);
    expect(game.state.players.p2?.life).toBe(17);
  });

  it('wither in combat: -1/-1 counters', () => {
    const game = fight(kw('Witherer', '1/1', 'wither'), [creature('Big', '{3}', '3/3')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c2).toMatchObject({ damage: 0, counters: { '-1/-1': 1 } });
  });

  it('infect attacker poisons the player', () => {
    const game = combatGame({ players: [{ battlefield: [kw('Infector', '2/2', 'infect')] }, {}] });
    attack(game, 'c1');
    toDamage(game);
    expect(game.state.players.p2).toMatchObject({ life: 20, poison: 2 });
  });

  it('a regenerated blocker is removed from combat and survives (701.15a)', () => {
    const game = combatGame({
      players: [
        { battlefield: [creature('Giant', '{5}', '5/5')] },
        { battlefield: [drudgeSkeletons()], pool: { B: 1 } },
      ],
    });
    attack(game, 'c1');
    game.perform({ type: 'nextStep' });
    game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
    // Mana empties between steps (500.4), so it is added now.
    game.perform({ type: 'setPool', player: 'p2', pool: { W: 0, U: 0, B: 1, R: 0, G: 0, C: 0 } });
    expect(
      game.perform({ type: 'activate', player: 'p2', source: idOf(game, 'Drudge Skeletons'), ability: 0 }).ok,
    ).toBe(true);
    game.perform({ type: 'resolve' });
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c2).toMatchObject({ zone: { zone: 'battlefield' }, tapped: true, damage: 0 });
    expect(game.state.combat?.blockers).toEqual([]);
    // The attacker stays blocked (509.1h) and, without trample, deals no damage to the player.
    expect(game.state.combat?.attackers[0]?.blocked).toBe(true);
    expect(game.state.players.p2?.life).toBe(20);
  });

  it('a creature with 0 power deals no combat damage (510.1a)', () => {
    const game = combatGame({ players: [{ battlefield: [creature('Zero', '{1}', '0/3')] }, {}] });
    attack(game, 'c1');
    const events: string[] = [];
    game.onGameEvent((e) => events.push(e.event.type));
    toDamage(game);
    expect(events).not.toContain('damageDealt');
  });

  it('combat can be undone step by step', () => {
    const game = fight(grizzlyBears(), [grizzlyBears()]);
    const before = game.state;
    game.perform({ type: 'nextStep' });
    game.undo();
    expect(game.state).toEqual(before);
  });
});
