import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import { creature } from '../test-support/templates.js';
import { idOf } from '../test-support/find.js';
import { playerView } from '../view/player-view.js';
import { emblemsOf } from '../ops/emblems.js';
import { EMPTY_POOL } from '../mana/pool.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const anthem = cardOf(`name Anthem Walker
cost {2}{W}
type planeswalker - gideon
loyalty 4
text -4: You get an emblem with "Creatures you control get +1/+1."`);
const burner = cardOf(`name Burn Walker
cost {2}{R}
type planeswalker - chandra
loyalty 7
text -7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."`);
const curse = cardOf(`name Curse Walker
cost {2}{R}
type planeswalker - chandra
loyalty 6
text +2: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."`);
const bear = creature('Bear', '{1}{G}', '2/2');

describe('emblems (114)', () => {
  it('114.2: the player gets an emblem in their command zone, owned and controlled by them; undo takes it back', () => {
    const g = setupGame({ players: [{ battlefield: [anthem, bear] }, { battlefield: [bear] }] });
    expect(g.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(g.perform({ type: 'resolve' }).ok).toBe(true);
    const [emblem] = emblemsOf(g.state, 'p1');
    expect(emblem).toMatchObject({ owner: 'p1', controller: 'p1', zone: { player: 'p1', zone: 'command' } });
    // 114.3: no characteristics but its abilities.
    expect(emblem?.template).toMatchObject({ types: [], colors: [], manaCost: null, power: null });
    expect(emblem?.template.abilities.map((a) => a.text)).toEqual(['Creatures you control get +1/+1.']);
    expect(g.log.some((e) => e.event.type === 'emblemCreated')).toBe(true);
    g.undo();
    expect(emblemsOf(g.state, 'p1')).toEqual([]);
    g.redo();
    expect(emblemsOf(g.state, 'p1')).toHaveLength(1);
  });

  it('114.4: its static ability applies from the command zone, "you" being its controller; the walker may be gone', () => {
    const g = setupGame({ players: [{ battlefield: [anthem, bear] }, { battlefield: [bear] }] });
    g.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    g.perform({ type: 'resolve' });
    // 704.5i: the walker, at 0 loyalty, is gone; the emblem stays (408.1).
    expect(g.state.objects['c1']?.zone.zone).toBe('graveyard');
    const mine = g.state.objects['c2'];
    const theirs = g.state.objects['c3'];
    expect(mine && [powerOf(mine, g.state), toughnessOf(mine, g.state)]).toEqual([3, 3]);
    expect(theirs && powerOf(theirs, g.state)).toBe(2);
    // A creature that enters later gets it too (611.3a).
    expect(g.perform({ type: 'addCard', player: 'p1', zone: 'battlefield', template: bear }).ok).toBe(true);
    const later = Object.values(g.state.objects).at(-1);
    expect(later && powerOf(later, g.state)).toBe(3);
  });

  it('114.4: its triggered ability triggers; "this emblem" is the emblem, the source of the damage', () => {
    const shock = cardOf(`name Zap
cost {R}
type instant
text Zap deals 1 damage to any target.`);
    const g = setupGame({ players: [{ battlefield: [burner], hand: [shock] }, {}] });
    g.perform({ type: 'activate', player: 'p1', source: idOf(g, 'Burn Walker'), ability: 0 });
    g.perform({ type: 'resolve' });
    const [emblem] = emblemsOf(g.state, 'p1');
    expect(emblem).toBeDefined();
    g.perform({ type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1 } });
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Zap'), targets: ['p2'] }).ok).toBe(true);
    const pending = g.state.pendingTriggers[0];
    expect(pending?.source).toBe(emblem?.id);
    expect(g.perform({ type: 'putTrigger', player: 'p1', trigger: pending?.id ?? '', targets: ['p2'] }).ok).toBe(true);
    g.perform({ type: 'resolve' });
    expect(g.state.players['p2']?.life).toBe(15);
    const damage = g.log.map((e) => e.event).find((e) => e.type === 'damageDealt');
    expect(damage).toMatchObject({ source: emblem?.id, amount: 5 });
  });

  it('"Each opponent gets an emblem": theirs, and "your upkeep" and "you" are theirs (109.4c)', () => {
    const g = setupGame({ players: [{ battlefield: [curse] }, {}] });
    g.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    g.perform({ type: 'resolve' });
    expect(emblemsOf(g.state, 'p1')).toEqual([]);
    const [emblem] = emblemsOf(g.state, 'p2');
    expect(emblem).toMatchObject({ owner: 'p2', controller: 'p2' });
    // Emblems are public: both players see them.
    const view = playerView(g.state, 'p1');
    expect(view.players['p2']?.emblems).toEqual([emblem?.id]);
    expect(view.objects[emblem?.id ?? '']?.template.abilities).toHaveLength(1);
  });
});
