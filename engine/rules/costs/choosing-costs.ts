import type { Cost } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { isCreature } from '../state/characteristics.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * The costs that choose objects as they are paid (118.3, 601.2h, 602.2b): "Sacrifice a creature", "Discard a card",
 * "Tap an untapped creature you control", "Exile a card from your graveyard", "Exile a blue card from your hand",
 * "Return an Island you control to its owner's hand", "Reveal a Dragon card from your hand" and crew's "Tap any number
 * of other untapped creatures you control with total power N or greater" (702.122a). One list for the engine, which
 * pays them, and the rules tester, which asks which objects pay them.
 */
export type ChoosingCost = Extract<
  Cost,
  {
    kind:
      | 'sacrifice'
      | 'discard'
      | 'tapUntapped'
      | 'exileFromGraveyard'
      | 'exileFromHand'
      | 'returnToHand'
      | 'revealFromHand'
      | 'tapTotalPower';
  }
>;

/** Where each choosing cost finds what it takes (118.3). */
export const CHOOSING_COST_ZONES: Readonly<Record<ChoosingCost['kind'], 'battlefield' | 'hand' | 'graveyard'>> = {
  sacrifice: 'battlefield',
  discard: 'hand',
  tapUntapped: 'battlefield',
  exileFromGraveyard: 'graveyard',
  exileFromHand: 'hand',
  returnToHand: 'battlefield',
  revealFromHand: 'hand',
  tapTotalPower: 'battlefield',
};

/** Whether the player chooses what pays `cost` (a random discard chooses nothing: 701.8c). */
export function isChoosingCost(cost: Cost): cost is ChoosingCost {
  if (cost.kind === 'discard') return !cost.random;
  return Object.hasOwn(CHOOSING_COST_ZONES, cost.kind);
}

/**
 * The objects that could pay a choosing cost now, oldest first: permanents the player controls (untapped ones for
 * "tap an untapped …", 118.3; other untapped creatures for crew, 702.122a), cards in their hand or graveyard; each
 * matching the cost's description as seen from the ability (so "another" leaves out the source, 109.5). A spell
 * being cast from the hand is on the stack as its costs are paid (601.2a), so it never pays them itself.
 */
export function choosingCostCandidates(
  state: GameState,
  cost: ChoosingCost,
  player: PlayerId,
  source: ObjectId,
  x = 0,
): ObjectId[] {
  const zone = CHOOSING_COST_ZONES[cost.kind];
  const ids =
    zone === 'battlefield'
      ? state.playerOrder.flatMap((p) => state.players[p]?.zones.battlefield ?? [])
      : (state.players[player]?.zones[zone] ?? []);
  const viewpoint = { controller: player, source, x };
  return ids.filter((id) => {
    const object = state.objects[id];
    if (!object || (zone === 'hand' && id === source)) return false;
    if (zone === 'battlefield' && object.controller !== player) return false;
    if ((cost.kind === 'tapUntapped' || cost.kind === 'tapTotalPower') && object.tapped) return false;
    if (cost.kind === 'tapTotalPower' && (id === source || !isCreature(object, state))) return false;
    return matchesDescription(state, id, cost.what, viewpoint);
  });
}
