import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from '../effects/test-effects.js';
import { parseAbilityText } from '../parse-ability.js';
import { allAbleToBlock } from './lure.js';
import { scan } from './test-scan.js';

const self = (s: Parameters<Parameters<typeof allAbleToBlock>[1]>[0]) => (s.symbol('~') ? 'self' : null);

describe('"All creatures able to block ~ do so" (509.1c)', () => {
  it('reads who must block, the creature named, and "this turn"', () => {
    expect(scan((s) => allAbleToBlock(s, self), 'All creatures able to block ~ do so.')).toEqual({
      value: {
        restriction: { kind: 'mustBeBlocked', by: { nouns: ['creature'], qualities: [] }, all: true },
        blocked: 'self',
        thisTurn: false,
      },
      rest: '.',
    });
    expect(scan((s) => allAbleToBlock(s, self), 'All Walls able to block ~ this turn do so.').value).toMatchObject({
      restriction: { by: { qualities: [{ kind: 'subtype', subtype: 'Wall' }] } },
      thisTurn: true,
    });
    expect(scan((s) => allAbleToBlock(s, self), 'All creatures get +1/+1.')).toEqual({
      value: null,
      rest: 'All creatures get +1/+1.',
    });
  });

  it('is a static ability of ~ or of what an Aura or Equipment is attached to, and joins other changes with "and"', () => {
    const staticOf = (text: string) => {
      const [ability] = parseAbilityText(text).abilities;
      return ability?.kind === 'static' ? ability.effect : null;
    };
    expect(staticOf('All creatures able to block enchanted creature do so.')).toMatchObject({
      affected: { kind: 'attached', how: 'enchanted' },
      modifications: [{ kind: 'restriction', restriction: { kind: 'mustBeBlocked', all: true } }],
    });
    expect(
      staticOf('Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so.'),
    ).toMatchObject({ modifications: [{ kind: 'ptChange' }, { kind: 'addKeywords' }, { kind: 'restriction' }] });
  });

  it('is an effect until end of turn only with "this turn"', () => {
    expect(effectsOf('All creatures able to block target creature this turn do so.')).toEqual([
      expect.objectContaining({
        kind: 'modify',
        what: expect.objectContaining({ kind: 'target' }),
        modifications: [{ kind: 'restriction', restriction: expect.objectContaining({ kind: 'mustBeBlocked' }) }],
        duration: 'endOfTurn',
      }),
    ]);
    expect(refusal('{1}: All creatures able to block target creature do so.')?.at).toBe('do so.');
  });
});
