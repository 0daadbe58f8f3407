import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const tusker = cardOf(`name Krosan Tusker
cost {5}{G}{G}
type creature - boar beast
pt 6/5
text Cycling {2}{G}
text When you cycle ~, you gain 2 life.`);
const templar = cardOf(`name Noble Templar
cost {5}{W}
type creature - human cleric soldier
pt 3/6
text Plainscycling {2}`);
const plains = cardOf(`name Plains
type basic land - plains`);
const fieldResearch = cardOf(`name Field Research
cost {2}{U}
type sorcery
text Kicker {2}{U}
text Draw two cards. If this spell was kicked, draw three cards instead.`);
const mosquito = cardOf(`name Heartstabber Mosquito
cost {3}{B}
type creature - insect
pt 2/2
text Kicker {2}{B}
text When ~ enters the battlefield, if it was kicked, destroy target creature.`);
const grudge = cardOf(`name Ancient Grudge
cost {1}{R}
type instant
text Destroy target artifact.
text Flashback {G}`);
const relic = cardOf(`name Relic
cost {1}
type artifact`);
const bear = creature('Bear', '{1}{G}', '2/2');

describe('cycling (702.29)', () => {
  it('is activated from the hand: pay, discard it (the cycled trigger sees it), then draw', () => {
    const game = setupGame({ players: [{ hand: [tusker], library: [bear, bear], pool: { G: 3 } }, {}] });
    const card = idOf(game, 'Krosan Tusker');
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 0 }).ok).toBe(true);
    expect(game.state.objects[card]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    // 702.29d: the "when you cycle ~" trigger is above the cycling ability and resolves first.
    expect(game.state.stack.map((i) => i.kind === 'ability' && i.trigger !== null)).toEqual([false, true]);
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.life).toBe(22);
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.zones.hand).toHaveLength(1);
  });

  it("works only from its owner's hand (702.29a), and never from the battlefield", () => {
    const game = setupGame({ players: [{ battlefield: [tusker], pool: { G: 3 } }, { hand: [tusker] }] });
    const [mine, theirs] = [idOf(game, 'Krosan Tusker'), game.state.players['p2']?.zones.hand[0] as string];
    const before = game.state;
    const onBattlefield = game.perform({ type: 'activate', player: 'p1', source: mine, ability: 0 });
    expect(onBattlefield).toMatchObject({ ok: false, reason: expect.stringContaining('works only from there') });
    const notMine = game.perform({ type: 'activate', player: 'p1', source: theirs, ability: 0 });
    expect(notMine).toMatchObject({ ok: false, reason: expect.stringContaining("in p2's hand") });
    expect(game.state).toBe(before);
  });

  it('typecycling searches for a card of that type and reveals it (702.29e)', () => {
    const game = setupGame({ players: [{ hand: [templar], library: [plains, bear], pool: { W: 2 } }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Noble Templar'), ability: 0 });
    game.perform({ type: 'resolve' });
    const hand = game.state.players['p1']?.zones.hand ?? [];
    expect(hand.map((id) => game.state.objects[id]?.template.name)).toEqual(['Plains']);
  });
});

describe('kicker (702.33)', () => {
  it('a kicked spell pays both costs and its "instead" sentence replaces the one before (608.2c)', () => {
    const game = setupGame({ players: [{ hand: [fieldResearch], library: [bear, bear, bear], pool: { U: 6 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Field Research'), kicked: true }).ok).toBe(
      true,
    );
    expect(game.state.players['p1']?.pool).toMatchObject({ U: 0 });
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.zones.hand).toHaveLength(3);
  });

  it('unkicked, the spell draws two; without the kicker mana, casting kicked is refused', () => {
    const game = setupGame({ players: [{ hand: [fieldResearch], library: [bear, bear, bear], pool: { U: 4 } }, {}] });
    const card = idOf(game, 'Field Research');
    const before = game.state;
    expect(game.perform({ type: 'cast', player: 'p1', card, kicked: true }).ok).toBe(false);
    expect(game.state).toBe(before);
    game.perform({ type: 'cast', player: 'p1', card });
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.zones.hand).toHaveLength(2);
  });

  it('the permanent remembers it was kicked for its enters trigger, and forgets it when it leaves (400.7)', () => {
    const game = setupGame({ players: [{ hand: [mosquito], pool: { B: 7 } }, { battlefield: [bear] }] });
    const card = idOf(game, 'Heartstabber Mosquito');
    game.perform({ type: 'cast', player: 'p1', card, kicked: true });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.kicked).toBe(true);
    expect(game.state.pendingTriggers).toHaveLength(1);
    const trigger = game.state.pendingTriggers[0]?.id as string;
    game.perform({ type: 'putTrigger', player: 'p1', trigger, targets: [idOf(game, 'Bear')] });
    game.perform({ type: 'resolve' });
    expect(game.state.players['p2']?.zones.graveyard).toHaveLength(1);
    game.undo();
    game.undo();
    game.undo();
    game.undo();
    expect(game.state.objects[card]?.kicked).toBeUndefined();
    expect(game.state.objects[card]?.zone).toEqual({ player: 'p1', zone: 'hand' });
  });

  it('unkicked, the intervening "if it was kicked" keeps it from triggering (603.4)', () => {
    const game = setupGame({ players: [{ hand: [mosquito], pool: { B: 4 } }, { battlefield: [bear] }] });
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Heartstabber Mosquito') });
    game.perform({ type: 'resolve' });
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
  });
});

describe('flashback (702.34)', () => {
  it('casts from the graveyard for the flashback cost, then exiles it as it resolves', () => {
    const game = setupGame({ players: [{ graveyard: [grudge], pool: { G: 1 } }, { battlefield: [relic] }] });
    const card = idOf(game, 'Ancient Grudge');
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: [idOf(game, 'Relic')] }).ok).toBe(true);
    expect(game.state.stack).toMatchObject([{ kind: 'spell', card, flashback: true }]);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    expect(game.state.players['p2']?.zones.graveyard).toHaveLength(1);
  });

  it('is exiled when its target is gone and it does not resolve (608.2b)', () => {
    const game = setupGame({
      players: [{ hand: [grudge], graveyard: [grudge], pool: { G: 1, R: 2 } }, { battlefield: [relic] }],
    });
    const card = game.state.players['p1']?.zones.graveyard[0] as string;
    game.perform({ type: 'cast', player: 'p1', card, targets: [idOf(game, 'Relic')] });
    // A second Ancient Grudge, from the hand, destroys the target first.
    const fromHand = game.state.players['p1']?.zones.hand[0] as string;
    game.perform({ type: 'cast', player: 'p1', card: fromHand, targets: [idOf(game, 'Relic')] });
    game.perform({ type: 'resolve' });
    game.perform({ type: 'resolve' });
    expect(game.log.some((e) => e.event.type === 'fizzled')).toBe(true);
    expect(game.state.objects[card]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    expect(game.state.objects[fromHand]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
  });

  it('a card without flashback is not cast from the graveyard', () => {
    const game = setupGame({ players: [{ graveyard: [fieldResearch], pool: { U: 3 } }, {}] });
    const result = game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Field Research') });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('only a card with flashback') });
  });
});

describe('legal actions offer the new ways to cast and activate', () => {
  it('cycling from the hand, a kicked cast, and a flashback cast from the graveyard', () => {
    const game = setupGame({
      players: [
        { hand: [tusker, fieldResearch], graveyard: [grudge], library: [bear, bear, bear], pool: { G: 3, U: 6 } },
        { battlefield: [relic] },
      ],
    });
    const actions = legalActions(game.state, 'p1');
    expect(actions).toContainEqual(expect.objectContaining({ type: 'activate', source: idOf(game, 'Krosan Tusker') }));
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'cast', card: idOf(game, 'Field Research'), kicked: true }),
    );
    expect(actions).toContainEqual(expect.objectContaining({ type: 'cast', card: idOf(game, 'Ancient Grudge') }));
  });
});

