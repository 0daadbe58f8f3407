import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { addCounters } from '../ops/permanents.js';
import { addEnergy, addPoison } from '../ops/players.js';
import { Transaction } from '../state/transaction.js';
import { card, creature } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';

// Real wordings from the sample: Branching Evolution, Conclave Mentor, Vizier of Remedies, Winding Constrictor.
const evolution = cardFromText(
  'Branching Evolution',
  '{2}{G}',
  'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on that creature instead.',
  ['enchantment'],
);
const mentor = cardFromText(
  'Conclave Mentor',
  '{G}{W}',
  'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.',
  ['creature'],
  '2/2',
);
const vizier = cardFromText(
  'Vizier of Remedies',
  '{1}{W}',
  'If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.',
  ['creature'],
  '2/1',
);
const constrictor = card('Winding Constrictor', {
  cost: '{B}{G}',
  types: ['creature'],
  pt: '2/3',
  abilities: [
    'If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.',
    'If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.',
  ].flatMap((line) => parseAbilityText(line, 1, ['Winding Constrictor']).abilities),
});
const bear = creature('Bear', '{1}{G}', '2/2');
const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(setupGame({ players: [p1, p2] }).state);

describe('counter replacements (614.1a, 122.6)', () => {
  it('"twice that many +1/+1 counters": on its controller\'s creatures, not on other kinds or others\' creatures', () => {
    // c1 Branching Evolution, c2 Bear (p1's), c3 Bear (p2's).
    const tx = board({ battlefield: [evolution, bear] }, { battlefield: [bear] });
    addCounters(tx, 'c2', '+1/+1', 2);
    addCounters(tx, 'c2', '-1/-1', 1);
    addCounters(tx, 'c3', '+1/+1', 2);
    expect(tx.state.objects.c2?.counters).toEqual({ '+1/+1': 4, '-1/-1': 1 });
    expect(tx.state.objects.c3?.counters).toEqual({ '+1/+1': 2 });
  });

  it('616.1: "plus one" before doubling, the order giving the most: 1 becomes 4', () => {
    // c1 Branching Evolution, c2 Conclave Mentor, c3 Bear.
    const tx = board({ battlefield: [evolution, mentor, bear] });
    addCounters(tx, 'c3', '+1/+1', 1);
    expect(tx.state.objects.c3?.counters['+1/+1']).toBe(4);
  });

  it('"that many -1/-1 counters minus one": one -1/-1 counter becomes none', () => {
    // c1 Vizier of Remedies, c2 Bear.
    const tx = board({ battlefield: [vizier, bear] });
    addCounters(tx, 'c2', '-1/-1', 1);
    expect(tx.state.objects.c2?.counters).toEqual({});
    addCounters(tx, 'c2', '-1/-1', 3);
    expect(tx.state.objects.c2?.counters['-1/-1']).toBe(2);
  });

  it('616.1: Vizier before Winding Constrictor for -1/-1 counters: one becomes none, two stay two', () => {
    // c1 Vizier of Remedies, c2 Winding Constrictor, c3 Bear.
    const tx = board({ battlefield: [vizier, constrictor, bear] });
    addCounters(tx, 'c3', '-1/-1', 1);
    expect(tx.state.objects.c3?.counters).toEqual({});
    addCounters(tx, 'c3', '-1/-1', 2);
    expect(tx.state.objects.c3?.counters['-1/-1']).toBe(2);
  });

  it('"that many plus one of each of those kinds": any kind on its controller\'s artifacts and creatures; the player too', () => {
    // c1 Winding Constrictor, c2 Bear.
    const tx = board({ battlefield: [constrictor, bear] });
    addCounters(tx, 'c2', 'charge', 1);
    expect(tx.state.objects.c2?.counters.charge).toBe(2);
    addEnergy(tx, 'p1', 2);
    addPoison(tx, 'p1', 1);
    addEnergy(tx, 'p2', 2);
    expect(tx.state.players.p1?.energy).toBe(3);
    expect(tx.state.players.p1?.poison).toBe(2);
    expect(tx.state.players.p2?.energy).toBe(2);
  });
});
