import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { hasKeyword } from '../state/characteristics.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const heelcutter = cardOf(`name Goblin Heelcutter
cost {3}{R}
type creature - goblin berserker
pt 3/2
text Dash {2}{R}`);
const freerunner = cardOf(`name Goblin Freerunner
cost {3}{R}
type creature - goblin warrior ally
pt 3/2
text Surge {1}{R}`);
const eyes = cardOf(`name Sentinel's Eyes
cost {W}
type enchantment - aura
text Enchant creature
text Enchanted creature gets +1/+1 and has vigilance.
text Escape- {W}, Exile two other cards from your graveyard.`);
const cat = cardOf(`name Sacred Cat
cost {W}
type creature - cat
pt 1/1
text Lifelink
text Embalm {W}`);
const shambler = cardOf(`name Sewer Shambler
cost {2}{B}
type creature - zombie
pt 2/1
text Scavenge {2}{B}`);
const bear = creature('Bear', '{1}{G}', '2/2');

describe('dash (702.109a)', () => {
  it('cast for its dash cost, it has haste; cast for its mana cost, it has none', () => {
    const game = setupGame({ players: [{ hand: [heelcutter], pool: { R: 3 } }, {}] });
    const card = idOf(game, 'Goblin Heelcutter');
    expect(game.perform({ type: 'cast', player: 'p1', card, alternative: 0 }).ok).toBe(true);
    expect(game.state.players['p1']?.pool.R).toBe(0);
    game.perform({ type: 'resolve' });
    const permanent = game.state.objects[card];
    expect(permanent && hasKeyword(permanent, 'haste', game.state)).toBe(true);
    // The trigger as it enters creates the delayed return (603.7).
    expect(game.state.stack).toHaveLength(1);
  });
});

describe('surge (702.117a)', () => {
  it('is refused before another spell was cast this turn, allowed after', () => {
    const game = setupGame({ players: [{ hand: [freerunner, bear], pool: { R: 2, G: 2 } }, {}] });
    const card = idOf(game, 'Goblin Freerunner');
    const refused = game.perform({ type: 'cast', player: 'p1', card, alternative: 0 });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('only if') });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Bear') }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.perform({ type: 'cast', player: 'p1', card, alternative: 0 }).ok).toBe(true);
    expect(game.state.objects[card]?.castFor).toBe('surge');
  });
});

const skewer = cardOf(`name Skewer the Critics
cost {2}{R}
type sorcery
text ~ deals 3 damage to any target.
text Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)`);

describe('spectacle (702.137a)', () => {
  it('is refused before an opponent lost life this turn, allowed after', () => {
    const game = setupGame({ players: [{ hand: [skewer, skewer], pool: { R: 4 } }, {}] });
    const [first, second] = game.state.players['p1']?.zones.hand ?? [];
    const refused = game.perform({
      type: 'cast',
      player: 'p1',
      card: first as string,
      alternative: 0,
      targets: ['p2'],
    });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('only if') });
    expect(game.perform({ type: 'cast', player: 'p1', card: first as string, targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players['p2']?.life).toBe(17);
    const cast = game.perform({ type: 'cast', player: 'p1', card: second as string, alternative: 0, targets: ['p2'] });
    expect(cast.ok).toBe(true);
    expect(game.state.players['p1']?.pool.R).toBe(0);
    expect(game.state.objects[second as string]?.castFor).toBe('spectacle');
  });
});

describe('escape (702.138a)', () => {
  it('casts the card from its graveyard, exiling two other cards there; never from the hand', () => {
    const game = setupGame({
      players: [{ graveyard: [eyes, bear, bear], battlefield: [bear], hand: [eyes], pool: { W: 2 } }, {}],
    });
    const [inGraveyard, inHand] = [
      game.state.players['p1']?.zones.graveyard[0],
      game.state.players['p1']?.zones.hand[0],
    ];
    const target = game.state.players['p1']?.zones.battlefield[0] as string;
    const fromHand = game.perform({
      type: 'cast',
      player: 'p1',
      card: inHand as string,
      alternative: 0,
      targets: [target],
    });
    expect(fromHand).toMatchObject({ ok: false, reason: expect.stringContaining('only from your graveyard') });
    const cast = game.perform({
      type: 'cast',
      player: 'p1',
      card: inGraveyard as string,
      alternative: 0,
      targets: [target],
    });
    expect(cast.ok).toBe(true);
    expect(game.state.players['p1']?.zones.graveyard).toEqual([]);
    expect(game.state.players['p1']?.zones.exile).toHaveLength(2);
  });
});

describe('embalm (702.128a) and scavenge (702.97a)', () => {
  it('embalm exiles the card and makes a white Zombie token copy', () => {
    const game = setupGame({ players: [{ graveyard: [cat], pool: { W: 1 } }, {}] });
    const card = idOf(game, 'Sacred Cat');
    expect(game.perform({ type: 'activate', player: 'p1', source: card, ability: 1 }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
    game.perform({ type: 'resolve' });
    const token = game.state.players['p1']?.zones.battlefield[0] as string;
    const object = game.state.objects[token];
    expect(object?.template.name).toBe('Sacred Cat');
    expect(object && hasKeyword(object, 'lifelink', game.state)).toBe(true);
  });

  it("scavenge puts counters equal to the exiled card's power", () => {
    const game = setupGame({ players: [{ graveyard: [shambler], battlefield: [bear], pool: { B: 3 } }, {}] });
    const target = idOf(game, 'Bear');
    const source = idOf(game, 'Sewer Shambler');
    expect(game.perform({ type: 'activate', player: 'p1', source, ability: 0, targets: [target] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[target]?.counters['+1/+1']).toBe(2);
  });
});

const temper = cardOf(`name Fiery Temper
cost {1}{R}{R}
type instant
text ~ deals 3 damage to any target.
text Madness {R}`);
const discipline = cardOf(`name Mental Discipline
cost {1}{U}{U}
type enchantment
text {1}{U}, Discard a card: Draw a card.`);

describe('madness (702.35a)', () => {
  function discarded() {
    const game = setupGame({
      players: [{ hand: [temper], battlefield: [discipline], library: [bear], pool: { U: 2, R: 1 } }, {}],
    });
    const card = idOf(game, 'Fiery Temper');
    const source = idOf(game, 'Mental Discipline');
    expect(game.perform({ type: 'activate', player: 'p1', source, ability: 0, costChoices: [card] }).ok).toBe(true);
    return { game, card };
  }

  it('a discarded card with madness is exiled, and its trigger offers it for its madness cost', () => {
    const { game, card } = discarded();
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
    expect(game.state.stack).toHaveLength(2);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.pendingCast).toMatchObject({ card, rule: '702.35a', alternative: 0 });
    // Only for its madness cost: {R}, not its mana cost and not for free.
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'] }).ok).toBe(true);
    expect(game.state.players['p1']?.pool.R).toBe(0);
    expect(game.state.objects[card]?.castFor).toBe('madness');
    game.perform({ type: 'resolve' });
    expect(game.state.players['p2']?.life).toBe(17);
  });

  it("declined, it goes to its owner's graveyard; never cast for madness from the hand", () => {
    const { game, card } = discarded();
    game.perform({ type: 'resolve' });
    expect(game.perform({ type: 'declineCast', player: 'p1' }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('graveyard');
    const other = setupGame({ players: [{ hand: [temper], pool: { R: 1 } }, {}] });
    const fromHand = other.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(other, 'Fiery Temper'),
      alternative: 0,
      targets: ['p2'],
    });
    expect(fromHand).toMatchObject({ ok: false, reason: expect.stringContaining('as its trigger resolves') });
  });
});

const flameJab = cardOf(`name Flame Jab
cost {R}
type sorcery
text ~ deals 1 damage to any target.
text Retrace`);
const mountain = cardOf(`name Mountain
type basic land - mountain`);

describe('retrace (702.81a)', () => {
  it('casts the card from its graveyard for its mana cost, discarding a land card; refused without one', () => {
    const game = setupGame({ players: [{ graveyard: [flameJab], hand: [bear, mountain], pool: { R: 2 } }, {}] });
    const card = idOf(game, 'Flame Jab');
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'] }).ok).toBe(true);
    expect(game.state.players['p1']?.zones.hand.map((id) => game.state.objects[id]?.template.name)).toEqual(['Bear']);
    expect(game.state.players['p1']?.pool.R).toBe(1);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[card]?.zone.zone).toBe('graveyard');
    const again = game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'] });
    expect(again.ok).toBe(false);
  });
});

const directCurrent = cardOf(`name Direct Current
cost {1}{R}{R}
type sorcery
text ~ deals 2 damage to any target.
text Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)`);

describe('jump-start (702.133a)', () => {
  it('casts the card from its graveyard for its mana cost, discarding a card; then it is exiled', () => {
    const game = setupGame({ players: [{ graveyard: [directCurrent], hand: [bear, mountain], pool: { R: 3 } }, {}] });
    const card = idOf(game, 'Direct Current');
    const discard = idOf(game, 'Bear');
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'], costChoices: [discard] }).ok).toBe(true);
    expect(game.state.objects[discard]?.zone.zone).toBe('graveyard');
    expect(game.state.players['p1']?.pool.R).toBe(0);
    game.perform({ type: 'resolve' });
    expect(game.state.players['p2']?.life).toBe(18);
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
  });

  it('is refused with no card to discard, and for an alternative cost; from the hand it is an ordinary spell', () => {
    const empty = setupGame({ players: [{ graveyard: [directCurrent], pool: { R: 3 } }, {}] });
    const cast = empty.perform({ type: 'cast', player: 'p1', card: idOf(empty, 'Direct Current'), targets: ['p2'] });
    expect(cast.ok).toBe(false);
    const fromHand = setupGame({ players: [{ hand: [directCurrent], pool: { R: 3 } }, {}] });
    const card = idOf(fromHand, 'Direct Current');
    expect(fromHand.perform({ type: 'cast', player: 'p1', card, targets: ['p2'] }).ok).toBe(true);
    fromHand.perform({ type: 'resolve' });
    expect(fromHand.state.objects[card]?.zone.zone).toBe('graveyard');
  });
});

const barbed = cardOf(`name Barbed Lightning
cost {2}{R}
type instant
text Choose one —
text • ~ deals 3 damage to target creature.
text • ~ deals 3 damage to target player or planeswalker.
text Entwine {2}`);

describe('entwine (702.42a)', () => {
  it('all modes may be chosen, paying the entwine cost too; both happen in printed order', () => {
    const game = setupGame({ players: [{ hand: [barbed], pool: { R: 5 } }, { battlefield: [bear] }] });
    const card = idOf(game, 'Barbed Lightning');
    const target = idOf(game, 'Bear');
    const cast = game.perform({ type: 'cast', player: 'p1', card, modes: [0, 1], targets: [target, 'p2'] });
    expect(cast.ok).toBe(true);
    expect(game.state.players['p1']?.pool.R).toBe(0);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[target]?.zone.zone).toBe('graveyard');
    expect(game.state.players['p2']?.life).toBe(17);
  });

  it('without entwine, two modes of "Choose one" are refused', () => {
    const plain = cardOf(`name Plain Choice
cost {R}
type instant
text Choose one —
text • ~ deals 1 damage to target creature.
text • ~ deals 1 damage to target player or planeswalker.`);
    const game = setupGame({ players: [{ hand: [plain], pool: { R: 5 } }, { battlefield: [bear] }] });
    const result = game.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(game, 'Plain Choice'),
      modes: [0, 1],
      targets: [idOf(game, 'Bear'), 'p2'],
    });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('choose 1') });
  });
});
