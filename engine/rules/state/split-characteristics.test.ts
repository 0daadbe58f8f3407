import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../format/formats.js';
import type { CardTemplate, Quality } from '../../templates/card-template.js';
import { manaValueOf } from '../describe/mana-value.js';
import { objectHasQuality } from '../describe/qualities.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { checkCondition } from '../triggers/conditions.js';
import { colorsOfObject, namesOf, typesOf } from './characteristics.js';
import type { GameState } from './types.js';

function card(lines: readonly string[]): CardTemplate {
  const parsed = parseCardFile('x.card', lines.join('\n'));
  if (!parsed || parsed.warnings.length > 0) throw new Error(`bad test card: ${JSON.stringify(parsed?.warnings)}`);
  return parsed.card;
}

// Real split cards, as the sample (cards-sample.jsonl, Apocalypse and Commander / Duel Decks printings) gives them.
const nightDay = () =>
  card([
    'layout split',
    'face Night',
    'cost {B}',
    'type instant',
    'text Target creature gets -1/-1 until end of turn.',
    'face Day',
    'cost {2}{W}',
    'type instant',
    'text Creatures target player controls get +1/+1 until end of turn.',
  ]);
const painSuffering = () =>
  card([
    'layout split',
    'face Pain',
    'cost {B}',
    'type sorcery',
    'text Target player discards a card.',
    'face Suffering',
    'cost {3}{R}',
    'type sorcery',
    'text Destroy target land.',
  ]);
const consignOblivion = () =>
  card([
    'layout aftermath',
    'face Consign',
    'cost {1}{U}',
    'type instant',
    "text Return target nonland permanent to its owner's hand.",
    'face Oblivion',
    'cost {4}{B}',
    'type sorcery',
    'text Aftermath (Cast this spell only from your graveyard. Then exile it.)',
    'text Target opponent discards two cards.',
  ]);

const viewpoint = { controller: 'p1', source: null } as const;
const has = (state: GameState, id: string, q: Quality): boolean =>
  objectHasQuality(state, state.objects[id]!, q, viewpoint);

describe('a split card outside the stack has both halves combined (709.4)', () => {
  it('mana value is the sum of the halves, on the stack only the half cast (709.4b, 709.3b)', () => {
    const g = setupGame({ players: [{ hand: [painSuffering()], pool: { B: 1 } }, {}] });
    const id = idOf(g, 'Pain // Suffering');
    // {B} + {3}{R}: 5 in the hand, so not "a card with mana value 3 or less" (Inquisition of Kozilek).
    expect(manaValueOf(g.state, g.state.objects[id]!)).toBe(5);
    expect(has(g.state, id, { kind: 'compare', property: 'manaValue', op: '<=', value: 3 })).toBe(false);
    expect(has(g.state, id, { kind: 'compare', property: 'manaValue', op: '=', value: 5 })).toBe(true);
    const cast = g.perform({ type: 'cast', player: 'p1', card: id, half: 0, targets: ['p2'] });
    expect(cast.ok ? '' : cast.reason).toBe('');
    expect(manaValueOf(g.state, g.state.objects[id]!)).toBe(1);
    g.perform({ type: 'resolve' });
    expect(g.state.objects[id]?.zone.zone).toBe('graveyard');
    expect(manaValueOf(g.state, g.state.objects[id]!)).toBe(5);
  });

  it('colors are the union of the halves in every zone but the stack (709.4b)', () => {
    const g = setupGame({ players: [{ library: [nightDay()], graveyard: [painSuffering()] }, {}] });
    const night = g.state.objects[idOf(g, 'Night // Day')]!;
    expect(colorsOfObject(night, g.state)).toEqual(['W', 'B']);
    expect(colorsOfObject(night)).toEqual(['W', 'B']);
    expect(has(g.state, night.id, { kind: 'color', color: 'W', negated: false })).toBe(true);
    expect(has(g.state, night.id, { kind: 'colorCount', count: 'multicolored' })).toBe(true);
    expect(has(g.state, idOf(g, 'Pain // Suffering'), { kind: 'color', color: 'R', negated: false })).toBe(true);
  });

  it('card types of both halves: an instant // sorcery counts two for delirium (709.4c)', () => {
    const g = setupGame({ players: [{ graveyard: [consignOblivion()] }, {}] });
    const id = idOf(g, 'Consign // Oblivion');
    expect([...typesOf(g.state.objects[id]!, g.state)].sort()).toEqual(['instant', 'sorcery']);
    expect(has(g.state, id, { kind: 'type', type: 'sorcery', negated: false })).toBe(true);
    expect(checkCondition(g.state, { kind: 'cardTypes', op: '>=', value: 2 }, viewpoint)).toBe(true);
  });

  it('both names: it is named either half, and shares a name with what has either (709.4a, 201.2a)', () => {
    const g = setupGame({ players: [{ hand: [nightDay()], graveyard: [nightDay()] }, {}] });
    const id = idOf(g, 'Night // Day');
    expect(namesOf(g.state.objects[id]!)).toEqual(['Night', 'Day']);
    expect(has(g.state, id, { kind: 'named', name: 'Day' })).toBe(true);
    expect(has(g.state, id, { kind: 'named', name: 'Night' })).toBe(true);
    expect(has(g.state, id, { kind: 'named', name: 'Night // Day' })).toBe(false);
    const other = idOf(g, 'Night // Day', 2);
    const shares: Quality = { kind: 'shares', what: 'name', with: 'it', other: true };
    expect(objectHasQuality(g.state, g.state.objects[id]!, shares, { ...viewpoint, it: other })).toBe(true);
  });
});
