import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

/** The zone the one ability of `text` works from (absent: the battlefield). */
function zoneOf(text: string): string | undefined {
  const [ability] = parseAbilityText(text, 1, ['Test Card']).abilities;
  if (ability?.kind !== 'activated' && ability?.kind !== 'triggered') throw new Error(`not read: ${text}`);
  return ability.zone;
}

describe('where an ability works (113.6)', () => {
  it.each([
    ['{1}{B}: Return Test Card from your graveyard to the battlefield tapped.', 'graveyard'],
    ['{2}{G}: Return Test Card from your graveyard to your hand.', 'graveyard'],
    // 113.6b: the restriction states the zone.
    ['{1}{B}: Exile Test Card. Activate only if Test Card is in your graveyard.', 'graveyard'],
    // 113.6m: a cost that puts the card there first keeps the ability where the cost is paid.
    ['Sacrifice Test Card: Return Test Card from your graveyard to your hand.', undefined],
    ['{T}: Return target creature card from your graveyard to your hand.', undefined],
    ["{1}: Return Test Card to its owner's hand.", undefined],
  ])('%s', (text, zone) => {
    expect(zoneOf(text)).toBe(zone);
  });

  it.each([
    [
      'At the beginning of your upkeep, if Test Card is in your graveyard, you may pay {B}. If you do, return Test Card to your hand.',
      'graveyard',
    ],
    [
      'Whenever a land enters the battlefield under your control, you may return Test Card from your graveyard to the battlefield.',
      'graveyard',
    ],
    // Its own zone change puts it there (603.6); an Aura's "enchanted creature dies" works from the battlefield.
    ['When Test Card dies, return Test Card from your graveyard to your hand.', undefined],
    ['When enchanted creature dies, return Test Card from your graveyard to your hand.', undefined],
    ['At the beginning of your upkeep, draw a card.', undefined],
  ])('%s', (text, zone) => {
    expect(zoneOf(text)).toBe(zone);
  });

  it('refuses "As long as ~ is in your graveyard" static abilities (they would work from there)', () => {
    const [ability] = parseAbilityText(
      'As long as Test Card is in your graveyard, creatures you control have haste.',
      1,
      ['Test Card'],
    ).abilities;
    expect(ability?.kind).toBe('unparsed');
  });
});
