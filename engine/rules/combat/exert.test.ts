import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const brawler = cardOf(`name Hooded Brawler
cost {2}{G}
type creature - naga warrior
pt 3/2
text You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.`);
const bear = creature('Bear', '{1}{G}', '2/2');
const vizier = cardOf(`name Vizier of the True
cost {3}{W}
type creature - human cleric
pt 3/2
text You may exert ~ as it attacks.
text Whenever you exert a creature, you gain 1 life.`);

/** Ends steps until `player`'s next untap step is over (their upkeep begins). */
function toUpkeepOf(game: ReturnType<typeof setupGame>, player: string): void {
  do {
    const next = game.perform({ type: 'nextStep' });
    if (!next.ok) throw new Error(next.reason);
  } while (!(game.state.turn.activePlayer === player && game.state.turn.step === 'upkeep'));
}

function atAttack() {
  const forest = creature('Filler', '{G}', '1/1');
  const library = [forest, forest, forest];
  const game = setupGame({
    players: [{ battlefield: [brawler, bear], library }, { library }],
    step: 'declareAttackers',
  });
  return { game, brawler: idOf(game, 'Hooded Brawler'), bear: idOf(game, 'Bear') };
}

describe('exert as it attacks (701.39, 508.1g)', () => {
  it('an exerted attacker triggers its "When you do" and stays tapped in the next untap step of its controller', () => {
    const { game, brawler: id } = atAttack();
    const declared = game.perform({
      type: 'declareAttackers',
      player: 'p1',
      attackers: [{ creature: id, exert: true }],
    });
    expect(declared.ok).toBe(true);
    // 603.12: the reflexive ability, with no targets, goes on the stack at once.
    expect(game.state.stack).toMatchObject([{ kind: 'ability', source: id }]);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    // p1's next untap step: it doesn't untap (701.39a); the one after, it does.
    toUpkeepOf(game, 'p1');
    expect(game.state.objects[id]?.tapped).toBe(true);
    toUpkeepOf(game, 'p1');
    expect(game.state.objects[id]?.tapped).toBe(false);
  });

  it('not exerted, nothing triggers and it untaps as usual', () => {
    const { game, brawler: id } = atAttack();
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: id }] }).ok).toBe(true);
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
    toUpkeepOf(game, 'p1');
    expect(game.state.objects[id]?.tapped).toBe(false);
  });

  it('a creature without the ability is not exerted', () => {
    const { game, bear: id } = atAttack();
    const declared = game.perform({
      type: 'declareAttackers',
      player: 'p1',
      attackers: [{ creature: id, exert: true }],
    });
    expect(declared).toMatchObject({ ok: false, reason: expect.stringContaining('701.39d') });
  });

  it('"Whenever you exert a creature" triggers on the exerted event, not on attacking', () => {
    const forest = creature('Filler', '{G}', '1/1');
    const game = setupGame({
      players: [{ battlefield: [vizier, brawler], library: [forest] }, { library: [forest] }],
      step: 'declareAttackers',
    });
    const attackers = [
      { creature: idOf(game, 'Vizier of the True'), exert: true },
      { creature: idOf(game, 'Hooded Brawler') },
    ];
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers }).ok).toBe(true);
    expect(game.state.stack).toHaveLength(1);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players['p1']?.life).toBe(21);
  });
});
