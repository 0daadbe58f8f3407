import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';

/** 603.12: "You may pay {2}{R}. When you do, it deals 3 damage to any target." — a reflexive triggered ability. */
describe('reflexive triggered abilities (603.12)', () => {
  const imp = cardFromText(
    'Imp',
    '{1}{R}',
    'When ~ enters the battlefield, you may pay {1}{R}. When you do, it deals 3 damage to any target.',
    ['creature'],
    '2/2',
  );

  it('paid: it triggers, its target chosen as it is put on the stack (603.3d); "it" is the creature', () => {
    const game = setupGame({
      players: [{ hand: [imp], pool: { R: 4 } }, { battlefield: [creature('Bear', '{1}{G}', '2/2')] }],
    });
    const impId = idOf(game, 'Imp');
    const bear = idOf(game, 'Bear');
    expect(game.perform({ type: 'cast', player: 'p1', card: impId }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    // The enters trigger has no target: it goes on the stack by itself.
    expect(game.state.stack).toHaveLength(1);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.pool.R).toBe(0);
    const [reflexive] = game.state.pendingTriggers;
    expect(reflexive).toMatchObject({ source: impId, controller: 'p1', context: { object: impId } });
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: reflexive?.id ?? '', targets: [bear] }).ok).toBe(
      true,
    );
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bear]?.zone.zone).toBe('graveyard');
  });

  it('declined or not paid: nothing triggers', () => {
    const game = setupGame({ players: [{ hand: [imp], pool: { R: 2 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Imp') });
    game.perform({ type: 'resolve' });
    game.perform({ type: 'resolve' });
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
  });
});
