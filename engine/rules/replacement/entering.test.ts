import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import type { Game } from '../game/game.js';
import { hasKeyword, powerOf } from '../state/characteristics.js';
import { idOf } from '../test-support/find.js';
import { card, forest, grizzlyBears } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';

const eventTypes = (r: ReturnType<Game['perform']>): string[] => (r.ok ? r.value.map((e) => e.event.type) : []);

describe('entering with counters or tapped is a replacement of the entering event (614.1c, 614.12)', () => {
  it('a 0/0 that enters with X +1/+1 counters survives: it never was 0/0 on the battlefield (107.3m)', () => {
    const hydra = cardFromText(
      'Hydra',
      '{X}{G}',
      '~ enters the battlefield with X +1/+1 counters on it.',
      ['creature'],
      '0/0',
    );
    const game = setupGame({ players: [{ hand: [hydra], pool: { G: 4 } }, {}] });
    const id = idOf(game, 'Hydra');
    expect(game.perform({ type: 'cast', player: 'p1', card: id, x: 3 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[id]).toMatchObject({ zone: { zone: 'battlefield' }, counters: { '+1/+1': 3 } });
    expect(powerOf(game.state.objects[id]!, game.state)).toBe(3);
  });

  it('"tapped with two charge counters": tapped from the start, no tapped event', () => {
    const crag = cardFromText('Crag', '', '~ enters the battlefield tapped with two charge counters on it.', ['land']);
    const game = setupGame({ players: [{ hand: [{ ...crag, manaCost: null }] }, {}] });
    const r = game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    expect(game.state.objects.c1).toMatchObject({ tapped: true, counters: { charge: 2 } });
    expect(eventTypes(r)).not.toContain('tapped');
  });

  it('"tapped unless you control a Forest" is checked as it enters', () => {
    const text = '~ enters the battlefield tapped unless you control a Forest.';
    const grove = () => ({ ...cardFromText('Grove', '', text, ['land']), manaCost: null });
    const without = setupGame({ players: [{ hand: [grove()] }, {}] });
    without.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    expect(without.state.objects.c1?.tapped).toBe(true);
    const withForest = setupGame({ players: [{ hand: [grove()], battlefield: [forest()] }, {}] });
    withForest.perform({ type: 'playLand', player: 'p1', card: idOf(withForest, 'Grove') });
    expect(withForest.state.objects[idOf(withForest, 'Grove')]?.tapped).toBe(false);
  });

  it('"… if you control a creature with power 4 or greater": no counter when it does not hold', () => {
    const text =
      '~ enters the battlefield with a +1/+1 counter on it if you control a creature with power 4 or greater.';
    const mastodon = cardFromText('Mastodon', '{G}', text, ['creature'], '3/2');
    const game = setupGame({ players: [{ hand: [mastodon], battlefield: [grizzlyBears()], pool: { G: 1 } }, {}] });
    const id = idOf(game, 'Mastodon');
    game.perform({ type: 'cast', player: 'p1', card: id });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[id]?.counters).toEqual({});
  });

  it('"You may have ~ enter the battlefield with a +1/+1 counter on it" (702.98a): the answer chooses as it enters', () => {
    const text = 'You may have ~ enter the battlefield with a +1/+1 counter on it.';
    for (const [answer, counters] of [
      [true, { '+1/+1': 1 }],
      [false, {}],
    ] as const) {
      const cackler = cardFromText('Cackler', '{R}', text, ['creature'], '1/1');
      const game = setupGame({ players: [{ hand: [cackler], pool: { R: 1 } }, {}] });
      const id = idOf(game, 'Cackler');
      game.perform({ type: 'cast', player: 'p1', card: id });
      game.perform({ type: 'resolve', answers: { may: [answer] } });
      expect(game.state.objects[id]?.counters).toEqual(counters);
    }
  });

  it('riot (702.136a): a +1/+1 counter, or else haste for as long as it is that permanent', () => {
    for (const [answer, counters, haste] of [
      [true, { '+1/+1': 1 }, false],
      [false, {}, true],
    ] as const) {
      const goblin = cardFromText('Goblin', '{R}', 'Riot', ['creature'], '2/2');
      const game = setupGame({ players: [{ hand: [goblin], pool: { R: 1 } }, {}] });
      const id = idOf(game, 'Goblin');
      game.perform({ type: 'cast', player: 'p1', card: id });
      game.perform({ type: 'resolve', answers: { may: [answer] } });
      const object = game.state.objects[id];
      if (!object) throw new Error('no goblin');
      expect(object.counters).toEqual(counters);
      expect(hasKeyword(object, 'haste', game.state)).toBe(haste);
      expect(game.state.continuousEffects.length).toBe(haste ? 1 : 0);
    }
  });

  it("an 'As ~ enters, you may pay' answer and riot's are two answers, not one read twice (614.12, 616.1)", () => {
    // 614.12: both are replacement effects of the entering event, each applied once with its own choice (616.1); the
    // `may` answers go to "As ~ enters …, you may pay" abilities first (ops/zones.ts applies them first), then to the
    // optional "enter with" ones.
    const lines = [
      "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
      'Riot',
    ];
    const brute = card('Brute', {
      cost: '{R}',
      types: ['creature'],
      pt: '2/2',
      abilities: lines.flatMap((l, i) => parseAbilityText(l, i + 1, ['Brute']).abilities),
    });
    for (const [pay, counter, tapped, life, counters, haste] of [
      [false, true, true, 20, { '+1/+1': 1 }, false],
      [true, false, false, 18, {}, true],
    ] as const) {
      const game = setupGame({ players: [{ hand: [brute], pool: { R: 1 } }, {}] });
      game.perform({ type: 'cast', player: 'p1', card: 'c1' });
      game.perform({ type: 'resolve', answers: { may: [pay, counter] } });
      const object = game.state.objects.c1;
      if (!object) throw new Error('no brute');
      expect({ tapped: object.tapped, life: game.state.players.p1?.life, counters: object.counters }).toEqual({
        tapped,
        life,
        counters,
      });
      expect(hasKeyword(object, 'haste', game.state)).toBe(haste);
    }
  });

  it('tribute (702.104a-b): the opponent puts the counters on it or not, and the permanent remembers which', () => {
    const lines = [
      'Tribute 2',
      "When ~ enters the battlefield, if tribute wasn't paid, ~ deals 5 damage to each opponent.",
    ];
    const giant = card('Giant', {
      cost: '{R}',
      types: ['creature'],
      pt: '3/3',
      abilities: lines.flatMap((l, i) => parseAbilityText(l, i + 1, ['Giant']).abilities),
    });
    const cast = (paid: boolean) => {
      const game = setupGame({ players: [{ hand: [giant], pool: { R: 1 } }, {}] });
      game.perform({ type: 'cast', player: 'p1', card: 'c1' });
      game.perform({ type: 'resolve', answers: { may: [paid] } });
      return game;
    };
    const paid = cast(true);
    expect(paid.state.objects.c1).toMatchObject({ counters: { '+1/+1': 2 }, tributePaid: true });
    // The intervening "if" is false as it would trigger (603.4): nothing triggers.
    expect(paid.state.stack).toEqual([]);
    expect(paid.state.pendingTriggers ?? []).toEqual([]);
    const unpaid = cast(false);
    expect(unpaid.state.objects.c1).toMatchObject({ counters: {}, tributePaid: false });
    expect(unpaid.state.stack).toHaveLength(1);
    expect(unpaid.perform({ type: 'resolve' }).ok).toBe(true);
    expect(unpaid.state.players.p2?.life).toBe(15);
    unpaid.undo();
    unpaid.undo();
    expect(unpaid.state.objects.c1?.tributePaid).toBeUndefined();
  });

  it('undo takes the counters back with the permanent', () => {
    const text = '~ enters the battlefield with two +1/+1 counters on it.';
    const spike = cardFromText('Walker', '{G}', text, ['creature'], '0/0');
    const game = setupGame({ players: [{ hand: [spike], pool: { G: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c1?.counters).toEqual({ '+1/+1': 2 });
    game.undo();
    expect(game.state.objects.c1).toMatchObject({ zone: { zone: 'stack' }, counters: {} });
  });
});
