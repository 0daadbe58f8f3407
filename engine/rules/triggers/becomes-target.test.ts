import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { grizzlyBears, shock } from '../test-support/templates.js';
import type { Game } from '../game/game.js';
import { eventsOf, must } from './test-cards.js';

/** "Becomes the target" triggers (601.2c, 602.2b, 603.3d) and "that spell or ability" on resolution. */

const bear = () =>
  cardFromText(
    'Phantasmal Bear',
    '{U}',
    'When Phantasmal Bear becomes the target of a spell or ability, sacrifice it.',
    ['creature'],
    '2/2',
  );
const warden = () =>
  cardFromText(
    'Warden',
    '{2}{G}',
    'Whenever Warden becomes the target of a spell or ability an opponent controls, you gain 3 life.',
    ['creature'],
    '2/2',
  );
const amulet = () =>
  cardFromText(
    'Amulet',
    '{2}',
    'Whenever you become the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}.',
    ['artifact'],
  );
const pinger = () => cardFromText('Pinger', '{R}', '{T}: Pinger deals 1 damage to any target.', ['creature'], '1/1');
const heroic = () =>
  cardFromText(
    'Hero',
    '{W}',
    'Whenever you cast a spell that targets Hero, put a +1/+1 counter on it.',
    ['creature'],
    '1/1',
  );
const growth = () => cardFromText('Growth', '{G}', 'Target creature gets +3/+3 until end of turn.');
const twice = () =>
  cardFromText('Twice', '{G}', 'Target creature gets +1/+1 until end of turn. Untap target creature.');
const lifeOf = (game: Game, p: string) => game.state.players[p]?.life;

/** p1 passes, so p2 (the opponent) may cast an instant in p1's main phase. */
function opponentsTurnToAct(game: Game): void {
  must(game, { type: 'passPriority', player: 'p1' });
}

