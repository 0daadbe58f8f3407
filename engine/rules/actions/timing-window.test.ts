import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate, TimingPart } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import type { GameState, Step } from '../state/types.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { STEPS } from '../turn/steps.js';
import { windowProblem } from './timing-window.js';

/** The abilities a line of rules text parses to: these tests run what the grammar reads. */
function abilities(text: string): readonly Ability[] {
  const result = parseAbilityText(text, 1, []);
  expect(result.problem).toBeNull();
  return result.abilities;
}

const window = (text: string): readonly TimingPart[] => {
  const [a] = abilities(`Cast ~ only ${text}.`);
  const r = a?.kind === 'castRestriction' ? a.restrictions[0] : undefined;
  if (r?.kind !== 'window') throw new Error(`no window in ${text}`);
  return r.parts;
};

/** p1 is active; combat as the engine has it in that step, attackers and blockers declared where they would be. */
function at(step: Step, declared: { attackers?: boolean; blockers?: boolean } = {}): GameState {
  const state = setupState({ step });
  if (!state.combat) return state;
  return {
    ...state,
    combat: {
      ...state.combat,
      attackersDeclared: declared.attackers ?? step !== 'beginningOfCombat',
      blockersDeclared: declared.blockers ?? !['beginningOfCombat', 'declareAttackers'].includes(step),
    },
  };
}

const open = (text: string, step: Step, player = 'p1', declared = {}) =>
  windowProblem(at(step, declared), window(text), player) === null;

const steps = (text: string, player = 'p1'): Step[] => STEPS.filter((s) => open(text, s, player));

describe('whether a timing window is open (506.6, 602.5b)', () => {
  it('during combat: the combat phase, both damage steps (506.1, 506.6c)', () => {
    expect(steps('during combat')).toEqual([
      'beginningOfCombat',
      'declareAttackers',
      'declareBlockers',
      'firstStrikeDamage',
      'combatDamage',
      'endOfCombat',
    ]);
  });

  it('before attackers are declared: before the declare attackers step begins (506.6a)', () => {
    expect(steps('during your turn, before attackers are declared')).toEqual([
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginningOfCombat',
    ]);
    expect(steps('during your turn, before attackers are declared', 'p2')).toEqual([]);
  });

  it('before the combat damage step: not in either damage step (510.4)', () => {
    expect(steps('before the combat damage step')).toEqual([
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginningOfCombat',
      'declareAttackers',
      'declareBlockers',
    ]);
  });

  it('after blockers are declared, during combat; never when the declare blockers step was skipped (506.6f)', () => {
    expect(steps('during combat after blockers are declared')).toEqual([
      'declareBlockers',
      'firstStrikeDamage',
      'combatDamage',
      'endOfCombat',
    ]);
    // 508.8: no attackers, so no declare blockers step: the end of combat step comes with nothing declared.
    expect(open('during combat after blockers are declared', 'endOfCombat', 'p1', { blockers: false })).toBe(false);
  });

  it("whose turn: said from the acting player's side", () => {
    expect(open("during an opponent's turn", 'main1', 'p2')).toBe(true);
    expect(open("during an opponent's turn", 'main1', 'p1')).toBe(false);
    expect(open("during the declare blockers step on an opponent's turn", 'declareBlockers', 'p2')).toBe(true);
    expect(open("during the declare blockers step on an opponent's turn", 'declareBlockers', 'p1')).toBe(false);
    expect(steps('during your upkeep')).toEqual(['upkeep']);
    expect(steps('during your upkeep', 'p2')).toEqual([]);
    expect(steps('after combat')).toEqual(['main2', 'end', 'cleanup']);
  });

  it('says why it is closed, in the words of the card and of the turn', () => {
    expect(windowProblem(at('main1'), window('during combat'), 'p2')).toEqual({
      only: 'only during combat',
      now: "it is p1's main1 step",
    });
  });
});

describe('casting in a window (601.3) and activating by any player (602.2)', () => {
  const favor = (): CardTemplate =>
    card('Storm Seeker', {
      cost: '{G}',
      types: ['instant'],
      abilities: abilities('Cast ~ only during combat.').concat(abilities('You gain 1 life.')),
    });

  it('refuses a cast outside its window with the reason, allows it inside', () => {
    const game = setupGame({ players: [{ hand: [favor()], pool: { G: 1 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' })).toEqual({
      ok: false,
      reason: 'Storm Seeker (c1) can be cast only during combat (601.3); it is your main1 step',
    });
    const combat = setupGame({ step: 'declareAttackers', players: [{ hand: [favor()], pool: { G: 1 } }, {}] });
    expect(combat.perform({ type: 'cast', player: 'p1', card: 'c1' }).ok).toBe(true);
  });

  it('"Cast ~ only if …": the condition, as the card is cast', () => {
    const snow = card('Chill', {
      cost: '{U}',
      types: ['instant'],
      abilities: abilities('Cast ~ only if you control a Forest.').concat(abilities('Draw a card.')),
    });
    const game = setupGame({ players: [{ hand: [snow], pool: { U: 1 } }, {}] });
    const refused = game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.reason).toContain('can be cast only if');
  });

  it('casts a sorcery as though it had flash for {2} more only when a sorcery could not be cast (601.3c, 307.5a)', () => {
    const wave = (): CardTemplate =>
      card('Wave', {
        cost: '{U}',
        types: ['sorcery'],
        abilities: abilities('You may cast ~ as though it had flash if you pay {2} more to cast it.').concat(
          abilities('Draw a card.'),
        ),
      });
    const theirs = setupGame({ step: 'upkeep', players: [{}, { hand: [wave()], pool: { U: 1, C: 1 } }] });
    const refused = theirs.perform({ type: 'cast', player: 'p2', card: 'c1' });
    expect(refused.ok ? '' : refused.reason).toMatch(/can't pay/);
    const paid = setupGame({ step: 'upkeep', players: [{}, { hand: [wave()], pool: { U: 1, C: 2 } }] });
    expect(paid.perform({ type: 'cast', player: 'p2', card: 'c1' }).ok).toBe(true);
    const own = setupGame({ players: [{ hand: [wave()], pool: { U: 1 } }, {}] });
    expect(own.perform({ type: 'cast', player: 'p1', card: 'c1' }).ok).toBe(true);
  });

  it('lets the other player activate an ability that says any player may; "you" is that player', () => {
    const hydra = creature(
      'Feral Hydra',
      '{X}{G}',
      '0/0',
      abilities('{1}: You gain 1 life. Any player may activate this ability.'),
    );
    const game = setupGame({ players: [{ battlefield: [hydra, grizzlyBears()] }, { pool: { C: 1 } }] });
    expect(game.perform({ type: 'activate', player: 'p2', source: 'c1', ability: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(21);
    expect(game.state.players.p1?.life).toBe(20);
    // Without those words, only its controller (602.2).
    const plain = creature('Bear', '{G}', '2/2', abilities('{1}: You gain 1 life.'));
    const other = setupGame({ players: [{ battlefield: [plain] }, { pool: { C: 1 } }] });
    expect(other.perform({ type: 'activate', player: 'p2', source: 'c1', ability: 0 })).toEqual({
      ok: false,
      reason: 'Bear (c1) is controlled by p1',
    });
  });
});
