import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../format/formats.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card as plainCard, grizzlyBears } from '../test-support/templates.js';
import { legalActions } from '../game/legal-actions.js';
import { fusedOf, halvesOf } from './split-card.js';

function card(text: string): CardTemplate {
  const parsed = parseCardFile('x.card', text);
  if (!parsed || parsed.warnings.length > 0) throw new Error(`bad test card: ${JSON.stringify(parsed?.warnings)}`);
  return parsed.card;
}

const FUSE = 'text Fuse (You may cast one or both halves of this card from your hand.)';
const wearTear = () =>
  card(
    [
      'layout split',
      'face Wear',
      'cost {1}{R}',
      'type instant',
      'text Destroy target artifact.',
      FUSE,
      'face Tear',
      'cost {W}',
      'type instant',
      'text Destroy target enchantment.',
      FUSE,
    ].join('\n'),
  );
const consign = () =>
  card(
    [
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
    ].join('\n'),
  );
const relic = () => plainCard('Relic', { cost: '{1}', types: ['artifact'] });
const charm = () => plainCard('Charm', { cost: '{1}', types: ['enchantment'] });

const game = (hand: CardTemplate[], graveyard: CardTemplate[], pool: Record<string, number>) =>
  setupGame({
    players: [
      { hand, graveyard, pool },
      { battlefield: [relic(), charm(), grizzlyBears()], hand: [grizzlyBears(), grizzlyBears(), grizzlyBears()] },
    ],
  });

