import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';

/** 614.12, 118.12: "As ~ enters the battlefield, you may pay … If you don't / do, ~ enters the battlefield …". */
describe('a cost paid as a permanent enters (614.12, 118.12)', () => {
  const vents = () => ({
    ...cardFromText(
      'Vents',
      '',
      "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
      ['land'],
    ),
    manaCost: null,
  });

  it('pays 2 life by default and enters untapped; answered no, enters tapped and pays nothing', () => {
    const yes = setupGame({ players: [{ hand: [vents()] }, {}] });
    expect(yes.perform({ type: 'playLand', player: 'p1', card: idOf(yes, 'Vents') }).ok).toBe(true);
    expect(yes.state.objects[idOf(yes, 'Vents')]).toMatchObject({ zone: { zone: 'battlefield' }, tapped: false });
    expect(yes.state.players.p1?.life).toBe(18);
    const no = setupGame({ players: [{ hand: [vents()] }, {}] });
    no.perform({ type: 'playLand', player: 'p1', card: idOf(no, 'Vents'), answers: { may: [false] } });
    expect(no.state.objects[idOf(no, 'Vents')]).toMatchObject({ tapped: true });
    expect(no.state.players.p1?.life).toBe(20);
  });

  it('with too little life the cost can’t be paid: it enters tapped (119.4)', () => {
    const game = setupGame({ players: [{ hand: [vents()], life: 1 }, {}] });
    game.perform({ type: 'playLand', player: 'p1', card: idOf(game, 'Vents') });
    expect(game.state.objects[idOf(game, 'Vents')]).toMatchObject({ tapped: true });
    expect(game.state.players.p1?.life).toBe(1);
  });

  it('"you may reveal a Goblin card from your hand": the card stays; without one it enters tapped', () => {
    const hovel = () => ({
      ...cardFromText(
        'Hovel',
        '',
        "As ~ enters the battlefield, you may reveal a Goblin card from your hand. If you don't, ~ enters the battlefield tapped.",
        ['land'],
      ),
      manaCost: null,
    });
    const goblin = { ...creature('Piker', '{1}{R}', '2/1'), subtypes: ['Goblin'] };
    const withGoblin = setupGame({ players: [{ hand: [hovel(), goblin] }, {}] });
    const r = withGoblin.perform({ type: 'playLand', player: 'p1', card: idOf(withGoblin, 'Hovel') });
    expect(withGoblin.state.objects[idOf(withGoblin, 'Hovel')]).toMatchObject({ tapped: false });
    expect(withGoblin.state.objects[idOf(withGoblin, 'Piker')]).toMatchObject({ zone: { zone: 'hand' } });
    expect(r.ok && r.value.map((e) => e.event)).toContainEqual({
      type: 'revealed',
      player: 'p1',
      cards: [idOf(withGoblin, 'Piker')],
    });
    const without = setupGame({ players: [{ hand: [hovel(), card('Other')] }, {}] });
    without.perform({ type: 'playLand', player: 'p1', card: idOf(without, 'Hovel') });
    expect(without.state.objects[idOf(without, 'Hovel')]).toMatchObject({ tapped: true });
  });

  it('"If you do, ~ enters the battlefield with a +1/+1 counter on it." (a spell, answered as it resolves)', () => {
    const beast = cardFromText(
      'Beast',
      '{G}',
      'As ~ enters the battlefield, you may discard a card. If you do, ~ enters the battlefield with two +1/+1 counters on it.',
      ['creature'],
      '1/1',
    );
    const game = setupGame({ players: [{ hand: [beast, card('A'), card('B')], pool: { G: 2 } }, {}] });
    const id = idOf(game, 'Beast');
    game.perform({ type: 'cast', player: 'p1', card: id });
    game.perform({ type: 'resolve', answers: { cards: [idOf(game, 'A')] } });
    expect(game.state.objects[id]).toMatchObject({ zone: { zone: 'battlefield' }, counters: { '+1/+1': 2 } });
    expect(game.state.objects[idOf(game, 'A')]).toMatchObject({ zone: { zone: 'graveyard' } });
    expect(game.state.objects[idOf(game, 'B')]).toMatchObject({ zone: { zone: 'hand' } });
  });
});
