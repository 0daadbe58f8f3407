import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

describe('unearth (702.84a)', () => {
  it('"Unearth {2}{B}" is the activated ability its rule defines, from the graveyard, as a sorcery', () => {
    const [ability] = parseAbilityText('Unearth {2}{B}', 1, ['Test Card']).abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      zone: 'graveyard',
      costs: [{ kind: 'mana' }],
      restrictions: [{ kind: 'sorcerySpeed' }],
      effects: [
        { kind: 'changeZone', what: { kind: 'self' }, to: 'battlefield', from: 'graveyard' },
        { kind: 'modify', what: { kind: 'it' }, modifications: [{ kind: 'addKeywords', keywords: ['haste'] }] },
        { kind: 'delayed', effects: [{ kind: 'changeZone', what: { kind: 'it' }, to: 'exile' }] },
        { kind: 'exileIfLeaves', what: { kind: 'it' } },
      ],
    });
  });

  it('refuses a cost it cannot read, and text after the cost', () => {
    expect(parseAbilityText('Unearth', 1, ['Test Card']).problem?.message).toContain('the unearth cost');
    expect(parseAbilityText('Unearth {B} now', 1, ['Test Card']).problem?.message).toContain('the end of the line');
  });

  it('"If it would leave the battlefield, exile it instead of putting it anywhere else." as a sentence', () => {
    const [ability] = parseAbilityText(
      'Return target creature card from your graveyard to the battlefield. If it would leave the battlefield, exile it instead of putting it anywhere else.',
      1,
      ['Test Card'],
    ).abilities;
    expect(ability).toMatchObject({ kind: 'spell', effects: [{ kind: 'changeZone' }, { kind: 'exileIfLeaves' }] });
  });
});
