import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { basicLand, card, grizzlyBears, shock } from '../test-support/templates.js';

/** A card whose every line is read by the grammar. */
function cardOf(name: string, cost: string, types: CardTemplate['types'], lines: readonly string[], pt?: string) {
  const abilities = lines.flatMap((text) => {
    const parsed = parseAbilityText(text, 1, [name]);
    if (parsed.problem) throw new Error(`"${text}" refused: ${parsed.problem.message}`);
    return parsed.abilities;
  });
  return card(name, { cost, types, abilities, ...(pt ? { pt } : {}) });
}

const elf = () => cardOf('Bloodbraid Elf', '{2}{R}{G}', ['creature'], ['Haste', 'Cascade'], '3/2');
const staggershock = () =>
  cardOf('Staggershock', '{2}{R}', ['instant'], ['~ deals 2 damage to any target.', 'Rebound']);

describe('cascade (702.85a) and casting during a resolution (608.2g)', () => {
  function cascaded() {
    // Library, bottom to top: Bears (mana value 2), Shock (1), Mountain (a land).
    const game = setupGame({
      players: [
        { hand: [elf()], library: [grizzlyBears(), shock(), basicLand('Mountain')], pool: { R: 1, G: 1, C: 2 } },
        {},
      ],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Bloodbraid Elf') }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    return game;
  }

  it('exiles until a nonland card that costs less, offers it, and puts the others on the bottom', () => {
    const game = cascaded();
    const shockId = idOf(game, 'Shock');
    expect(game.state.objects[shockId]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    expect(game.state.pendingCast).toMatchObject({ player: 'p1', card: shockId, rule: '702.85a' });
    expect(game.state.players.p1?.zones.library).toEqual([idOf(game, 'Mountain'), idOf(game, 'Grizzly Bears')]);
    // Nothing else happens before it is cast or declined.
    expect(game.perform({ type: 'resolve' })).toMatchObject({ ok: false });
    expect(game.perform({ type: 'passPriority', player: 'p2' })).toMatchObject({ ok: false });
  });

  it('is cast for no mana, X 0, and goes on the stack above the cascading spell; the offer ends', () => {
    const game = cascaded();
    const shockId = idOf(game, 'Shock');
    expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'], x: 1 }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
    expect(game.state.pendingCast).toBeUndefined();
    expect(game.state.stack.map((i) => i.kind === 'spell' && i.card)).toEqual([idOf(game, 'Bloodbraid Elf'), shockId]);
    // It was cast: the turn's record has it.
    expect(game.state.turn.spellsCast?.map((c) => c.card)).toContain(shockId);
  });

  it('while the offer waits, legalActions lists only its casts and declining it, for that player only', () => {
    const game = cascaded();
    const shockId = idOf(game, 'Shock');
    const actions = legalActions(game.state, 'p1');
    expect(actions).toContainEqual({ type: 'declineCast', player: 'p1' });
    const casts = actions.filter((a) => a.type === 'cast');
    expect(casts.length).toBeGreaterThan(0);
    expect(casts.every((a) => a.type === 'cast' && a.card === shockId && a.x === 0)).toBe(true);
    expect(casts).toContainEqual(expect.objectContaining({ targets: ['p2'] }));
    expect(actions.every((a) => a.type === 'cast' || a.type === 'declineCast')).toBe(true);
    expect(legalActions(game.state, 'p2')).toEqual([]);
  });

  it('declined, the card joins the others at the bottom of the library', () => {
    const game = cascaded();
    expect(game.perform({ type: 'declineCast', player: 'p2' }).ok).toBe(false);
    expect(game.perform({ type: 'declineCast', player: 'p1' }).ok).toBe(true);
    expect(game.state.pendingCast).toBeUndefined();
    const library = game.state.players.p1?.zones.library ?? [];
    expect(library).toHaveLength(3);
    expect(library.at(-1)).toBe(idOf(game, 'Grizzly Bears'));
    // Bloodbraid Elf then resolves.
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  });
});

describe('rebound (702.88a)', () => {
  it('cast from the hand, it is exiled as it resolves and offered at its controller’s next upkeep', () => {
    const game = setupGame({
      players: [
        { hand: [staggershock()], library: [basicLand('Island'), basicLand('Island')], pool: { R: 1, C: 2 } },
        { library: [basicLand('Island'), basicLand('Island')] },
      ],
    });
    const id = idOf(game, 'Staggershock');
    game.perform({ type: 'cast', player: 'p1', card: id, targets: ['p2'] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[id]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    expect(game.state.delayedTriggers).toHaveLength(1);
    while (!(game.state.turn.activePlayer === 'p1' && game.state.turn.step === 'upkeep')) {
      expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    }
    expect(game.state.stack).toHaveLength(1);
    game.perform({ type: 'resolve' });
    expect(game.state.pendingCast).toMatchObject({ card: id, rule: '702.88a', declined: { kind: 'stay' } });
    expect(game.perform({ type: 'cast', player: 'p1', card: id, targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(16);
    // Cast from exile this time: to the graveyard.
    expect(game.state.objects[id]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
  });
});
