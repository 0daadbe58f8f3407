import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import { NO_EXCEPTIONS } from '../../abilities/grammar/copy.js';
import type { Ability } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { characteristicsOf, isCreature, powerOf, toughnessOf } from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { card, creature } from '../test-support/templates.js';
import { beginCopyEffect, copiedValues } from './copy.js';
import { addContinuousEffect, endUntilEndOfTurnEffects } from './lifecycle.js';

const obj = (s: GameState, id: string): GameObject => s.objects[id] as GameObject;
const pt = (s: GameState, id: string): string => `${powerOf(obj(s, id), s)}/${toughnessOf(obj(s, id), s)}`;
const abilities = (text: string, name: string): Ability[] => [...parseAbilityText(text, 1, [name]).abilities];

// 707.2's example: Chimeric Staff ("{X}: ~ becomes an X/X artifact creature until end of turn.") and Clone.
const staff = card('Chimeric Staff', {
  cost: '{4}',
  types: ['artifact'],
  abilities: abilities('{X}: Chimeric Staff becomes an X/X artifact creature until end of turn.', 'Chimeric Staff'),
});
const clone = creature(
  'Clone',
  '{3}{U}',
  '0/0',
  abilities('You may have Clone enter the battlefield as a copy of any creature on the battlefield.', 'Clone'),
);
const bears = creature('Grizzly Bears', '{1}{G}', '2/2');

function copy(tx: Transaction, object: string, of: string, duration: 'endOfTurn' | 'indefinitely'): void {
  beginCopyEffect(tx, {
    object,
    values: copiedValues(obj(tx.state, of), NO_EXCEPTIONS),
    of: obj(tx.state, of).template.name,
    source: object,
    sourceName: 'Copier',
    controller: 'p1',
    duration,
  });
}

describe('copy effects (707, layer 1 of 613.1a)', () => {
  it("copies printed values, not a type-changing effect (707.2's Chimeric Staff example)", () => {
    // c1: the Staff, c2: Clone.
    const tx = new Transaction(setupState({ players: [{ battlefield: [staff, clone] }, {}] }));
    addContinuousEffect(tx, {
      source: 'c1',
      sourceName: 'Chimeric Staff',
      controller: 'p1',
      objects: ['c1'],
      modifications: [
        { kind: 'types', add: false, types: ['artifact', 'creature'], subtypes: [] },
        { kind: 'setPT', layer: '7b', power: 5, toughness: 5 },
      ],
      duration: 'endOfTurn',
    });
    expect(isCreature(obj(tx.state, 'c1'), tx.state)).toBe(true);
    copy(tx, 'c2', 'c1', 'indefinitely');
    const copied = obj(tx.state, 'c2');
    expect(copied.template.name).toBe('Chimeric Staff');
    // "The Clone is an artifact, not a 5/5 artifact creature" — but it has the Staff's ability.
    expect(isCreature(copied, tx.state)).toBe(false);
    expect(copied.template.abilities).toBe(staff.abilities);
    expect(copied.printed?.name).toBe('Clone');
    expect(characteristicsOf(tx.state, 'c2')?.changes).toEqual([
      { layer: '1', effect: expect.any(String), source: 'c2', name: 'Copier', text: 'copy of Chimeric Staff' },
    ]);
  });

  it('a copy of a copy gets the copied values (707.3); counters stay behind', () => {
    const tx = new Transaction(
      setupState({ players: [{ battlefield: [{ template: bears, counters: { '+1/+1': 2 } }, clone, clone] }, {}] }),
    );
    copy(tx, 'c2', 'c1', 'indefinitely');
    copy(tx, 'c3', 'c2', 'indefinitely');
    expect(obj(tx.state, 'c3').template).toBe(bears);
    expect(pt(tx.state, 'c1')).toBe('4/4');
    expect(pt(tx.state, 'c3')).toBe('2/2');
  });

  it('an "until end of turn" copy ends in cleanup; a later copy wins over an earlier one (613.7)', () => {
    const hill = creature('Hill Giant', '{3}{R}', '3/3');
    const tx = new Transaction(setupState({ players: [{ battlefield: [bears, hill, clone] }, {}] }));
    copy(tx, 'c3', 'c1', 'indefinitely');
    copy(tx, 'c3', 'c2', 'endOfTurn');
    expect(obj(tx.state, 'c3').template.name).toBe('Hill Giant');
    endUntilEndOfTurnEffects(tx);
    expect(obj(tx.state, 'c3').template.name).toBe('Grizzly Bears');
    expect(obj(tx.state, 'c3').printed?.name).toBe('Clone');
  });

  it('leaving the battlefield makes it its printed self again (400.7); rollback undoes it all', () => {
    const initial = setupState({ players: [{ battlefield: [bears, clone] }, {}] });
    const tx = new Transaction(initial);
    copy(tx, 'c2', 'c1', 'indefinitely');
    moveTo(tx, 'c2', { player: 'p1', zone: 'hand' });
    expect(obj(tx.state, 'c2').template).toBe(clone);
    expect(obj(tx.state, 'c2').printed).toBeUndefined();
    expect(tx.state.continuousEffects).toEqual([]);
    expect(tx.rollback()).toEqual(initial);
  });

  it('exceptions become part of the copiable values (707.9b), a set P/T drops a P/T-defining ability (707.9d)', () => {
    const squadron = creature(
      'Battle Squadron',
      '{3}{R}{R}',
      '*/*',
      abilities(
        "Battle Squadron's power and toughness are each equal to the number of creatures you control.",
        'Battle Squadron',
      ),
    );
    const tx = new Transaction(setupState({ players: [{ battlefield: [squadron] }, {}] }));
    const values = copiedValues(obj(tx.state, 'c1'), {
      modifications: [
        { kind: 'types', add: true, types: ['artifact'], subtypes: ['Ninja'] },
        {
          kind: 'setPT',
          layer: '7b',
          power: { kind: 'fixed', value: 7 },
          toughness: { kind: 'fixed', value: 7 },
          plus: 0,
        },
        { kind: 'colors', add: false, colors: ['B'] },
        { kind: 'addKeywords', keywords: ['haste'] },
      ],
      noManaCost: true,
    });
    expect(values).toMatchObject({
      name: 'Battle Squadron',
      manaCost: null,
      types: ['creature', 'artifact'],
      subtypes: ['Ninja'],
      colors: ['B'],
      power: '7',
      toughness: '7',
      abilities: [{ kind: 'keyword', keyword: 'haste' }],
    });
  });
});
