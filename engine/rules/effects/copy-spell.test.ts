import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { grizzlyBears, shock } from '../test-support/templates.js';
import type { CardTemplate } from '../../templates/card-template.js';
import type { SpellItem } from '../state/types.js';
import { cardFromText } from './test-cards.js';

const twincast = () =>
  cardFromText('Twincast', '{U}{U}', 'Copy target instant or sorcery spell. You may choose new targets for the copy.');
const cancel = () => cardFromText('Cancel', '{1}{U}{U}', 'Counter target spell.');
/** Grapeshot: "~ deals 1 damage to any target." and "Storm". */
function grapeshot(): CardTemplate {
  const parts = ['Grapeshot deals 1 damage to any target.', 'Storm'].map((text) =>
    cardFromText('Grapeshot', '{1}{R}', text),
  );
  return { ...(parts[0] as CardTemplate), types: ['sorcery'], abilities: parts.flatMap((p) => p.abilities) };
}
const spells = (stack: readonly unknown[]) => stack.filter((i): i is SpellItem => (i as SpellItem).kind === 'spell');

/** p1 casts Shock at p2; p2 holds Twincast and controls Grizzly Bears. */
function shockThenTwincast() {
  const game = setupGame({
    players: [
      { hand: [shock()], pool: { R: 1 } },
      { hand: [twincast()], battlefield: [grizzlyBears()], pool: { U: 2 } },
    ],
  });
  const shockId = idOf(game, 'Shock');
  expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
  expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Twincast'), targets: [shockId] }).ok).toBe(true);
  return { game, shockId };
}

describe('copying a spell (707.10)', () => {
  it('puts a copy above the spell, controlled and owned by its copier, with the same decisions', () => {
    const { game, shockId } = shockThenTwincast();
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const [original, copy] = spells(game.state.stack);
    expect(original?.card).toBe(shockId);
    expect(copy).toMatchObject({ controller: 'p2', targets: ['p2'], copy: true, x: 0, kicked: false });
    const object = game.state.objects[copy?.card ?? ''];
    expect(object).toMatchObject({ owner: 'p2', controller: 'p2', spellCopy: true, zone: { zone: 'stack' } });
    expect(object?.template.name).toBe('Shock');
    // A copy isn't cast (707.10): the turn's record has the two cast spells only.
    expect(game.state.turn.spellsCast?.map((c) => c.card)).toEqual([shockId, idOf(game, 'Twincast')]);
  });

  it('ceases to exist as it leaves the stack (707.10a, 704.5e): resolved or countered, it reaches no graveyard', () => {
    const { game } = shockThenTwincast();
    game.perform({ type: 'resolve' });
    const copy = spells(game.state.stack)[1]?.card ?? '';
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(18);
    expect(game.state.objects[copy]).toBeUndefined();
    expect(game.state.players.p2?.zones.graveyard).toEqual([idOf(game, 'Twincast')]);
    // Undo brings it back on the stack.
    game.undo();
    expect(game.state.objects[copy]?.zone).toEqual({ zone: 'stack' });
    game.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: cancel() });
    game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 3, B: 0, R: 0, G: 0, C: 0 } });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Cancel'), targets: [copy] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[copy]).toBeUndefined();
    expect(game.state.players.p1?.zones.graveyard).toEqual([idOf(game, 'Cancel')]);
  });

  it('707.10c: each target may change to a legal one (a `picks` answer); an illegal answer keeps it', () => {
    const retarget = (pick: string) => {
      const { game } = shockThenTwincast();
      game.perform({ type: 'resolve', answers: { picks: [[pick]] } });
      return spells(game.state.stack)[1]?.targets;
    };
    expect(retarget('p1')).toEqual(['p1']);
    const bears = idOf(shockThenTwincast().game, 'Grizzly Bears');
    expect(retarget(bears)).toEqual([bears]);
    // The original spell is no legal "any target": the copy keeps p2.
    expect(retarget(idOf(shockThenTwincast().game, 'Shock'))).toEqual(['p2']);
  });

  it('707.10f: a copy of a permanent spell resolves into a token', () => {
    const reflect = cardFromText('Reflect', '{G}', 'Copy target creature spell.');
    const game = setupGame({ players: [{ hand: [grizzlyBears(), reflect], pool: { G: 3 } }, {}] });
    const bears = idOf(game, 'Grizzly Bears');
    game.perform({ type: 'cast', player: 'p1', card: bears });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Reflect'), targets: [bears] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    const copy = spells(game.state.stack)[1]?.card ?? '';
    game.perform({ type: 'resolve' });
    expect(game.state.objects[copy]).toMatchObject({ token: true, zone: { player: 'p1', zone: 'battlefield' } });
    expect(game.state.objects[copy]?.spellCopy).toBeUndefined();
  });
});

describe('storm (702.40a)', () => {
  it('copies for each spell cast before it this turn, not after it; copies are not counted', () => {
    const game = setupGame({
      players: [
        { hand: [shock(), shock(), grapeshot()], pool: { R: 4 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    const [first, second] = game.state.players.p1?.zones.hand ?? [];
    game.perform({ type: 'cast', player: 'p1', card: first ?? '', targets: ['p2'] });
    game.perform({ type: 'resolve' });
    game.perform({ type: 'cast', player: 'p1', card: second ?? '', targets: ['p2'] });
    game.perform({ type: 'resolve' });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grapeshot'), targets: ['p2'] }).ok).toBe(true);
    // Its storm trigger is on the stack above it (601.2i, 603.3); p2 casts a Shock in response: cast after it.
    expect(game.state.stack.map((item) => item.kind)).toEqual(['spell', 'ability']);
    const p2Shock = game.state.players.p2?.zones.hand[0] ?? '';
    expect(game.perform({ type: 'cast', player: 'p2', card: p2Shock, targets: ['p1'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    game.perform({ type: 'resolve' });
    const copies = spells(game.state.stack).filter((s) => s.copy === true);
    expect(copies).toHaveLength(2);
    expect(copies.every((c) => c.targets[0] === 'p2' && c.controller === 'p1')).toBe(true);
  });
});
