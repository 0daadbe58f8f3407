import { describe, expect, it } from 'vitest';
import type { TimingPart } from '../../templates/card-template.js';
import { describeTiming } from '../../templates/timing.js';
import { scan } from './test-scan.js';
import { timingWindow } from './timing.js';

describe('timing windows (307, 506.6, 602.5b)', () => {
  it.each<[string, TimingPart[]]>([
    ['during combat.', [{ kind: 'during', period: 'combat' }]],
    ['during your turn.', [{ kind: 'turn', whose: 'you' }]],
    ["during an opponent's turn.", [{ kind: 'turn', whose: 'opponent' }]],
    // "their" is the player acting: "Any player may activate this ability but only during their turn".
    ['during their turn.', [{ kind: 'turn', whose: 'you' }]],
    [
      'during your upkeep.',
      [
        { kind: 'turn', whose: 'you' },
        { kind: 'during', period: 'upkeep' },
      ],
    ],
    [
      "during an opponent's upkeep.",
      [
        { kind: 'turn', whose: 'opponent' },
        { kind: 'during', period: 'upkeep' },
      ],
    ],
    ['during any upkeep step.', [{ kind: 'during', period: 'upkeep' }]],
    ['during the declare blockers step.', [{ kind: 'during', period: 'declareBlockers' }]],
    ['during the end of combat step.', [{ kind: 'during', period: 'endOfCombat' }]],
    [
      'during your end step.',
      [
        { kind: 'turn', whose: 'you' },
        { kind: 'during', period: 'end' },
      ],
    ],
    [
      'during your turn, before attackers are declared.',
      [
        { kind: 'turn', whose: 'you' },
        { kind: 'before', moment: 'attackersDeclared' },
      ],
    ],
    [
      'during combat before blockers are declared.',
      [
        { kind: 'during', period: 'combat' },
        { kind: 'before', moment: 'blockersDeclared' },
      ],
    ],
    [
      'during combat after blockers are declared.',
      [
        { kind: 'during', period: 'combat' },
        { kind: 'after', moment: 'blockersDeclared' },
      ],
    ],
    ['before the combat damage step.', [{ kind: 'before', moment: 'combatDamage' }]],
    ['after combat.', [{ kind: 'after', moment: 'combat' }]],
    [
      "during the declare blockers step on an opponent's turn.",
      [
        { kind: 'during', period: 'declareBlockers' },
        { kind: 'turn', whose: 'opponent' },
      ],
    ],
    [
      "during an opponent's turn after their upkeep step.",
      [
        { kind: 'turn', whose: 'opponent' },
        { kind: 'after', moment: 'upkeep' },
      ],
    ],
    [
      'during their turn before the end step.',
      [
        { kind: 'turn', whose: 'you' },
        { kind: 'before', moment: 'end' },
      ],
    ],
  ])('%s', (text, expected) => {
    expect(scan(timingWindow, text)).toEqual({ value: expected, rest: '.' });
  });

  it('stops before what is not a window: "and only", a condition, a comma before other words', () => {
    expect(scan(timingWindow, 'during your turn and only once each turn.').rest).toBe('and only once each turn.');
    expect(scan(timingWindow, 'during combat, and only if you control a Forest.').rest).toBe(
      ', and only if you control a Forest.',
    );
  });

  it.each(['once each turn.', 'if you control a Forest.', 'during the wibble step.', 'as a sorcery.'])(
    'leaves "%s" alone',
    (text) => {
      expect(scan(timingWindow, text)).toEqual({ value: null, rest: text });
    },
  );

  it('says a window back in the words of rules text', () => {
    const read = (text: string) => describeTiming(scan(timingWindow, text).value ?? []);
    expect(read('during your turn, before attackers are declared.')).toBe(
      'during your turn, before attackers are declared',
    );
    expect(read('during your upkeep.')).toBe('during your upkeep');
    expect(read("during combat on an opponent's turn.")).toBe("during combat, during an opponent's turn");
    expect(read('before the combat damage step.')).toBe('before the combat damage step');
  });
});
