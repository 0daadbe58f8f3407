import { describe, expect, it } from 'vitest';
import type { Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const target = (noun: 'land' | 'permanent' | 'creature', count: number, text: string, qualities = []): Subject => ({
  kind: 'target',
  allowed: [noun],
  description: { nouns: [noun], qualities },
  count,
  upTo: false,
  text,
});

describe('exchange control (701.10)', () => {
  it('"Exchange control of two target lands."', () => {
    expect(effectsOf('Exchange control of two target lands.')).toEqual([
      { kind: 'exchangeControl', what: [target('land', 2, 'two target lands')] },
    ]);
  });

  it('"… of ~ and target nonland permanent.", "… target land you control and target land an opponent controls."', () => {
    const [effect] = effectsOf('Exchange control of Test Card and target nonland permanent.');
    expect(effect).toMatchObject({ kind: 'exchangeControl', what: [{ kind: 'self' }, { kind: 'target', count: 1 }] });
    const [lands] = effectsOf('Exchange control of target land you control and target land an opponent controls.');
    expect(lands).toMatchObject({
      kind: 'exchangeControl',
      what: [{ text: 'target land you control' }, { text: 'target land an opponent controls' }],
    });
  });

  it('refuses what it can\'t carry out: one permanent, "up to", a relation between the targets', () => {
    expect(refusal('Exchange control of target land.')).not.toBeNull();
    expect(refusal('Exchange control of up to two target creatures.')).not.toBeNull();
    expect(refusal('Exchange control of two target permanents that share a card type.')).not.toBeNull();
  });
});
