import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

/** Real Oracle lines (self-references as the card's name) and how the grammar reads them. */
const read = (text: string, name = 'Test Card'): string[] => {
  const result = parseAbilityText(text, 1, [name]);
  return result.problem
    ? [`refused at ${result.problem.start}: ${result.problem.message}`]
    : result.abilities.map(describeAbility);
};

describe('effect sentences', () => {
  it.each([
    ['Target player draws two cards.', 'Spell: Target player: draw 2 cards'],
    ['Each opponent loses 1 life.', 'Spell: each opponent: lose 1 life'],
    ['Target player discards a card at random.', 'Spell: Target player: discard 1 card(s) at random'],
    ['Draw a card, then discard a card.', 'Spell: draw a card; discard 1 card(s)'],
    ['Target player draws a card and loses 1 life.', 'Spell: Target player: draw a card; Target player: lose 1 life'],
    [
      'Test Card deals 1 damage to each creature and each player.',
      'Spell: deal 1 damage to each creature; deal 1 damage to each player',
    ],
    ['Destroy target nonartifact, nonblack creature.', 'Spell: destroy target nonartifact, nonblack creature'],
    ["Destroy target creature. It can't be regenerated.", "Spell: destroy target creature (it can't be regenerated)"],
    [
      "Destroy all creatures. They can't be regenerated. You gain 1 life.",
      "Spell: destroy each creature (it can't be regenerated); gain 1 life",
    ],
    [
      "Draw a card. It can't be regenerated.",
      'refused at 13: expected another effect or the end of the line but found "It can\'t be regenerated."',
    ],
    ['Put a +1/+1 counter on target creature.', 'Spell: put 1 +1/+1 counter(s) on target creature'],
    // 603.7: delayed triggered abilities, the moment after the clause or before the sentence.
    [
      "Exile Test Card. Return it to the battlefield under its owner's control at the beginning of the next end step.",
      "Spell: put ~ into its owner's exile; at the beginning of the next end step: put it into the battlefield",
    ],
    ['At the beginning of your next upkeep, draw a card.', 'Spell: at the beginning of your next upkeep: draw a card'],
    [
      'Draw a card. Destroy target creature at the beginning of the next end step.',
      'refused at 37: expected an effect without a target before a delayed trigger (603.7) but found "at the beginning of the next e…"',
    ],
    [
      'Create two 1/1 white Soldier creature tokens.',
      'Spell: create 2 1/1 white Soldier creature token "Soldier Token"',
    ],
    [
      'Put a 1/1 green Saproling creature token onto the battlefield.',
      'Spell: create 1 1/1 green Saproling creature token "Saproling Token"',
    ],
    ['You gain life equal to its toughness.', 'Spell: gain the toughness of it life'],
    ['You gain 1 life for each creature you control.', 'Spell: gain the number of creature you control life'],
    ['You may draw a card.', 'Spell: you may draw a card'],
    ['You may pay {1}. If you do, draw a card.', 'Spell: you may pay {1}; if you do: draw a card'],
    // 608.2c: "Then if …" is a conditional sentence checked at that point of the resolution.
    [
      'You gain 2 life. Then if you have more life than an opponent, draw a card.',
      "Spell: gain 2 life; if your life total is greater than an opponent's: draw a card",
    ],
    // 608.2c: "… instead if …" replaces the sentence before it when the condition holds.
    [
      'Test Card deals 3 damage to target creature. Test Card deals 5 damage to it instead if you control a Chandra planeswalker.',
      'Spell: if you control at least 1 Chandra planeswalker: deal 5 damage to it; otherwise deal 3 damage to target creature',
    ],
    // On a spell's later line, it replaces the earlier lines (put together by the engine).
    [
      'Destroy those creatures instead if you have no cards in hand.',
      'Spell: if there are exactly 0 card in your hand: destroy it (instead of what the lines before do)',
    ],
    [
      'If you have no cards in hand, instead draw two cards.',
      'Spell: if there are exactly 0 card in your hand: draw 2 cards (instead of what the lines before do)',
    ],
    // "also" only says the effect comes in addition.
    [
      'Each opponent sacrifices a creature. If you control a Liliana planeswalker, each opponent also discards a card.',
      'Spell: each opponent: sacrifice 1 creature; if you control at least 1 Liliana planeswalker: each opponent: discard 1 card(s)',
    ],
    ['Draw a card. Also draw a card.', 'Spell: draw a card; draw a card'],
    // Only a spell has earlier lines for "instead" to replace.
    [
      'When Test Card enters the battlefield, draw two cards instead if you have no cards in hand.',
      'refused at 54: expected a sentence before \'instead\' for it to replace but found "instead if you have no cards i…"',
    ],
    // 118.12: "If you do" completes the "you may" a conditional sentence ends with.
    [
      'Look at the top card of your library. If it shares a creature type with Test Card, you may reveal it. If you do, you gain 4 life.',
      'Spell: look at the top 1 card(s) of your library; if it is sharing a creature type with ~: you may reveal it; if you do: gain 4 life',
    ],
    ['Untap target land.', 'Spell: untap target land'],
    // 608.2d: "you may have X …" is X's own verb phrase, chosen by you.
    [
      'You may have target creature get +2/+0 until end of turn.',
      'Spell: you may target creature gets +2/+0 until end of turn',
    ],
    ['You may have Test Card deal 1 damage to target player.', 'Spell: you may deal 1 damage to target player'],
    // A target player named after "have" acts: any of its verbs.
    ['You may have target player discard a card.', 'Spell: you may target player: discard 1 card(s)'],
    ['You may have target opponent lose 3 life.', 'Spell: you may target opponent: lose 3 life'],
    // Several targets, "each" before their verb; "each of" before the targets (601.2c).
    ['Any number of target players each gain 6 life.', 'Spell: Any number of target players: gain 6 life'],
    ['Two target players each draw a card.', 'Spell: Two target players: draw a card'],
    ['Tap X target creatures.', 'Spell: tap X target creatures'],
    [
      'Test Card deals 6 damage to each of up to two target creatures and/or planeswalkers.',
      'Spell: deal 6 damage to up to two target creatures and/or planeswalkers',
    ],
    // 601.2b: "for each … counter removed this way" is the number the cost removed.
    [
      '{T}, Remove any number of storage counters from Test Card: Add {R} for each storage counter removed this way.',
      'Mana ability: {T}, remove X storage counter(s) from ~: add {R} X times',
    ],
    [
      '{T}, Remove any number of charge counters from Test Card: Add {B}, then add an additional {B} for each charge counter removed this way.',
      'Mana ability: {T}, remove X charge counter(s) from ~: add {B}; add {B} X times',
    ],
    // A target player named inside a description or a count (115.1, 608.2c).
    [
      'Destroy all enchantments target player controls.',
      'Spell: destroy each enchantment that player controls (that player: target player)',
    ],
    [
      'Creatures target player controls get +1/+1 until end of turn.',
      'Spell: each creature that player controls (that player: target player) gets +1/+1 until end of turn',
    ],
    [
      'Draw a card for each tapped creature target opponent controls.',
      'Spell: draw the number of tapped creature that player controls (that player: target opponent) cards',
    ],
    // A static ability targets nothing.
    [
      'Test Card gets +1/+1 for each creature target opponent controls.',
      'refused at 63: expected \'until end of turn\' but found "."',
    ],
    // 601.2c: a number of targets must be known as they are chosen.
    [
      'Destroy up to X target lands, where X is the number of cards in your hand.',
      'refused at 73: expected a number of targets known as they are chosen (601.2c), such as two or X but found "."',
    ],
    // 701.21: which of the two is chosen as it resolves.
    [
      'You may tap or untap target artifact, creature, or land.',
      'Spell: you may tap or untap target artifact, creature, or land',
    ],
    ['Tap or untap another target creature.', 'Spell: tap or untap another target creature'],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual([expected]);
  });

  it('refuses "have" with a verb whose meaning is not the object\'s own, or a player no target names', () => {
    expect(read('You may have each player draw a card.')[0]).toMatch(/^refused/);
    expect(read('You may have Test Card destroy target creature.')[0]).toMatch(/^refused/);
  });

  it('refuses "X target creatures" in a triggered ability, which announces no X (107.3a)', () => {
    expect(read('When Test Card enters the battlefield, tap X target creatures.')[0]).toMatch(/^refused/);
  });

  it('refuses a "pay" that is not offered as a choice (118.12)', () => {
    expect(read('Pay {1}.')[0]).toMatch(/^refused at 0/);
  });

  it('refuses players doing what only objects do, and objects doing what only players do', () => {
    expect(read('Target creature draws a card.')[0]).toMatch(/^refused/);
    expect(read('Target player deals 2 damage to any target.')[0]).toMatch(/^refused/);
  });
});