describe('split cards (709)', () => {
  it('halves and the fused spell: names, mana costs, colors and text (709.3b, 702.102b)', () => {
    const [wear, tear] = halvesOf(wearTear());
    expect([wear?.name, tear?.name]).toEqual(['Wear', 'Tear']);
    expect(tear?.colors).toEqual(['W']);
    const fused = fusedOf(wearTear());
    expect(fused.name).toBe('Wear // Tear');
    expect(fused.colors).toEqual(['W', 'R']);
    expect(fused.manaCost?.length).toBe(3);
    expect(fused.abilities.filter((a) => a.kind === 'spell').map((a) => a.text)).toEqual([
      'Destroy target artifact.',
      'Destroy target enchantment.',
    ]);
    expect(halvesOf(relic())).toEqual([]);
  });

  it('casts the half chosen: only its characteristics on the stack, the whole card again after (709.3)', () => {
    const g = game([wearTear()], [], { W: 1 });
    const id = idOf(g, 'Wear // Tear');
    const cast = g.perform({ type: 'cast', player: 'p1', card: id, half: 1, targets: [idOf(g, 'Charm')] });
    expect(cast.ok ? '' : cast.reason).toBe('');
    expect(g.state.objects[id]?.template.name).toBe('Tear');
    expect(g.perform({ type: 'resolve' }).ok).toBe(true);
    expect(g.state.objects[idOf(g, 'Charm')]?.zone.zone).toBe('graveyard');
    expect(g.state.objects[id]?.zone.zone).toBe('graveyard');
    expect(g.state.objects[id]?.template.name).toBe('Wear // Tear');
    expect(g.state.objects[id]?.splitCard).toBeUndefined();
  });

  it('the left half by default; its own cost and targets only (709.3a)', () => {
    const g = game([wearTear()], [], { W: 1 });
    const id = idOf(g, 'Wear // Tear');
    const cast = g.perform({ type: 'cast', player: 'p1', card: id, targets: [idOf(g, 'Relic')] });
    expect(cast.ok ? '' : cast.reason).toContain("can't pay");
    const g2 = game([wearTear()], [], { R: 2 });
    const charm = g2.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g2, 'Wear // Tear'),
      targets: [idOf(g2, 'Charm')],
    });
    expect(charm.ok ? '' : charm.reason).toContain('target');
  });

  it('fused: both halves for both costs, left then right as it resolves (702.102a-d)', () => {
    const g = game([wearTear()], [], { R: 2, W: 1 });
    const id = idOf(g, 'Wear // Tear');
    const targets = [idOf(g, 'Relic'), idOf(g, 'Charm')];
    const cast = g.perform({ type: 'cast', player: 'p1', card: id, fuse: true, targets });
    expect(cast.ok ? '' : cast.reason).toBe('');
    expect(g.state.players.p1?.pool).toMatchObject({ R: 0, W: 0 });
    expect(g.state.objects[id]?.template.name).toBe('Wear // Tear');
    g.perform({ type: 'resolve' });
    expect(targets.map((t) => g.state.objects[t]?.zone.zone)).toEqual(['graveyard', 'graveyard']);
    expect(g.state.objects[id]?.zone.zone).toBe('graveyard');
  });

  it('refuses fusing without fuse, from anywhere but the hand, and naming a half too (702.102a)', () => {
    const g = game([consign()], [wearTear()], { R: 2, W: 1, U: 2, B: 5 });
    const targets = [idOf(g, 'Relic'), idOf(g, 'Charm')];
    const noFuse = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Consign // Oblivion'), fuse: true });
    expect(noFuse.ok ? '' : noFuse.reason).toContain('has no fuse');
    const fromGraveyard = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Wear // Tear'), fuse: true, targets });
    expect(fromGraveyard.ok ? '' : fromGraveyard.reason).toContain('only from your hand (702.102a)');
    const g2 = game([wearTear()], [], { R: 2, W: 1 });
    const both = g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Wear // Tear'), fuse: true, half: 1 });
    expect(both.ok ? '' : both.reason).toContain('both halves, not one');
    const notSplit = g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Wear // Tear'), half: 2 });
    expect(notSplit.ok ? '' : notSplit.reason).toContain('two halves');
  });

  it('aftermath: that half only from a graveyard, then exiled; the other half from the hand (702.127a)', () => {
    const g = game([consign()], [], { U: 1, B: 5 });
    const id = idOf(g, 'Consign // Oblivion');
    const fromHand = g.perform({ type: 'cast', player: 'p1', card: id, half: 1, targets: ['p2'] });
    expect(fromHand.ok ? '' : fromHand.reason).toContain('can be cast only from a graveyard (702.127a)');
    const fromGraveyard = game([], [consign()], { B: 5 });
    const gid = idOf(fromGraveyard, 'Consign // Oblivion');
    const cast = fromGraveyard.perform({ type: 'cast', player: 'p1', card: gid, half: 1, targets: ['p2'] });
    expect(cast.ok ? '' : cast.reason).toBe('');
    fromGraveyard.perform({ type: 'resolve' });
    expect(fromGraveyard.state.players.p2?.zones.hand.length).toBe(1);
    expect(fromGraveyard.state.objects[gid]?.zone.zone).toBe('exile');
    // The left half can't be cast from the graveyard: it has no aftermath (nor flashback).
    const left = game([], [consign()], { U: 2 });
    const bounce = left.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(left, 'Consign // Oblivion'),
      targets: [idOf(left, 'Relic')],
    });
    expect(bounce.ok ? '' : bounce.reason).toContain('not in your hand');
  });

  it('legal actions offer each half, both fused from the hand, and the aftermath half from the graveyard', () => {
    const g = game([wearTear()], [consign()], { R: 2, W: 1, B: 5 });
    const casts = legalActions(g.state, 'p1').filter((a) => a.type === 'cast');
    const ways = casts.map((a) => (a.type === 'cast' ? `${a.card}:${a.half ?? ''}:${a.fuse ?? ''}` : ''));
    const wear = idOf(g, 'Wear // Tear');
    const consignId = idOf(g, 'Consign // Oblivion');
    expect(new Set(ways)).toEqual(new Set([`${wear}:0:`, `${wear}:1:`, `${wear}::true`, `${consignId}:1:`]));
  });
});
