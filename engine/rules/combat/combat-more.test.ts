import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../templates/card-template.js';
import type { Game } from '../game/game.js';
import { setupGame } from '../game/setup.js';
import { card, creature, keyword } from '../test-support/templates.js';
import { assignCombatDamage } from './combat-damage.js';

const kw = (name: string, pt: string, ...keywords: Keyword[]) => creature(name, '{2}', pt, keywords.map(keyword));

function blocked(attacker: ReturnType<typeof creature>, blockers: ReturnType<typeof creature>[]): Game {
  const game = setupGame({
    players: [{ battlefield: [attacker] }, { battlefield: blockers }],
    step: 'declareAttackers',
  });
  expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] }).ok).toBe(true);
  game.perform({ type: 'nextStep' });
  const blocks = blockers.map((_, i) => ({ blocker: `c${i + 2}`, attackers: ['c1'] }));
  expect(game.perform({ type: 'declareBlockers', player: 'p2', blocks }).ok).toBe(true);
  return game;
}

describe('combat damage assignment (510.1)', () => {
  it('assignments are computed before any damage is dealt', () => {
    const game = blocked(kw('Giant', '4/4'), [kw('A', '1/1'), kw('B', '2/2')]);
    expect(assignCombatDamage(game.state, false)).toEqual([
      { source: 'c1', to: 'c2', amount: 1 },
      { source: 'c1', to: 'c3', amount: 3 },
      { source: 'c2', to: 'c1', amount: 1 },
      { source: 'c3', to: 'c1', amount: 2 },
    ]);
  });

  it('lethal damage counts damage already marked (702.19b)', () => {
    const hurt = kw('Hurt', '1/3');
    const game = setupGame({
      players: [{ battlefield: [kw('Trampler', '3/3', 'trample')] }, { battlefield: [{ template: hurt, damage: 2 }] }],
      step: 'declareAttackers',
    });
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    game.perform({ type: 'nextStep' });
    game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
    expect(assignCombatDamage(game.state, false).filter((a) => a.source === 'c1')).toEqual([
      { source: 'c1', to: 'c2', amount: 1 },
      { source: 'c1', to: 'p2', amount: 2 },
    ]);
  });

  it('double strike with trample: first-strike damage kills the blocker, the second hit tramples fully', () => {
    const game = blocked(kw('Striker', '3/3', 'double strike', 'trample'), [kw('Wall', '0/2')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('firstStrikeDamage');
    expect(game.state.players.p2?.life).toBe(19);
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(16);
  });

  it('first strike against double strike: both hit first, then only double strike', () => {
    const game = blocked(kw('Double', '2/4', 'double strike'), [kw('First', '2/5', 'first strike')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.damage).toBe(2);
    expect(game.state.objects.c2?.damage).toBe(2);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.damage).toBe(2);
    expect(game.state.objects.c2?.damage).toBe(4);
  });

  it('lifelink and deathtouch blocker: gains life and kills', () => {
    const game = blocked(kw('Giant', '5/5'), [kw('Vampire', '2/2', 'lifelink', 'deathtouch')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.life).toBe(22);
    expect(game.state.objects.c1?.zone.zone).toBe('graveyard');
  });

  it('an indestructible attacker survives lethal combat damage (702.12b)', () => {
    const game = blocked(kw('God', '2/2', 'indestructible'), [kw('Big', '5/5')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1).toMatchObject({ zone: { zone: 'battlefield' }, damage: 5 });
  });

  it('damage wears off in cleanup (514.2)', () => {
    const game = blocked(kw('Big', '5/5'), [kw('Small', '1/1')]);
    game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.damage).toBe(1);
    while (game.state.turn.step !== 'cleanup') game.perform({ type: 'nextStep' });
    expect(game.state.objects.c1?.damage).toBe(0);
  });

  it('an attacker that left the battlefield deals no damage', () => {
    const game = setupGame({ players: [{ battlefield: [kw('A', '2/2')] }, {}], step: 'declareAttackers' });
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    expect(game.state.combat?.attackers).toHaveLength(1);
    // Kill it with a -1/-1 counter pile: sandbox via a wither source is overkill; 0 toughness via counters.
    const state = game.state;
    const killed = {
      ...state,
      objects: {
        ...state.objects,
        c1: {
          ...(state.objects.c1 as NonNullable<typeof state.objects.c1>),
          zone: { player: 'p1', zone: 'graveyard' as const },
        },
      },
    };
    expect(assignCombatDamage(killed, false)).toEqual([]);
  });

  it('an attacker at a planeswalker that is gone deals no damage (510.1b)', () => {
    const walker = card('Walker', { cost: '{2}', types: ['planeswalker'], loyalty: '1' });
    const game = setupGame({
      players: [{ battlefield: [kw('A', '2/2')] }, { battlefield: [walker] }],
      step: 'declareAttackers',
    });
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1', target: 'c2' }] });
    const state = game.state;
    const gone = {
      ...state,
      objects: {
        ...state.objects,
        c2: {
          ...(state.objects.c2 as NonNullable<typeof state.objects.c2>),
          zone: { player: 'p2', zone: 'graveyard' as const },
        },
      },
    };
    expect(assignCombatDamage(gone, false)).toEqual([]);
  });

  it('vigilance attacker can still block next turn; attackers tap (508.1f)', () => {
    const game = setupGame({
      players: [{ battlefield: [kw('Vig', '2/2', 'vigilance'), kw('Tapper', '2/2')] }, {}],
      step: 'declareAttackers',
    });
    const events: string[] = [];
    game.onGameEvent((e) => events.push(e.event.type));
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, { creature: 'c2' }] });
    expect(events).toEqual(['tapped', 'attackersDeclared']);
  });
});