const dizzy = cardOf(`name Dizzy Spell
cost {U}
type instant
text Target creature gets -3/-0 until end of turn.
text Transmute {1}{U}{U}`);
const shinen = cardOf(`name Shinen of Flight's Wings
cost {4}{U}
type creature - spirit
pt 3/3
text Flying
text Channel — {U}, Discard ~: Target creature gains flying until end of turn.`);

describe('transmute (702.53a) and channel', () => {
  it('transmute finds a card with the mana value of the discarded card, only as a sorcery', () => {
    const game = setupGame({ players: [{ hand: [dizzy], library: [relic, bear], pool: { U: 3 } }, {}] });
    const card = idOf(game, 'Dizzy Spell');
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 1 }).ok).toBe(true);
    expect(game.state.objects[card]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const hand = game.state.players['p1']?.zones.hand ?? [];
    expect(hand.map((id) => game.state.objects[id]?.template.name)).toEqual(['Relic']);
  });

  it('a channel ability discards its card from the hand without cycling it', () => {
    const game = setupGame({ players: [{ hand: [shinen, tusker], battlefield: [bear], pool: { U: 1 } }, {}] });
    const card = idOf(game, "Shinen of Flight's Wings");
    const target = idOf(game, 'Bear');
    const result = game.perform({ type: 'activate', player: 'p1', source: card, ability: 1, targets: [target] });
    expect(result.ok).toBe(true);
    // No "cycled" event: only a cycling ability's activation is cycling (702.29c).
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toHaveLength(1);
  });
});
