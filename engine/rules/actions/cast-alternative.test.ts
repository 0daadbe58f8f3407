import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature, shock } from '../test-support/templates.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const bringer = cardOf(`name Bringer of the Red Dawn
cost {7}{R}{R}
type creature - bringer
pt 5/5
text You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.
text Trample`);
const forceOfWill = cardOf(`name Force of Will
cost {3}{U}{U}
type instant
text You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost.
text Counter target spell.`);
const snuffOut = cardOf(`name Snuff Out
cost {3}{B}
type instant
text If you control a Swamp, you may pay 4 life rather than pay ~'s mana cost.
text Destroy target nonblack creature. It can't be regenerated.`);
const daze = cardOf(`name Daze
cost {1}{U}
type instant
text You may return an Island you control to its owner's hand rather than pay ~'s mana cost.
text Counter target spell unless its controller pays {1}.`);
const mulldrifter = cardOf(`name Mulldrifter
cost {4}{U}
type creature - elemental
pt 2/2
text Flying
text When ~ enters the battlefield, draw two cards.
text Evoke {2}{U}`);
const massacre = cardOf(`name Massacre
cost {2}{B}{B}
type sorcery
text If an opponent controls a Plains and you control a Swamp, you may cast this spell without paying its mana cost.
text All creatures get -2/-2 until end of turn.`);
const plains = cardOf(`name Plains
type basic land - plains`);
const island = cardOf(`name Island
type basic land - island`);
const swamp = cardOf(`name Swamp
type basic land - swamp`);
const bear = creature('Bear', '{1}{G}', '2/2');
const blueCard = creature('Blue Thing', '{U}', '1/1');

