import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { cardFromText } from '../effects/test-cards.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import {
  activated,
  creature,
  damage,
  entersTheBattlefield,
  fixed,
  grizzlyBears,
  manaCost,
  shock,
  triggered,
} from '../test-support/templates.js';

/** "another target creature you control" (the `other` quality: not the ability's source). */
const anotherCreatureYouControl: Subject = {
  kind: 'target',
  allowed: ['creature'],
  description: { nouns: ['creature'], qualities: [{ kind: 'other' }, { kind: 'controller', who: 'you' }] },
  count: 1,
  upTo: false,
  text: 'another target creature you control',
};
const pingAnother: Effect = damage(fixed(1), anotherCreatureYouControl);

const healer = () =>
  creature('Field Medic', '{W}', '1/1', [
    activated([manaCost('{1}')], [pingAnother], '{1}: ~ deals 1 damage to another target creature you control.'),
  ]);
const herald = () =>
  creature('Herald', '{1}{W}', '2/2', [
    triggered(
      entersTheBattlefield,
      [pingAnother],
      'When ~ enters, it deals 1 damage to another target creature you control.',
    ),
  ]);

describe('the source in target checks: "another" and 115.5', () => {
  it('an activated ability can\'t choose its own source for "another target creature you control"', () => {
    const game = setupGame({ players: [{ battlefield: [healer(), grizzlyBears()], pool: { C: 2 } }, {}] });
    const [medic, bears] = [idOf(game, 'Field Medic'), idOf(game, 'Grizzly Bears')];
    const self = game.perform({ type: 'activate', player: 'p1', source: medic, ability: 0, targets: [medic] });
    expect(self).toEqual({
      ok: false,
      reason: `can't activate Field Medic (${medic}): Field Medic (${medic}) is not a legal choice for "another target creature you control"`,
    });
    const offered = legalActions(game.state, 'p1').filter((a) => a.type === 'activate');
    expect(offered.map((a) => a.type === 'activate' && a.targets)).toEqual([[bears]]);
    expect(game.perform({ type: 'activate', player: 'p1', source: medic, ability: 0, targets: [bears] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.damage).toBe(1);
  });

  it('a triggered ability with only its source to choose has no legal target and is removed (603.3d)', () => {
    const game = setupGame({ players: [{ hand: [herald()], pool: { W: 2 } }, { battlefield: [grizzlyBears()] }] });
    const id = idOf(game, 'Herald');
    game.perform({ type: 'cast', player: 'p1', card: id });
    const r = game.perform({ type: 'resolve' });
    expect(r.ok && r.value.map((e) => e.event)).toContainEqual(
      expect.objectContaining({ type: 'triggerRemoved', reason: 'no legal targets (603.3d)' }),
    );
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
  });

  it('putTrigger refuses the source and takes another creature; legalActions offers only that one', () => {
    const game = setupGame({ players: [{ hand: [herald()], battlefield: [grizzlyBears()], pool: { W: 2 } }, {}] });
    const [id, bears] = [idOf(game, 'Herald'), idOf(game, 'Grizzly Bears')];
    game.perform({ type: 'cast', player: 'p1', card: id });
    game.perform({ type: 'resolve' });
    const trigger = game.state.pendingTriggers[0]?.id ?? '';
    expect(legalActions(game.state, 'p1')).toEqual([{ type: 'putTrigger', player: 'p1', trigger, targets: [bears] }]);
    const self = game.perform({ type: 'putTrigger', player: 'p1', trigger, targets: [id] });
    expect(!self.ok && self.reason).toContain('is not a legal choice for "another target creature you control"');
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger, targets: [bears] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.damage).toBe(1);
  });

  it("a spell can't target itself (115.5), but may target another spell", () => {
    const cancel = cardFromText('Cancel', '{1}{U}{U}', 'Counter target spell.');
    const game = setupGame({ players: [{ hand: [cancel, shock()], pool: { U: 3, R: 1 } }, {}] });
    const [cancelId, shockId] = [idOf(game, 'Cancel'), idOf(game, 'Shock')];
    expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
    const self = game.perform({ type: 'cast', player: 'p1', card: cancelId, targets: [cancelId] });
    expect(self).toEqual({
      ok: false,
      reason: `can't cast Cancel (${cancelId}): Cancel (${cancelId}) can't target itself (115.5)`,
    });
    expect(game.state.objects[cancelId]?.zone).toEqual({ player: 'p1', zone: 'hand' });
    const offered = legalActions(game.state, 'p1').filter((a) => a.type === 'cast');
    expect(offered.map((a) => a.type === 'cast' && a.targets)).toEqual([[shockId]]);
    expect(game.perform({ type: 'cast', player: 'p1', card: cancelId, targets: [shockId] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[shockId]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
  });

  it('"another target creature" after "target creature" is a different creature (Rookie Mistake)', () => {
    const mistake = cardFromText(
      'Rookie Mistake',
      '{U}',
      'Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.',
    );
    const game = setupGame({ players: [{ hand: [mistake], battlefield: [grizzlyBears()], pool: { U: 2 } }, {}] });
    const [card, bears] = [idOf(game, 'Rookie Mistake'), idOf(game, 'Grizzly Bears')];
    const same = game.perform({ type: 'cast', player: 'p1', card, targets: [bears, bears] });
    expect(!same.ok && same.reason).toContain('is already a target; "another target creature" needs another one');
  });
});