describe('becoming the target of a spell (601.2c)', () => {
  it('triggers as the spell is cast: "it" is the target, "that player" the spell\'s controller', () => {
    const game = setupGame({ players: [{ battlefield: [bear()] }, { hand: [shock()], pool: { R: 1 } }] });
    opponentsTurnToAct(game);
    const target = idOf(game, 'Phantasmal Bear');
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [target] });
    const [shockItem, trigger] = game.state.stack;
    expect(trigger).toEqual(
      expect.objectContaining({
        kind: 'ability',
        source: target,
        controller: 'p1',
        trigger: {
          object: target,
          player: 'p2',
          amount: null,
          targeting: { item: shockItem?.id, card: idOf(game, 'Shock') },
        },
      }),
    );
    must(game, { type: 'resolve' });
    expect(game.state.objects[target]?.zone.zone).toBe('graveyard');
    must(game, { type: 'resolve' });
    expect(eventsOf(game, 'fizzled')).toHaveLength(1);
  });

  it('"an opponent controls": not for its controller\'s own spell', () => {
    const game = setupGame({
      players: [
        { battlefield: [warden()], hand: [growth()], pool: { G: 1 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    const w = idOf(game, 'Warden');
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Growth'), targets: [w] });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [w] });
    expect(game.state.stack).toHaveLength(3);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p1')).toBe(23);
  });

  it('once per spell, however many of its targets name the object (115.3)', () => {
    const game = setupGame({ players: [{ battlefield: [warden()] }, { hand: [twice()], pool: { G: 1 } }] });
    opponentsTurnToAct(game);
    const w = idOf(game, 'Warden');
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Twice'), targets: [w, w] });
    expect(game.state.stack.filter((i) => i.kind === 'ability')).toHaveLength(1);
  });

  it('a player becomes a target too; "counter that spell or ability unless its controller pays {1}"', () => {
    const run = (pay: boolean) => {
      const game = setupGame({ players: [{ battlefield: [amulet()] }, { hand: [shock()], pool: { R: 2 } }] });
      opponentsTurnToAct(game);
      must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: ['p1'] });
      must(game, { type: 'resolve', answers: { may: [pay] } });
      return game;
    };
    const countered = run(false);
    expect(countered.state.objects[idOf(countered, 'Shock')]?.zone.zone).toBe('graveyard');
    expect(countered.state.stack).toEqual([]);
    const paid = run(true);
    expect(paid.state.stack).toHaveLength(1);
    expect(paid.state.players['p2']?.pool.R).toBe(0);
  });
});

describe('becoming the target of an ability (602.2b, 603.3d)', () => {
  it('an activated ability: "spell or ability" triggers, and countering it removes it from the stack', () => {
    const game = setupGame({ players: [{ battlefield: [amulet()] }, { battlefield: [pinger()] }] });
    opponentsTurnToAct(game);
    must(game, { type: 'activate', player: 'p2', source: idOf(game, 'Pinger'), ability: 0, targets: ['p1'] });
    expect(game.state.stack).toHaveLength(2);
    must(game, { type: 'resolve', answers: { may: [true] } });
    // p2 has no mana to pay: the ability is countered (701.5a).
    expect(game.state.stack).toEqual([]);
    expect(eventsOf(game, 'abilityCountered')).toHaveLength(1);
    expect(lifeOf(game, 'p1')).toBe(20);
  });

  it('"a spell" alone does not trigger for an ability', () => {
    const onlySpells = cardFromText(
      'Skittish',
      '{U}',
      'Whenever Skittish becomes the target of a spell, you gain 1 life.',
      ['creature'],
      '1/1',
    );
    const game = setupGame({ players: [{ battlefield: [onlySpells] }, { battlefield: [pinger()] }] });
    opponentsTurnToAct(game);
    must(game, {
      type: 'activate',
      player: 'p2',
      source: idOf(game, 'Pinger'),
      ability: 0,
      targets: [idOf(game, 'Skittish')],
    });
    expect(game.state.stack).toHaveLength(1);
  });

  it('a triggered ability targets as it is put on the stack (603.3d)', () => {
    const tapper = cardFromText(
      'Tapper',
      '{W}',
      'When Tapper enters the battlefield, tap target creature.',
      ['creature'],
      '1/1',
    );
    const game = setupGame({
      players: [{ hand: [tapper], pool: { W: 1 }, battlefield: [grizzlyBears()] }, { battlefield: [warden()] }],
    });
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Tapper') });
    must(game, { type: 'resolve' });
    const [pending] = game.state.pendingTriggers;
    expect(pending).toBeDefined();
    must(game, { type: 'putTrigger', player: 'p1', trigger: pending?.id ?? '', targets: [idOf(game, 'Warden')] });
    // Warden's trigger (p2's) went on the stack above the tap ability that targeted it.
    expect(game.state.stack.map((i) => i.controller)).toEqual(['p1', 'p2']);
    must(game, { type: 'resolve' });
    expect(lifeOf(game, 'p2')).toBe(23);
  });
});

describe('heroic: "whenever you cast a spell that targets ~"', () => {
  it('triggers for its controller\'s spells only; "it" is the targeted creature', () => {
    const game = setupGame({
      players: [
        { battlefield: [heroic()], hand: [growth()], pool: { G: 1 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    const hero = idOf(game, 'Hero');
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Growth'), targets: [hero] });
    expect(game.state.stack).toHaveLength(2);
    must(game, { type: 'resolve' });
    expect(game.state.objects[hero]?.counters['+1/+1']).toBe(1);
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [hero] });
    expect(game.state.stack).toHaveLength(2);
  });
});

describe('ward (702.21a) and "for the first time each turn"', () => {
  const warded = (ward: string) => cardFromText('Warded', '{1}{U}', ward, ['creature'], '2/2');

  it('"Ward {2}": an opponent\'s spell is countered unless that player pays {2}; its controller\'s own is not', () => {
    const game = setupGame({
      players: [
        { battlefield: [warded('Ward {2}')], hand: [growth()], pool: { G: 1 } },
        { hand: [shock()], pool: { R: 3 } },
      ],
    });
    const w = idOf(game, 'Warded');
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Growth'), targets: [w] });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [w] });
    expect(game.state.stack).toHaveLength(2);
    must(game, { type: 'resolve', answers: { may: [false] } });
    expect(game.state.stack).toEqual([]);
    expect(game.state.objects[idOf(game, 'Shock')]?.zone.zone).toBe('graveyard');
  });

  it('"Ward—Pay 3 life." is paid with life', () => {
    const game = setupGame({
      players: [{ battlefield: [warded('Ward—Pay 3 life.')] }, { hand: [shock()], pool: { R: 1 } }],
    });
    opponentsTurnToAct(game);
    must(game, { type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [idOf(game, 'Warded')] });
    must(game, { type: 'resolve', answers: { may: [true] } });
    expect(lifeOf(game, 'p2')).toBe(17);
    expect(game.state.stack).toHaveLength(1);
  });

  it('only the first spell or ability that targets it this turn triggers it', () => {
    const kite = cardFromText(
      'Kite',
      '{3}{U}',
      'Whenever Kite becomes the target of a spell or ability for the first time each turn, counter that spell or ability.',
      ['creature'],
      '2/3',
    );
    const game = setupGame({ players: [{ battlefield: [kite] }, { hand: [shock(), shock()], pool: { R: 2 } }] });
    opponentsTurnToAct(game);
    const k = idOf(game, 'Kite');
    const [first, second] = Object.values(game.state.objects).filter((o) => o.template.name === 'Shock');
    must(game, { type: 'cast', player: 'p2', card: first?.id ?? '', targets: [k] });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    must(game, { type: 'cast', player: 'p2', card: second?.id ?? '', targets: [k] });
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.turn.targeted?.[k]).toBe(2);
  });
});