describe('alternative costs (118.9)', () => {
  it('pays the alternative mana cost instead of the mana cost (601.2f)', () => {
    const game = setupGame({ players: [{ hand: [bringer], pool: { W: 1, U: 1, B: 1, R: 1, G: 1 } }, {}] });
    const card = idOf(game, 'Bringer of the Red Dawn');
    expect(game.perform({ type: 'cast', player: 'p1', card }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card, alternative: 0 }).ok).toBe(true);
    expect(game.state.players['p1']?.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0 });
    expect(game.state.stack).toMatchObject([{ kind: 'spell', card, alternative: 0 }]);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('battlefield');
  });

  it('pays life and exiles a blue card from the hand: never the spell itself (601.2a)', () => {
    const game = setupGame({ players: [{ hand: [forceOfWill, blueCard, bear] }, { hand: [shock()], pool: { R: 1 } }] });
    game.perform({ type: 'passPriority', player: 'p1' });
    const theirs = idOf(game, 'Shock');
    expect(game.perform({ type: 'cast', player: 'p2', card: theirs, targets: ['p1'] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p2' });
    const spell = idOf(game, 'Shock');
    const force = idOf(game, 'Force of Will');
    expect(game.perform({ type: 'cast', player: 'p1', card: force, targets: [spell], alternative: 0 }).ok).toBe(true);
    expect(game.state.players['p1']?.life).toBe(19);
    expect(game.state.players['p1']?.zones.exile.map((id) => game.state.objects[id]?.template.name)).toEqual([
      'Blue Thing',
    ]);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[theirs]?.zone.zone).toBe('graveyard');
    expect(game.state.stack).toEqual([]);
    expect(game.state.players['p1']?.life).toBe(19);
  });

  it("refuses when the costs can't be paid, and changes nothing (601.2h)", () => {
    const game = setupGame({ players: [{ hand: [forceOfWill, bear] }, { hand: [shock()], pool: { R: 1 } }] });
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: ['p1'] });
    game.perform({ type: 'passPriority', player: 'p2' });
    const spell = idOf(game, 'Shock');
    const before = game.state;
    const force = idOf(game, 'Force of Will');
    const cast = game.perform({ type: 'cast', player: 'p1', card: force, targets: [spell], alternative: 0 });
    expect(cast).toMatchObject({ ok: false, reason: expect.stringContaining('no blue card') });
    expect(game.state).toBe(before);
  });

  it('checks its condition as it is cast: "If you control a Swamp" (118.9, 601.2b)', () => {
    const without = setupGame({ players: [{ hand: [snuffOut] }, { battlefield: [bear] }] });
    const refused = without.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(without, 'Snuff Out'),
      targets: [idOf(without, 'Bear')],
      alternative: 0,
    });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('only if you control') });
    const game = setupGame({ players: [{ hand: [snuffOut], battlefield: [swamp] }, { battlefield: [bear] }] });
    const bearId = idOf(game, 'Bear');
    expect(
      game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Snuff Out'), targets: [bearId], alternative: 0 }).ok,
    ).toBe(true);
    expect(game.state.players['p1']?.life).toBe(16);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bearId]?.zone.zone).toBe('graveyard');
  });

  it("returns an Island you control to its owner's hand as the cost", () => {
    const game = setupGame({
      players: [
        { hand: [daze], battlefield: [island] },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: ['p1'] });
    game.perform({ type: 'passPriority', player: 'p2' });
    const spell = idOf(game, 'Shock');
    expect(
      game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Daze'), targets: [spell], alternative: 0 }).ok,
    ).toBe(true);
    expect(game.state.objects[idOf(game, 'Island')]?.zone).toEqual({ player: 'p1', zone: 'hand' });
  });

  it('"without paying its mana cost" costs nothing, while every condition joined by "and" holds', () => {
    const half = setupGame({ players: [{ hand: [massacre], battlefield: [swamp] }, { battlefield: [bear] }] });
    const refused = half.perform({ type: 'cast', player: 'p1', card: idOf(half, 'Massacre'), alternative: 0 });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('Plains') });
    const game = setupGame({ players: [{ hand: [massacre], battlefield: [swamp] }, { battlefield: [plains, bear] }] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Massacre'), alternative: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[idOf(game, 'Bear')]?.zone.zone).toBe('graveyard');
  });

  it('refuses a card without an alternative cost, and a second alternative cost (118.9a)', () => {
    const game = setupGame({ players: [{ hand: [bear], pool: { G: 2 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Bear'), alternative: 0 })).toEqual({
      ok: false,
      reason: `Bear (${idOf(game, 'Bear')}) has no alternative cost (118.9)`,
    });
  });

  it('is offered by legalActions', () => {
    const game = setupGame({ players: [{ hand: [bringer], pool: { W: 1, U: 1, B: 1, R: 1, G: 1 } }, {}] });
    const casts = legalActions(game.state, 'p1').filter((a) => a.type === 'cast');
    expect(casts).toEqual([expect.objectContaining({ alternative: 0 })]);
  });
});

describe('evoke (702.74a)', () => {
  it('cast for its evoke cost, it is sacrificed as it enters; its other enters trigger still resolves', () => {
    const game = setupGame({ players: [{ hand: [mulldrifter], library: [bear, bear, bear], pool: { U: 3 } }, {}] });
    const card = idOf(game, 'Mulldrifter');
    expect(game.perform({ type: 'cast', player: 'p1', card, alternative: 0 }).ok).toBe(true);
    expect(game.state.objects[card]?.castFor).toBe('evoke');
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('battlefield');
    // Both enters triggers are on the stack (no targets to choose, 603.3d): draw two, and evoke's sacrifice.
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? i.text : ''))).toEqual([
      'When ~ enters the battlefield, draw two cards.',
      'Evoke {2}{U}',
    ]);
    game.perform({ type: 'resolve' });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('graveyard');
    // 400.7: in the graveyard it is a new object that no longer remembers how it was cast.
    expect(game.state.objects[card]?.castFor).toBeUndefined();
    expect(game.state.players['p1']?.zones.hand).toHaveLength(2);
  });

  it('cast for its mana cost, it stays', () => {
    const game = setupGame({ players: [{ hand: [mulldrifter], library: [bear, bear], pool: { U: 5 } }, {}] });
    const card = idOf(game, 'Mulldrifter');
    game.perform({ type: 'cast', player: 'p1', card });
    game.perform({ type: 'resolve' });
    // 603.4: evoke's trigger checks its "if" as the event happens: not cast for its evoke cost, it doesn't trigger.
    expect(game.state.stack).toHaveLength(1);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('battlefield');
  });
});
