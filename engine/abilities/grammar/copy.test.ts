import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { copyExceptions, NO_EXCEPTIONS } from './copy.js';
import { scan } from './test-scan.js';

const fixed = (value: number) => ({ kind: 'fixed', value }) as const;

describe('copy exceptions (707.9)', () => {
  it('reads no "except" as no exceptions, and leaves the rest', () => {
    expect(scan(copyExceptions, ' until end of turn')).toEqual({ value: NO_EXCEPTIONS, rest: 'until end of turn' });
  });

  it.each([
    [
      ", except it's an artifact in addition to its other types.",
      [{ kind: 'types', add: true, types: ['artifact'], subtypes: [] }],
      false,
    ],
    [
      ", except it's a Ninja in addition to its other creature types.",
      [{ kind: 'types', add: true, types: [], subtypes: ['Ninja'] }],
      false,
    ],
    [', except it has haste.', [{ kind: 'addKeywords', keywords: ['haste'] }], false],
    [", except it's 7/7.", [{ kind: 'setPT', layer: '7b', power: fixed(7), toughness: fixed(7), plus: 0 }], false],
    [
      ", except it's a 4/4 black Zombie.",
      [
        { kind: 'types', add: false, types: [], subtypes: ['Zombie'] },
        { kind: 'colors', add: false, colors: ['B'] },
        { kind: 'setPT', layer: '7b', power: fixed(4), toughness: fixed(4), plus: 0 },
      ],
      false,
    ],
    [
      " except it's a white Zombie Angel with no mana cost.",
      [
        { kind: 'types', add: false, types: [], subtypes: ['Zombie', 'Angel'] },
        { kind: 'colors', add: false, colors: ['W'] },
      ],
      true,
    ],
    [
      ", except it's 1/1, it's a Spirit in addition to its other types, and it has flying.",
      [
        { kind: 'setPT', layer: '7b', power: fixed(1), toughness: fixed(1), plus: 0 },
        { kind: 'types', add: true, types: [], subtypes: ['Spirit'] },
        { kind: 'addKeywords', keywords: ['flying'] },
      ],
      false,
    ],
  ])('reads "%s"', (text, modifications, noManaCost) => {
    expect(scan(copyExceptions, text)).toEqual({ value: { modifications, noManaCost }, rest: '.' });
  });

  it('refuses an exception it cannot make rather than dropping it', () => {
    const { value } = scan(copyExceptions, ', except it has "{T}: Draw a card."');
    expect(value).toBeNull();
  });
});

describe('copy effects in abilities (707)', () => {
  const first = (text: string) => {
    const result = parseAbilityText(text, 1, []);
    expect(result.problem).toBeNull();
    return result.abilities[0];
  };

  it('"You may have ~ enter the battlefield [tapped] as a copy of any …" is a static ability (614.1c)', () => {
    expect(first('You may have ~ enter the battlefield as a copy of any creature on the battlefield.')).toMatchObject({
      kind: 'static',
      effect: {
        kind: 'entersAsCopy',
        of: { nouns: ['creature'], qualities: [] },
        tapped: false,
        except: NO_EXCEPTIONS,
      },
    });
    expect(
      first('You may have ~ enter the battlefield tapped as a copy of any land on the battlefield.'),
    ).toMatchObject({
      effect: { kind: 'entersAsCopy', of: { nouns: ['land'] }, tapped: true },
    });
    expect(first('You may have ~ enter as a copy of a creature you control.')).toMatchObject({
      effect: { kind: 'entersAsCopy', of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } },
    });
    expect(first('You may have ~ enter the battlefield as a copy of any creature card in a graveyard.')).toMatchObject({
      effect: {
        of: {
          nouns: ['card'],
          qualities: [
            { kind: 'type', type: 'creature', negated: false },
            { kind: 'zone', zone: 'graveyard', whose: 'any' },
          ],
        },
      },
    });
  });

  it('"create a token that\'s a copy of …" and "… becomes a copy of …" are effects', () => {
    expect(first("Create a token that's a copy of target creature you control.")).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'createTokenCopies', who: { kind: 'you' }, amount: fixed(1), of: { kind: 'target' } }],
    });
    expect(
      first(
        "Whenever a nontoken creature enters the battlefield, its controller creates a token that's a copy of that creature.",
      ),
    ).toMatchObject({ effects: [{ kind: 'createTokenCopies', who: { kind: 'controllerOf' }, of: { kind: 'it' } }] });
    expect(first('{3}: ~ becomes a copy of target artifact until end of turn.')).toMatchObject({
      kind: 'activated',
      effects: [{ kind: 'becomeCopy', what: { kind: 'self' }, of: { kind: 'target' }, duration: 'endOfTurn' }],
    });
    expect(first('Whenever ~ deals combat damage to a creature, that creature becomes a copy of ~.')).toMatchObject({
      effects: [{ kind: 'becomeCopy', what: { kind: 'it' }, of: { kind: 'self' }, duration: 'indefinitely' }],
    });
  });

  it('"That token gains haste." after making it lasts indefinitely (611.2a); "Target creature gains haste." is refused', () => {
    expect(first("{7}: Create a token that's a copy of target artifact. That token gains haste.")).toMatchObject({
      effects: [{ kind: 'createTokenCopies' }, { kind: 'modify', what: { kind: 'it' }, duration: 'indefinitely' }],
    });
    expect(parseAbilityText('Target creature gains haste.').problem).not.toBeNull();
  });

  it('refuses what it cannot copy', () => {
    expect(
      parseAbilityText(
        'You may have ~ enter the battlefield as a copy of any creature on the battlefield, except it has haste and dethrone.',
      ).problem,
    ).not.toBeNull();
    expect(parseAbilityText("Create a token that's a copy of target player.").problem).not.toBeNull();
  });
});