describe('triggered abilities (603)', () => {
  it.each([
    [
      'When Test Card enters the battlefield, draw a card.',
      'Triggered ability: when ~ enters the battlefield: draw a card',
    ],
    [
      'Whenever Test Card deals combat damage to a player, that player discards a card.',
      'Triggered ability: when ~ deals combat damage to a player: that player: discard 1 card(s)',
    ],
    [
      'At the beginning of your upkeep, you lose 1 life.',
      'Triggered ability: when the beginning of your upkeep: lose 1 life',
    ],
    [
      'At the beginning of your upkeep, if you control no other creatures, sacrifice it.',
      // "sacrifice" comes with the zone-change effects; until then the whole line is refused.
      null,
    ],
    [
      'Whenever a creature enters the battlefield under your control, you gain 1 life.',
      'Triggered ability: when a creature you control enters the battlefield: gain 1 life',
    ],
    [
      'When Test Card dies, you may pay {B}. If you do, each opponent loses 2 life.',
      'Triggered ability: when ~ dies: you may pay {B}; if you do: each opponent: lose 2 life',
    ],
    // 608.2c: a condition after the effect, or "Otherwise, …" after a conditional sentence.
    [
      'Draw a card if you have seven or more cards in hand.',
      'Spell: if there are at least 7 card in your hand: draw a card',
    ],
    [
      'Destroy target creature. If you control a Zombie, draw a card. Otherwise, you gain 2 life.',
      'Spell: destroy target creature; if you control at least 1 Zombie permanent: draw a card; otherwise gain 2 life',
    ],
    [
      'Draw a card. If you control a Zombie, draw two cards instead.',
      'Spell: if you control at least 1 Zombie permanent: draw 2 cards; otherwise draw a card',
    ],
    [
      "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.",
      'Spell: Target creature gets -1/-1 until end of turn; if it is Cyclops permanent: destroy it',
    ],
    [
      "Put target creature on top of its owner's library. If that creature is red, you may put it on the bottom of its owner's library instead.",
      `refused at 51: expected an effect that is not 'you may' before 'instead' but found "If that creature is red, you m…"`,
    ],
    [
      'At the beginning of your upkeep, if Test Card is tapped, put a storage counter on it.',
      'Triggered ability: when the beginning of your upkeep, if ~ is tapped: put 1 storage counter(s) on it',
    ],
  ])('%s', (text, expected) => {
    if (expected === null) return;
    expect(read(text)).toEqual([expected]);
  });

  it('refuses nonsense and points at the first word it could not read', () => {
    const line = 'When Test Card enters the battlefield, frobnicate the wibble.';
    const [refusal] = read(line);
    expect(refusal).toBe(
      `refused at ${line.indexOf('frobnicate')}: expected an effect such as 'Draw a card.' but found "frobnicate the wibble."`,
    );
    expect(read('Whenever Test Card frobnicates, draw a card.')[0]).toMatch(
      new RegExp(`^refused at ${'Whenever Test Card '.length}:`),
    );
  });
});

describe('X defined by its sentence (107.3a)', () => {
  it('replaces X with what ", where X is …" says', () => {
    expect(read('You draw X cards and you lose X life, where X is the number of Zombies you control.')).toEqual([
      'Spell: draw the number of Zombie permanent you control cards; lose the number of Zombie permanent you control life',
    ]);
    expect(read('Draw X cards, where X is the moon.')[0]).toMatch(/^refused at \d+: expected what the amount is/);
  });
});
