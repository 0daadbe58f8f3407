import { describe, expect, it } from 'vitest';
import type { CardTemplate } from '../../templates/card-template.js';
import { manaValueOf } from '../describe/mana-value.js';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { card, creature } from '../test-support/templates.js';
import { frontFace, transformPermanent } from './transform.js';
import { moveTo } from './zones.js';

/** A transforming double-faced card (712.1): Hanweir Watchkeep // Bane of Hanweir, its faces reduced to P/T. */
function werewolf(back: CardTemplate = card('Bane of Hanweir', { types: ['creature'], pt: '5/5' })): CardTemplate {
  const front = creature('Hanweir Watchkeep', '{2}{R}', '1/5');
  return { ...front, name: `${front.name} // ${back.name}`, layout: 'transform', faces: [front, back] };
}

function onBattlefield(template: CardTemplate): Transaction {
  return new Transaction(
    setupState({ players: [{ battlefield: [{ template, damage: 1, counters: { '+1/+1': 1 } }] }, {}] }),
  );
}

describe('transforming double-faced cards (712, 701.28)', () => {
  it('has only its front face: its name is the front face’s (712.4a, 712.4c)', () => {
    const tx = onBattlefield(werewolf());
    expect(tx.state.objects.c1?.template.name).toBe('Hanweir Watchkeep');
    expect(frontFace(werewolf()).power).toBe('1');
    const plain = creature('Grizzly Bears', '{1}{G}', '2/2');
    expect(frontFace(plain)).toBe(plain);
  });

  it('turns to its back face and back, staying the same object (701.28a, 712.14)', () => {
    const tx = onBattlefield(werewolf());
    expect(transformPermanent(tx, 'c1')).toBe(true);
    expect(tx.state.objects.c1).toMatchObject({ damage: 1, counters: { '+1/+1': 1 } });
    expect(tx.state.objects.c1?.template).toMatchObject({ name: 'Bane of Hanweir', power: '5', faces: [] });
    // 712.4d: its mana value is its front face's.
    expect(manaValueOf(tx.state, tx.state.objects.c1 as never)).toBe(3);
    expect(transformPermanent(tx, 'c1')).toBe(true);
    expect(tx.state.objects.c1?.template.name).toBe('Hanweir Watchkeep');
    expect(tx.state.objects.c1?.transformed).toBeUndefined();
  });

  it('ignores its own ability put on the stack before it last transformed (701.28f)', () => {
    const tx = onBattlefield(werewolf());
    const stackedAt = tx.state.nextId;
    tx.set(['nextId'], stackedAt, stackedAt + 1);
    expect(transformPermanent(tx, 'c1', stackedAt)).toBe(true);
    // A second trigger put on the stack at the same time: the permanent transformed since, so nothing happens.
    expect(transformPermanent(tx, 'c1', stackedAt)).toBe(false);
    expect(tx.state.objects.c1?.template.name).toBe('Bane of Hanweir');
    // One put on the stack after it transformed does transform it.
    expect(transformPermanent(tx, 'c1', tx.state.nextId)).toBe(true);
  });

  it('does nothing to a single-faced permanent or toward an instant or sorcery face (701.28c, 701.28d)', () => {
    const plain = onBattlefield(creature('Grizzly Bears', '{1}{G}', '2/2'));
    expect(transformPermanent(plain, 'c1')).toBe(false);
    expect(plain.edits).toEqual([]);
    const toSorcery = onBattlefield(werewolf(card('Some Sorcery', { types: ['sorcery'] })));
    expect(transformPermanent(toSorcery, 'c1')).toBe(false);
  });

  it('is its front face again once it leaves the battlefield (712.4a), and undo turns it back', () => {
    const tx = onBattlefield(werewolf());
    transformPermanent(tx, 'c1');
    moveTo(tx, 'c1', { player: 'p1', zone: 'graveyard' });
    expect(tx.state.objects.c1?.template.name).toBe('Hanweir Watchkeep');
    expect(tx.state.objects.c1?.transformed).toBeUndefined();
    tx.rollback();
    expect(tx.state.objects.c1?.template.name).toBe('Hanweir Watchkeep');
    expect(tx.state.objects.c1?.zone.zone).toBe('battlefield');
  });
});
