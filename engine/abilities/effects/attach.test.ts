import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

describe('attach (701.3a)', () => {
  it('"Attach ~ to target creature you control." (the source, to one target)', () => {
    expect(effectsOf('Attach Test Card to target creature you control.')).toMatchObject([
      { kind: 'attach', what: { kind: 'self' }, to: { kind: 'target', count: 1, text: 'target creature you control' } },
    ]);
  });

  it('"attach it to …", "you may attach ~ to it", "attach ~ to that creature" (the object named before, 608.2c)', () => {
    expect(effectsOf('When Test Card enters the battlefield, attach it to target Knight you control.')).toMatchObject([
      { kind: 'attach', what: { kind: 'it' }, to: { kind: 'target', text: 'target Knight you control' } },
    ]);
    expect(
      effectsOf('Whenever a Rogue creature enters the battlefield, you may attach Test Card to it.'),
    ).toMatchObject([{ kind: 'optional', effects: [{ kind: 'attach', what: { kind: 'self' }, to: { kind: 'it' } }] }]);
    expect(
      effectsOf(
        'When Test Card enters the battlefield, create a 1/1 white Soldier creature token, then attach Test Card to it.',
      ),
    ).toMatchObject([{ kind: 'createTokens' }, { kind: 'attach', what: { kind: 'self' }, to: { kind: 'it' } }]);
  });

  it('"Attach target Equipment you control to target creature you control.", "… an Equipment you control to it"', () => {
    expect(effectsOf('Attach target Equipment you control to target creature you control.')).toMatchObject([
      {
        kind: 'attach',
        what: { kind: 'target', text: 'target Equipment you control' },
        to: { kind: 'target', text: 'target creature you control' },
      },
    ]);
    expect(
      effectsOf('Create a 1/1 white Kor Soldier creature token. You may attach an Equipment you control to it.'),
    ).toMatchObject([
      { kind: 'createTokens' },
      { kind: 'optional', effects: [{ kind: 'attach', what: { kind: 'chosen', count: 1 }, to: { kind: 'it' } }] },
    ]);
  });

  it('refuses groups, a missing "to", and another actor', () => {
    expect(refusal('Attach all Equipment you control to target creature.')).not.toBeNull();
    expect(refusal('Attach Test Card to up to two target creatures.')).not.toBeNull();
    expect(refusal('Attach Test Card.')).toMatchObject({ at: '.' });
    expect(refusal('Target player attaches Test Card to target creature.')).not.toBeNull();
  });

  it('refuses "attach ~" in a quoted ability, where ~ would be the object that has it, not the Aura', () => {
    const text =
      'Enchanted permanent has "At the beginning of your end step, sacrifice Test Card and attach Test Card to a creature you control."';
    expect(parseAbilityText(text, 1, ['Test Card']).problem).not.toBeNull();
  });

  it('living weapon (702.92a): create a 0/0 black Phyrexian Germ creature token, then attach ~ to it', () => {
    const [ability] = parseAbilityText('Living weapon', 1, ['Test Card']).abilities;
    expect(ability).toMatchObject({
      kind: 'triggered',
      text: 'Living weapon',
      trigger: { event: { kind: 'zoneChange', what: { kind: 'self' }, to: 'battlefield' } },
      effects: [
        { kind: 'createTokens', token: { power: 0, toughness: 0, colors: ['B'], subtypes: ['Phyrexian', 'Germ'] } },
        { kind: 'attach', what: { kind: 'self' }, to: { kind: 'it' } },
      ],
    });
  });
});
