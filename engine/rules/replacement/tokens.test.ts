import { describe, expect, it } from 'vitest';
import type { CardTemplate, Effect } from '../../templates/card-template.js';
import { cardFromText } from '../effects/test-cards.js';
import { run } from '../effects/test-run.js';
import { setupState } from '../game/setup.js';

// Real wordings from the sample: Primal Vigor; Raise the Alarm.
const vigor = cardFromText(
  'Primal Vigor',
  '{4}{G}',
  'If one or more tokens would be created, twice that many of those tokens are created instead.',
  ['enchantment'],
);
const alarm = cardFromText('Raise the Alarm', '{1}{W}', 'Create two 1/1 white Soldier creature tokens.', ['instant']);
const effectsOf = (c: CardTemplate): readonly Effect[] => {
  const a = c.abilities[0];
  return a && 'effects' in a ? a.effects : [];
};

const procession = cardFromText(
  'Anointed Procession',
  '{3}{W}',
  'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.',
  ['enchantment'],
);

describe('token replacements (614.1a, 111.1)', () => {
  it('"under your control": its controller\'s tokens only', () => {
    const mine = setupState({ players: [{ battlefield: [procession] }, {}] });
    expect(run(mine, effectsOf(alarm), { source: 'c1' }).state.players.p1?.zones.battlefield).toHaveLength(5);
    const theirs = setupState({ players: [{}, { battlefield: [procession] }] });
    expect(run(theirs, effectsOf(alarm), { source: 'c1' }).state.players.p1?.zones.battlefield).toHaveLength(2);
  });

  it('"twice that many of those tokens": anyone\'s, and two make four times as many (614.5)', () => {
    const one = setupState({ players: [{}, { battlefield: [vigor] }] });
    expect(run(one, effectsOf(alarm), { source: 'c1' }).state.players.p1?.zones.battlefield).toHaveLength(4);
    const two = setupState({ players: [{}, { battlefield: [vigor, vigor] }] });
    expect(run(two, effectsOf(alarm), { source: 'c1' }).state.players.p1?.zones.battlefield).toHaveLength(8);
  });
});
