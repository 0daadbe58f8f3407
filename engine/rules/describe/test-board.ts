import type { Description, Noun, Quality } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature, keyword } from '../test-support/templates.js';

/**
 * A small board for description tests (not shipped: tests only). p1 controls Goblin (red 2/2 haste, the usual
 * source), Bear (green 2/2, attacking), Elite (white legendary 1/1 flying token), Ring (colorless artifact, two charge counters) and a
 * tapped Forest; p2 controls Angel (white 4/4 flying, blocking), Golgari (black-green Elf 2/2) and Shrine
 * (enchantment with hexproof); p2 has Bolt in hand, Zombie in the graveyard, L1 in the library; Blaze
 * ({X}{R}, X = 3) is p2's spell on the stack.
 */
export function board(): GameState {
  const state = setupState({
    players: [
      {
        battlefield: [
          creature('Goblin', '{R}', '2/2', [keyword('haste')], { subtypes: ['Goblin'] }),
          creature('Bear', '{1}{G}', '2/2', [], { subtypes: ['Bear'] }),
          {
            template: creature('Elite', '{W}', '1/1', [keyword('flying')], { supertypes: ['legendary'] }),
            token: true,
          },
          card('Ring', { cost: '{1}', types: ['artifact'] }),
          { template: card('Forest', { types: ['land'], supertypes: ['basic'], subtypes: ['Forest'] }), tapped: true },
        ],
      },
      {
        library: [card('L1')],
        hand: [card('Bolt', { cost: '{R}', types: ['instant'] })],
        battlefield: [
          creature('Angel', '{3}{W}{W}', '4/4', [keyword('flying')], { subtypes: ['Angel'] }),
          creature('Golgari', '{B}{G}', '2/2', [], { subtypes: ['Elf'] }),
          card('Shrine', { cost: '{2}{U}', types: ['enchantment'], abilities: [keyword('hexproof')] }),
          card('Blaze', { cost: '{X}{R}', types: ['sorcery'] }),
        ],
        graveyard: [creature('Zombie', '{2}{B}', '2/2', [], { subtypes: ['Zombie'] })],
      },
    ],
  });
  const tx = new Transaction(state);
  const blaze = idOf(state, 'Blaze');
  moveTo(tx, blaze, { zone: 'stack' });
  tx.set(
    ['stack'],
    [],
    [{ kind: 'spell', id: 'a90', card: blaze, controller: 'p2', targets: [], x: 3, choice: 0, kicked: false }],
  );
  const bear = idOf(state, 'Bear');
  const angel = idOf(state, 'Angel');
  tx.set(['objects', idOf(state, 'Ring'), 'counters'], {}, { charge: 2 });
  tx.set(['combat'], null, {
    attackingPlayer: 'p1',
    defendingPlayer: 'p2',
    attackers: [{ creature: bear, target: 'p2', blocked: true, blockers: [angel] }],
    blockers: [{ creature: angel, attackers: [bear] }],
    attackersDeclared: true,
    blockersDeclared: true,
    dealtFirstStrikeDamage: [],
  });
  return tx.state;
}

/** Names of the ids (players stay ids), for readable expectations. */
export function names(state: GameState, ids: readonly string[]): string[] {
  return ids.map((id) => state.objects[id]?.template.name ?? id);
}

export const d = (nouns: readonly Noun[], ...qualities: Quality[]): Description => ({ nouns, qualities });
