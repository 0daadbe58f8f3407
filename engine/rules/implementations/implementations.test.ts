import { describe, expect, it } from 'vitest';
import { implementations } from '../../abilities/implementations.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { cardFromText } from '../effects/test-cards.js';
import type { Game } from '../game/game.js';
import { possibleAttackers } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears, keyword, shock } from '../test-support/templates.js';
import { RULE_IMPLEMENTATIONS } from './registry.js';

const apply = (implementation: string, text = implementation): Ability => ({
  kind: 'applied',
  line: 1,
  text,
  implementation,
});
const land = (name: string, abilities: readonly Ability[]): CardTemplate => card(name, { types: ['land'], abilities });
const cancel = () => cardFromText('Cancel', '{1}{U}{U}', 'Counter target spell.');
const eventTypes = (r: ReturnType<Game['perform']>): string[] => (r.ok ? r.value.map((e) => e.event.type) : []);

describe('implementation registry', () => {
  it('has one module per registered name, under that name (understood means executed)', () => {
    const names = implementations.map((i) => i.name);
    expect(Object.keys(RULE_IMPLEMENTATIONS).sort()).toEqual([...names].sort());
    for (const [name, module] of Object.entries(RULE_IMPLEMENTATIONS)) expect(module.name).toBe(name);
  });

  it('fuse is not registered: the engine refuses it with the reason (702.102)', () => {
    expect(implementations.map((i) => i.name)).not.toContain('fuse');
    const wear = card('Wear', { cost: '{1}{R}', types: ['instant'], abilities: [apply('fuse', 'apply fuse')] });
    const game = setupGame({ players: [{ hand: [wear], pool: { R: 2 } }, {}] });
    const cast = game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    expect(!cast.ok && cast.reason).toContain('uses the implementation "fuse", which the rules engine doesn\'t have');
    expect(!cast.ok && cast.reason).toContain('702.102');
    const activate = setupGame({ players: [{ battlefield: [land('Odd Land', [apply('fuse')])] }, {}] });
    const r = activate.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(!r.ok && r.reason).toContain('fuse (702.102)');
  });

  it('an implemented applied ability is a static ability, not an activated one', () => {
    const game = setupGame({ players: [{ battlefield: [land('Cove', [apply('enters-tapped')])] }, {}] });
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r).toEqual({
      ok: false,
      reason: 'can\'t activate Cove (c1): "enters-tapped" is a static ability, not an activated ability',
    });
  });
});

describe('enters-tapped (614.1c): it enters the battlefield tapped', () => {
  it('a land played with it is tapped as it enters: no tapped event, and undo puts it back untapped in hand', () => {
    const cove = cardFromText('Tranquil Cove', '', '~ enters the battlefield tapped.', ['land']);
    const game = setupGame({ players: [{ hand: [{ ...cove, manaCost: null }, land('Plains', [])] }, {}] });
    const id = idOf(game, 'Tranquil Cove');
    const r = game.perform({ type: 'playLand', player: 'p1', card: id });
    expect(r.ok).toBe(true);
    expect(game.state.objects[id]).toMatchObject({ zone: { player: 'p1', zone: 'battlefield' }, tapped: true });
    expect(eventTypes(r)).not.toContain('tapped');
    expect(eventTypes(r)).toContain('zoneChanged');
    game.undo();
    expect(game.state.objects[id]).toMatchObject({ zone: { player: 'p1', zone: 'hand' }, tapped: false });
  });

  it('a permanent spell with it resolves onto the battlefield tapped; one without it untapped', () => {
    const sleepy = creature('Sleepy Bear', '{G}', '2/2', [apply('enters-tapped')]);
    const game = setupGame({ players: [{ hand: [sleepy, grizzlyBears()], pool: { G: 3 } }, {}] });
    const [sleepyId, bears] = [idOf(game, 'Sleepy Bear'), idOf(game, 'Grizzly Bears')];
    game.perform({ type: 'cast', player: 'p1', card: sleepyId });
    const r = game.perform({ type: 'resolve' });
    expect(game.state.objects[sleepyId]?.tapped).toBe(true);
    expect(eventTypes(r)).not.toContain('tapped');
    game.perform({ type: 'cast', player: 'p1', card: bears });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.tapped).toBe(false);
  });
});

describe("doesnt-untap (502.3): it doesn't untap during its controller's untap step", () => {
  it('stays tapped while the other permanents of the active player untap', () => {
    const stiff = creature('Stiff Golem', '{3}', '3/3', [apply('doesnt-untap')]);
    const game = setupGame({
      players: [
        {},
        {
          battlefield: [
            { template: stiff, tapped: true },
            { template: grizzlyBears(), tapped: true },
          ],
        },
      ],
    });
    const [golem, bears] = [idOf(game, 'Stiff Golem'), idOf(game, 'Grizzly Bears')];
    game.perform({ type: 'setStep', step: 'cleanup' });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn).toMatchObject({ activePlayer: 'p2', step: expect.any(String) });
    expect(game.state.objects[bears]?.tapped).toBe(false);
    expect(game.state.objects[golem]?.tapped).toBe(true);
  });
});

