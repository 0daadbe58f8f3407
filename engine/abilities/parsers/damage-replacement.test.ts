import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

const WHILE = '(while ~ is on the battlefield)';

// Real wordings from the sample: Guardian Seraph, Dictate of the Twin Gods, Lashknife Barrier, Ghosts of the Innocent,
// Temple Altisaur, Charging Tuskodon, Fiendish Duo, Goldnight Castigator, Benevolent Unicorn.
describe('static damage replacements (614.1a, 615.1a)', () => {
  it.each([
    [
      'If a source an opponent controls would deal damage to you, prevent 1 of that damage.',
      `Static: if damage would be dealt to you by each source an opponent controls, prevent 1 of it ${WHILE}`,
    ],
    [
      'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
      `Static: if damage would be dealt to each permanent or player by each source, twice that much is dealt instead ${WHILE}`,
    ],
    [
      'If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.',
      `Static: if damage would be dealt to each creature you control by each source, that much minus 1 is dealt instead ${WHILE}`,
    ],
    [
      'If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.',
      `Static: if damage would be dealt to each permanent or player by each source, half that much, rounded down, is dealt instead ${WHILE}`,
    ],
    [
      'If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.',
      `Static: if damage would be dealt to each other Dinosaur permanent you control by each source, prevent all but 1 of it ${WHILE}`,
    ],
    [
      'If Test Card would deal combat damage to a player, it deals double that damage to that player instead.',
      `Static: if combat damage would be dealt to each player by ~, twice that much is dealt instead ${WHILE}`,
    ],
    [
      'If a source would deal damage to an opponent, it deals double that damage to that player instead.',
      `Static: if damage would be dealt to each opponent by each source, twice that much is dealt instead ${WHILE}`,
    ],
    [
      'If a source would deal damage to you, it deals double that damage to you instead.',
      `Static: if damage would be dealt to you by each source, twice that much is dealt instead ${WHILE}`,
    ],
    [
      'If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.',
      `Static: if damage would be dealt to each permanent or player by each spell, that much minus 1 is dealt instead ${WHILE}`,
    ],
    // "prevent that damage" is a static prevention (615.1a), the same as "Prevent all damage that would be dealt …".
    [
      'If a source would deal damage to you, prevent that damage.',
      `Static: prevent all damage that would be dealt to you by each source ${WHILE}`,
    ],
    // Sulfuric Vapors, Torbran, Thane of Red Fell.
    [
      'If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.',
      `Static: if damage would be dealt to each permanent or player by each red spell, that much plus 1 is dealt instead ${WHILE}`,
    ],
    [
      'If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.',
      `Static: if damage would be dealt to each player or permanent an opponent controls an opponent controls by each red source you control, that much plus 2 is dealt instead ${WHILE}`,
    ],
    // Counters instead of the damage (614.1a, 615.1a): Phytohydra, Phantom Nomad, Undergrowth Champion, Phyrexian
    // Hydra, Ironscale Hydra, Soul-Scar Mage.
    [
      'If damage would be dealt to Test Card, put that many +1/+1 counters on it instead.',
      `Static: if damage would be dealt to ~, none is dealt and that many +1/+1 counter(s) are put on it instead ${WHILE}`,
    ],
    [
      'If damage would be dealt to Test Card, prevent that damage. Remove a +1/+1 counter from Test Card.',
      `Static: if damage would be dealt to ~, none is dealt and 1 +1/+1 counter(s) are removed from it instead ${WHILE}`,
    ],
    [
      'If damage would be dealt to Test Card while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from Test Card.',
      `Static: if damage would be dealt to ~ while it has a +1/+1 counter, none is dealt and 1 +1/+1 counter(s) are removed from it instead ${WHILE}`,
    ],
    [
      'If damage would be dealt to Test Card, prevent that damage. Put a -1/-1 counter on Test Card for each 1 damage prevented this way.',
      `Static: if damage would be dealt to ~, none is dealt and that many -1/-1 counter(s) are put on it instead ${WHILE}`,
    ],
    [
      'If a creature would deal combat damage to Test Card, prevent that damage and put a +1/+1 counter on Test Card.',
      `Static: if combat damage would be dealt to ~ by each creature, none is dealt and 1 +1/+1 counter(s) are put on it instead ${WHILE}`,
    ],
    [
      'If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.',
      `Static: if noncombat damage would be dealt to each creature an opponent controls by each source you control, none is dealt and that many -1/-1 counter(s) are put on it instead ${WHILE}`,
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    // What else happens is not read: the whole line is refused.
    'If damage would be dealt to Test Card, prevent that damage, remove that many +1/+1 counters from Test Card, and create that many 1/1 colorless Spirit creature tokens.',
    'If damage would be dealt to you, prevent that damage. Exile a card from your graveyard for each 1 damage prevented this way.',
    "If Test Card would deal damage to a creature, that damage can't be prevented.",
    // The recipient named again must be the same one.
    'If a source would deal damage to a creature you control, it deals double that damage to you instead.',
    'If a source would deal damage to you, prevent 0 of that damage.',
    // A damage event naming no recipient is refused with "it deals … instead" (Fire Servant).
    'If a red spell you control would deal damage, it deals double that damage instead.',
  ])('refuses "%s"', (text) => {
    expect(read(text)).toMatch(/^refused/);
  });
});
