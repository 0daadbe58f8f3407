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

const skeleton = cardOf(`name Reassembling Skeleton
cost {1}{B}
type creature - skeleton warrior
pt 1/1
text {1}{B}: Return ~ from your graveyard to the battlefield tapped.`);
const pyre = cardOf(`name Pyre Zombie
cost {1}{B}{R}
type creature - zombie
pt 2/1
text At the beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B}. If you do, return ~ to your hand.`);
const ghast = cardOf(`name Bloodghast
cost {B}{B}
type creature - vampire spirit
pt 2/1
text Whenever a land enters the battlefield under your control, you may return ~ from your graveyard to the battlefield.`);
const swamp = cardOf(`name Swamp
type basic land - swamp`);
const bear = creature('Bear', '{1}{G}', '2/2');

describe('activated abilities that work from the graveyard (113.6m)', () => {
  it('returns the card tapped; it works only from its owner’s graveyard', () => {
    const game = setupGame({ players: [{ graveyard: [skeleton], battlefield: [skeleton], pool: { B: 4 } }, {}] });
    const [inYard, onField] = game.state.players['p1']?.zones.graveyard.concat(
      game.state.players['p1']?.zones.battlefield ?? [],
    ) ?? ['', ''];
    const refused = game.perform({ type: 'activate', player: 'p1', source: onField as string, ability: 0 });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('works only from there') });
    const activations = legalActions(game.state, 'p1').filter((a) => a.type === 'activate');
    expect(activations.map((a) => a.type === 'activate' && a.source)).toEqual([inYard]);
    expect(game.perform({ type: 'activate', player: 'p1', source: inYard as string, ability: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[inYard as string]).toMatchObject({ zone: { zone: 'battlefield' }, tapped: true });
  });

  it('the opponent can’t activate it', () => {
    const game = setupGame({ players: [{ pool: { B: 2 } }, { graveyard: [skeleton] }] });
    const card = idOf(game, 'Reassembling Skeleton');
    const refused = game.perform({ type: 'activate', player: 'p1', source: card, ability: 0 });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining("in p2's graveyard") });
  });

  it('finds nothing once the card has left the graveyard (400.7)', () => {
    const twice = cardOf(`name Twice Risen
cost {2}
type creature - zombie
pt 2/2
text {B}: Return ~ from your graveyard to your hand.
text {R}: Return ~ from your graveyard to the battlefield.`);
    const game = setupGame({ players: [{ graveyard: [twice], pool: { B: 1, R: 1 } }, {}] });
    const card = idOf(game, 'Twice Risen');
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 0 }).ok).toBe(true);
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 1 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('battlefield');
    // The first ability now finds the card on the battlefield, a new object: it stays there.
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('battlefield');
  });
});

describe('unearth (702.84a)', () => {
  const zombie = cardOf(`name Dregscape Zombie
cost {1}{B}
type creature - zombie
pt 2/1
text Unearth {B}`);

  it('returns it with haste; if it would leave the battlefield it is exiled instead, and forgets that once gone', () => {
    const altar = cardOf(`name Altar
cost {1}
type artifact
text Sacrifice a creature: You gain 1 life.`);
    const game = setupGame({ players: [{ graveyard: [zombie], battlefield: [altar], pool: { B: 1 } }, {}] });
    const card = idOf(game, 'Dregscape Zombie');
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]).toMatchObject({ zone: { zone: 'battlefield' }, exileOnLeave: true });
    expect(game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Altar'), ability: 0 }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
    expect(game.state.objects[card]?.exileOnLeave).toBeUndefined();
  });

  it('is activated only as a sorcery', () => {
    const game = setupGame({ players: [{ graveyard: [zombie, zombie], pool: { B: 2 } }, {}] });
    const [first, second] = game.state.players['p1']?.zones.graveyard ?? [];
    expect(game.perform({ type: 'activate', player: 'p1', source: first as string, ability: 0 }).ok).toBe(true);
    const refused = game.perform({ type: 'activate', player: 'p1', source: second as string, ability: 0 });
    expect(refused.ok).toBe(false);
  });
});

describe('triggered abilities that work from the graveyard (113.6b, 113.6m)', () => {
  it('"if ~ is in your graveyard" triggers there, not on the battlefield', () => {
    const game = setupGame({
      players: [
        { graveyard: [pyre], library: [bear, bear] },
        { battlefield: [pyre], library: [bear, bear] },
      ],
    });
    game.perform({ type: 'nextStep' });
    for (let i = 0; i < 20 && game.state.turn.step !== 'upkeep'; i++) game.perform({ type: 'nextStep' });
    expect(game.state.turn.activePlayer).toBe('p2');
    expect(game.state.stack).toHaveLength(0);
    expect(game.state.pendingTriggers).toHaveLength(0);
  });

  it('an effect returning "~ from your graveyard" triggers only from the graveyard', () => {
    const onField = setupGame({ players: [{ battlefield: [ghast], hand: [swamp] }, {}] });
    onField.perform({ type: 'playLand', player: 'p1', card: idOf(onField, 'Swamp') });
    expect(onField.state.stack).toHaveLength(0);
    const inYard = setupGame({ players: [{ graveyard: [ghast], hand: [swamp] }, {}] });
    inYard.perform({ type: 'playLand', player: 'p1', card: idOf(inYard, 'Swamp') });
    expect(inYard.state.stack).toHaveLength(1);
    inYard.perform({ type: 'resolve', answers: { may: [true] } });
    expect(inYard.state.objects[idOf(inYard, 'Bloodghast')]?.zone.zone).toBe('battlefield');
  });
});