describe('may-stay-tapped (502.3): its controller chooses whether it untaps', () => {
  const shackles = () =>
    cardFromText('Steady Shackles', '{3}', 'You may choose not to untap ~ during your untap step.', ['artifact']);
  const board = () => {
    const game = setupGame({
      players: [
        {},
        {
          battlefield: [
            { template: shackles(), tapped: true },
            { template: grizzlyBears(), tapped: true },
          ],
        },
      ],
    });
    game.perform({ type: 'setStep', step: 'cleanup' });
    return { game, kept: idOf(game, 'Steady Shackles'), bears: idOf(game, 'Grizzly Bears') };
  };

  it('untaps as usual unless the new active player keeps it tapped', () => {
    const usual = board();
    expect(usual.game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(usual.game.state.objects[usual.kept]?.tapped).toBe(false);

    const { game, kept, bears } = board();
    expect(game.perform({ type: 'nextStep', keepTapped: [kept] }).ok).toBe(true);
    expect(game.state.turn).toMatchObject({ activePlayer: 'p2', step: 'untap' });
    expect(game.state.objects[kept]?.tapped).toBe(true);
    expect(game.state.objects[bears]?.tapped).toBe(false);
  });

  it('passing priority into the new turn carries the choice too', () => {
    const { game, kept } = board();
    expect(game.perform({ type: 'passPriority', player: 'p1' }).ok).toBe(true);
    expect(game.perform({ type: 'passPriority', player: 'p2', keepTapped: [kept] }).ok).toBe(true);
    expect(game.state.objects[kept]?.tapped).toBe(true);
  });

  it('refuses a permanent without the ability, and a choice made when no turn begins', () => {
    const { game, kept, bears } = board();
    expect(game.perform({ type: 'nextStep', keepTapped: [bears] })).toEqual({
      ok: false,
      reason: `Grizzly Bears (${bears}) can't stay tapped: only a permanent that says "You may choose not to untap ~" can (502.3)`,
    });
    game.perform({ type: 'setStep', step: 'main1' });
    expect(game.perform({ type: 'nextStep', keepTapped: [kept] })).toEqual({
      ok: false,
      reason: 'permanents are kept tapped only as a turn begins (502.3), not as the main1 step ends',
    });
  });
});

describe('cant-be-countered (701.5): a counter effect leaves it on the stack', () => {
  it('Cancel resolves but the spell stays on the stack and then resolves (101.2)', () => {
    const rhino = cardFromText('Stubborn Rhino', '{G}', "This spell can't be countered.", ['creature'], '4/4');
    const game = setupGame({
      players: [
        { hand: [rhino], pool: { G: 1 } },
        { hand: [cancel()], pool: { U: 3 } },
      ],
    });
    const id = idOf(game, 'Stubborn Rhino');
    expect(game.perform({ type: 'cast', player: 'p1', card: id }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    // It can still be targeted by a counterspell (only the countering fails).
    expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Cancel'), targets: [id] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.zones.graveyard).toEqual([idOf(game, 'Cancel')]);
    expect(game.state.stack.map((item) => item.kind === 'spell' && item.card)).toEqual([id]);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[id]?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
  });
});

describe('prevent-damage-to-self (615): damage that would be dealt to it is prevented', () => {
  it('Shock deals it no damage and nothing is emitted for the prevented damage', () => {
    const wall = creature('Shielded Wall', '{W}', '0/1', [apply('prevent-damage-to-self')]);
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, { battlefield: [wall] }] });
    const id = idOf(game, 'Shielded Wall');
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Shock'), targets: [id] });
    const r = game.perform({ type: 'resolve' });
    expect(game.state.objects[id]).toMatchObject({ zone: { player: 'p2', zone: 'battlefield' }, damage: 0 });
    expect(eventTypes(r)).not.toContain('damageDealt');
  });

  it('a lifelink attacker blocked by it deals no damage, so its controller gains no life (615.1a)', () => {
    const wall = creature('Shielded Wall', '{W}', '0/4', [apply('prevent-damage-to-self')]);
    const lifelinker = creature('Vampire', '{B}', '3/3', [keyword('lifelink')]);
    const game = setupGame({ players: [{ battlefield: [lifelinker] }, { battlefield: [wall] }] });
    const [vampire, wallId] = [idOf(game, 'Vampire'), idOf(game, 'Shielded Wall')];
    game.perform({ type: 'setStep', step: 'declareAttackers' });
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: vampire }] }).ok).toBe(true);
    game.perform({ type: 'nextStep' });
    const blocks = [{ blocker: wallId, attackers: [vampire] }];
    expect(game.perform({ type: 'declareBlockers', player: 'p2', blocks }).ok).toBe(true);
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('combatDamage');
    expect(game.state.objects[wallId]?.damage).toBe(0);
    expect(game.state.players.p1?.life).toBe(20);
  });
});

describe("cant-attack (508.1c): it can't be declared as an attacker", () => {
  it('is refused with the reason; possibleAttackers says why; a creature without it may attack', () => {
    const statue = cardFromText('Gate Statue', '{2}', "~ can't attack.", ['creature'], '4/4');
    const game = setupGame({ players: [{ battlefield: [statue, grizzlyBears()] }, {}] });
    const [id, bears] = [idOf(game, 'Gate Statue'), idOf(game, 'Grizzly Bears')];
    game.perform({ type: 'setStep', step: 'declareAttackers' });
    const r = game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: id }] });
    expect(r).toEqual({ ok: false, reason: `Gate Statue (${id}): it can't attack (508.1c)` });
    expect(possibleAttackers(game.state, 'p1')).toEqual([
      { id, problem: `Gate Statue (${id}): it can't attack (508.1c)` },
      { id: bears, problem: null },
    ]);
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: bears }] }).ok).toBe(true);
  });
});
