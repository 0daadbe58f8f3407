import { describe, expect, it } from 'vitest';
import type { Ability } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

function only(text: string): Ability {
  const result = parseAbilityText(text, 1, ['Test Card']);
  expect(result.problem).toBeNull();
  expect(result.abilities).toHaveLength(1);
  return result.abilities[0] as Ability;
}

describe('"Cast ~ only …" (601.3, 506.6)', () => {
  it('reads a timing window, several joined by "and only", or a condition', () => {
    expect(only('Cast this spell only during combat.')).toMatchObject({
      kind: 'castRestriction',
      restrictions: [{ kind: 'window', parts: [{ kind: 'during', period: 'combat' }] }],
    });
    expect(only('Cast ~ only during your turn and only during combat.')).toMatchObject({
      restrictions: [
        { kind: 'window', parts: [{ kind: 'turn', whose: 'you' }] },
        { kind: 'window', parts: [{ kind: 'during', period: 'combat' }] },
      ],
    });
    expect(only('Cast ~ only if you control two or more Vampires.')).toMatchObject({
      kind: 'castRestriction',
      restrictions: [{ kind: 'condition', condition: { kind: 'count', op: '>=', value: 2 } }],
    });
  });

  it('refuses what only an activated ability may say, and unknown windows, at their first word', () => {
    for (const text of ['Cast ~ only once each turn.', 'Cast ~ only as a sorcery.', 'Cast ~ only when it rains.']) {
      const result = parseAbilityText(text, 1, []);
      expect(result.abilities[0]?.kind).toBe('unparsed');
      expect(result.problem?.start).toBe(text.indexOf('only') + 'only '.length);
    }
  });
});

describe('"You may cast ~ as though it had flash" (601.3b-d, 702.8a)', () => {
  it('alone, for a price, or while a condition holds', () => {
    expect(only('You may cast ~ as though it had flash if you pay {2} more to cast it.')).toMatchObject({
      kind: 'static',
      effect: { kind: 'flashPermission', condition: null, extra: [{ kind: 'generic', amount: 2 }] },
    });
    expect(
      only('If you control a creature with power 4 or greater, you may cast ~ as though it had flash.'),
    ).toMatchObject({ effect: { kind: 'flashPermission', condition: { kind: 'count' }, extra: null } });
    expect(
      only('As long as you control a green or blue permanent, you may cast ~ as though it had flash.'),
    ).toMatchObject({ effect: { kind: 'flashPermission', condition: { kind: 'count' }, extra: null } });
  });

  it('leaves the cleanup sacrifice wording unread (its delayed trigger in cleanup is not carried out)', () => {
    const text =
      "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.";
    expect(parseAbilityText(text, 1, []).abilities[0]?.kind).toBe('unparsed');
  });
});
