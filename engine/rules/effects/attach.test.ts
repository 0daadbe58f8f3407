import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, self, target } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

const blade = cardFromText('Blade', '{1}', 'Equip {1}', ['artifact']);
const equipment = { ...blade, subtypes: ['Equipment'] };
const aura = { ...cardFromText('Charm', '{W}', 'Enchant creature you control', ['enchantment']), subtypes: ['Aura'] };
const state = setupState({
  players: [
    { battlefield: [equipment, aura, creature('Mine', '{G}', '1/1'), card('Rock', { types: ['artifact'] })] },
    { battlefield: [creature('Theirs', '{R}', '2/2')] },
  ],
});
const [blade1, charm, mine, rock, theirs] = [
  idOf(state, 'Blade'),
  idOf(state, 'Charm'),
  idOf(state, 'Mine'),
  idOf(state, 'Rock'),
  idOf(state, 'Theirs'),
];
const toTarget: Effect = { kind: 'attach', what: self, to: target(['creature']) };

describe('attach (701.3a)', () => {
  it("attaches the source to the target, whoever controls it (an Equipment to an opponent's creature)", () => {
    expect(run(state, [toTarget], { source: blade1, targets: [mine] }).state.objects[blade1]?.attachedTo).toBe(mine);
    expect(run(state, [toTarget], { source: blade1, targets: [theirs] }).state.objects[blade1]?.attachedTo).toBe(
      theirs,
    );
  });

  it('"Attach target Equipment you control to target creature": both are targets, in order', () => {
    const effect: Effect = { kind: 'attach', what: target(['artifact']), to: target(['creature']) };
    const tx = run(state, [effect], { source: mine, targets: [blade1, mine] });
    expect(tx.state.objects[blade1]?.attachedTo).toBe(mine);
  });

  it("701.3b: nothing moves when it can't be attached: an Equipment to a noncreature, an Aura outside its enchant", () => {
    expect(run(state, [toTarget], { source: blade1, targets: [rock] }).state.objects[blade1]?.attachedTo).toBeNull();
    expect(run(state, [toTarget], { source: charm, targets: [theirs] }).state.objects[charm]?.attachedTo).toBeNull();
    expect(run(state, [toTarget], { source: charm, targets: [mine] }).state.objects[charm]?.attachedTo).toBe(mine);
    // A non-Equipment, non-Aura is never attached.
    expect(run(state, [toTarget], { source: rock, targets: [mine] }).state.objects[rock]?.attachedTo).toBeNull();
  });

  it('living weapon (702.92a): the Germ token just created is "it", and the Equipment is attached to it', () => {
    const weapon = { ...cardFromText('Husk', '{B}', 'Living weapon', ['artifact']), subtypes: ['Equipment'] };
    const armed = setupState({ players: [{ battlefield: [weapon] }, {}] });
    const husk = idOf(armed, 'Husk');
    const [ability] = weapon.abilities;
    if (ability?.kind !== 'triggered') throw new Error('living weapon is a triggered ability');
    const tx = run(armed, ability.effects, { source: husk });
    const germ = Object.values(tx.state.objects).find((o) => o.template.subtypes.includes('Germ'));
    expect(germ?.template).toMatchObject({ power: '0', toughness: '0', colors: ['B'] });
    expect(tx.state.objects[husk]?.attachedTo).toBe(germ?.id);
  });
});
