import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/formats.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { legalActions } from '../game/legal-actions.js';
import { idOf } from '../test-support/find.js';
import type { Action } from './types.js';

/** Modal spells and abilities (700.2): modes chosen on casting / activating / putting on the stack. */

const cardOf = (...lines: string[]): CardTemplate => {
  const { card, warnings } = parseCardText(lines.join('\n'), 'test.card');
  expect(warnings).toEqual([]);
  return card;
};

const blast = cardOf(
  'name Blast',
  'cost {U}',
  'type instant',
  'text Choose one or both —',
  'text • Destroy target creature.',
  'text • Target player gains 3 life.',
);
const bear = cardOf('name Bear', 'cost {1}{G}', 'type creature - bear', 'pt 2/2');
const knight = cardOf(
  'name Knight',
  'cost {G}',
  'type creature - knight',
  'pt 2/1',
  'text When ~ enters the battlefield, choose one —',
  'text • Destroy target creature.',
  'text • You gain 4 life.',
);
const relic = cardOf(
  'name Relic',
  'type artifact',
  'text {T}: Choose one —',
  'text • You gain 1 life.',
  'text • Target player loses 1 life.',
);

function game() {
  return setupGame({
    step: 'main1',
    players: [{ hand: [blast, knight], battlefield: [relic], pool: { U: 1, G: 1 } }, { battlefield: [bear] }],
  });
}

describe('modal spells (700.2a, 601.2b)', () => {
  it('each mode resolves alone, with only its own target (700.2c)', () => {
    const g = game();
    const card = idOf(g, 'Blast');
    expect(g.perform({ type: 'cast', player: 'p1', card, modes: [1], targets: ['p1'] }).ok).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ kind: 'spell', modes: [1], targets: ['p1'] });
    g.perform({ type: 'resolve' });
    expect(g.state.players['p1']?.life).toBe(23);
    expect(g.state.objects[idOf(g, 'Bear')]?.zone.zone).toBe('battlefield');

    g.undo();
    g.undo();
    expect(g.perform({ type: 'cast', player: 'p1', card, modes: [0], targets: [idOf(g, 'Bear')] }).ok).toBe(true);
    g.perform({ type: 'resolve' });
    expect(g.state.objects[idOf(g, 'Bear')]?.zone.zone).toBe('graveyard');
    expect(g.state.players['p1']?.life).toBe(20);
  });

  it('both modes: targets in printed order whatever order the modes are named in; undo restores all', () => {
    const g = game();
    const card = idOf(g, 'Blast');
    const before = g.state;
    const bearId = idOf(g, 'Bear');
    expect(g.perform({ type: 'cast', player: 'p1', card, modes: [1, 0], targets: [bearId, 'p2'] }).ok).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ modes: [0, 1] });
    g.perform({ type: 'resolve' });
    expect(g.state.objects[bearId]?.zone.zone).toBe('graveyard');
    expect(g.state.players['p2']?.life).toBe(23);
    g.undo();
    g.undo();
    expect(g.state).toEqual(before);
  });

  it('refuses a wrong number of modes, unknown or repeated modes, and targets of modes not chosen', () => {
    const g = game();
    const card = idOf(g, 'Blast');
    const reason = (a: Action) => {
      const r = g.perform(a);
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason({ type: 'cast', player: 'p1', card, targets: ['p1'] })).toContain('choose 1-2 of its 2 modes');
    expect(reason({ type: 'cast', player: 'p1', card, modes: [2], targets: ['p1'] })).toContain('no mode 3');
    expect(reason({ type: 'cast', player: 'p1', card, modes: [1, 1], targets: ['p1', 'p1'] })).toContain('700.2d');
    expect(reason({ type: 'cast', player: 'p1', card, modes: [1], targets: ['p1', 'p2'] })).toContain(
      'needs 1 target(s)',
    );
    // A spell that isn't modal takes no modes.
    const bearCard = cardOf('name Cub', 'cost {G}', 'type creature - bear', 'pt 1/1');
    const g2 = setupGame({ step: 'main1', players: [{ hand: [bearCard], pool: { G: 1 } }, {}] });
    const r = g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Cub'), modes: [0] });
    expect(r.ok ? '' : r.reason).toContain('not modal');
    expect(g.state.stack).toEqual([]);
  });

  it('legalActions offers each allowed combination of modes with its targets', () => {
    const g = game();
    const card = idOf(g, 'Blast');
    const casts = legalActions(g.state, 'p1').filter(
      (a): a is Extract<Action, { type: 'cast' }> => a.type === 'cast' && a.card === card,
    );
    const combos = new Set(casts.map((a) => JSON.stringify(a.modes)));
    expect([...combos]).toEqual(['[0]', '[1]', '[0,1]']);
    expect(casts.find((a) => JSON.stringify(a.modes) === '[0]')?.targets).toEqual([idOf(g, 'Bear')]);
  });
});

describe('modal activated and triggered abilities (700.2a, 700.2b, 603.3c)', () => {
  it('an activated ability chooses its mode on activation', () => {
    const g = game();
    const source = idOf(g, 'Relic');
    expect(g.perform({ type: 'activate', player: 'p1', source, ability: 0, modes: [1], targets: ['p2'] }).ok).toBe(
      true,
    );
    expect(g.state.stack[0]).toMatchObject({ kind: 'ability', modes: [1] });
    g.perform({ type: 'resolve' });
    expect(g.state.players['p2']?.life).toBe(19);
    expect(g.state.players['p1']?.life).toBe(20);
  });

  it('a modal trigger waits for its controller to choose the mode, then only that mode runs', () => {
    const g = game();
    g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Knight') });
    g.perform({ type: 'resolve' });
    const [pending] = g.state.pendingTriggers;
    expect(pending).toBeDefined();
    const trigger = pending?.id ?? '';
    const refused = g.perform({ type: 'putTrigger', player: 'p1', trigger });
    expect(refused.ok ? '' : refused.reason).toContain('choose 1 of its 2 modes');
    const offered = legalActions(g.state, 'p1').map((a) => (a.type === 'putTrigger' ? a.modes : null));
    expect(offered).toEqual([[0], [0], [1]]); // Destroy Bear or the Knight itself; or gain 4 life.
    expect(g.perform({ type: 'putTrigger', player: 'p1', trigger, modes: [1] }).ok).toBe(true);
    g.perform({ type: 'resolve' });
    expect(g.state.players['p1']?.life).toBe(24);
    expect(g.state.objects[idOf(g, 'Bear')]?.zone.zone).toBe('battlefield');
  });
});
