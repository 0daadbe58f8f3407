import type { Effect } from '../../templates/card-template.js';
import { addMana, addProducedMana } from './add-mana.js';
import { chooseColorEffect } from './choose-color.js';
import { attach } from './attach.js';
import { changeZone } from './change-zone.js';
import { conditional } from './conditional.js';
import { delayed } from './delayed.js';
import { counter } from './counter.js';
import { copySpell } from './copy-spell.js';
import { cascade } from './cascade.js';
import { castWithoutPaying } from './cast-without-paying.js';
import { castForMadness } from './cast-for-madness.js';
import { mayPlay } from './may-play.js';
import { revealUntil } from './reveal-until.js';
import { mill } from './mill.js';
import { shuffleIntoLibrary } from './shuffle-zones.js';
import { exchangeControl } from './exchange-control.js';
import { pair } from './pair.js';
import { lookAtHand } from './look-at-hand.js';
import { extraTurn } from './extra-turn.js';
import { becomeMonarch } from './become-monarch.js';
import { endGame } from './end-game.js';
import { skipNext } from './skip-next.js';
import { additionalLands } from './additional-lands.js';
import { maximumHandSize } from './maximum-hand-size.js';
import { modal } from './modal.js';
import { modify } from './modify.js';
import { sacrifice } from './sacrifice.js';
import { dealDamage } from './deal-damage.js';
import { destroy } from './destroy.js';
import { drawCards } from './draw-cards.js';
import { gainLife } from './gain-life.js';
import { regenerate } from './regenerate.js';
import { transform } from './transform.js';
import { loseLife } from './lose-life.js';
import { untap } from './untap.js';
import { discard } from './discard.js';
import { exileCards } from './exile-cards.js';
import { chooseCard } from './choose-card.js';
import { revealHand } from './reveal-hand.js';
import { reveal } from './reveal.js';
import { discardHand } from './discard-hand.js';
import { preventDamage } from './prevent-damage.js';
import { proliferate } from './proliferate.js';
import { removeCounters } from './remove-counters.js';
import { moveCounters } from './move-counters.js';
import { becomeDesignated } from './become-designated.js';
import { putCounters } from './put-counters.js';
import { createTokens } from './create-tokens.js';
import { createTokenCopies } from './create-token-copies.js';
import { createEmblem } from './create-emblem.js';
import { becomeCopy } from './become-copy.js';
import { optional } from './optional.js';
import { pay } from './pay.js';
import { search } from './search.js';
import { tap } from './tap.js';
import { tapOrUntap } from './tap-or-untap.js';
import { topCards } from './top-cards.js';
import { unless } from './unless.js';
import { fight } from './fight.js';
import { flipCoin } from './flip-coin.js';
import { clash } from './clash.js';
import { vote } from './vote.js';
import { explore } from './explore.js';
import { rollDie } from './roll-die.js';
import { planeswalk } from './planeswalk.js';
import { exileIfLeaves } from './exile-if-leaves.js';
import { exileIfDies } from './exile-if-dies.js';
import { reflexive } from './reflexive.js';
import type { EffectContext, EffectModule } from './types.js';

type Registry = { readonly [K in Effect['kind']]: EffectModule<K> };

/** Every effect kind of the template contract has exactly one executor (the type makes a missing one an error). */
export const EFFECTS: Registry = {
  addMana,
  addProducedMana,
  chooseColor: chooseColorEffect,
  dealDamage,
  destroy,
  regenerate,
  transform,
  drawCards,
  gainLife,
  tap,
  loseLife,
  untap,
  tapOrUntap,
  discard,
  exileCards,
  revealHand,
  reveal,
  discardHand,
  chooseCard,
  putCounters,
  proliferate,
  removeCounters,
  moveCounters,
  becomeDesignated,
  createTokens,
  createTokenCopies,
  createEmblem,
  becomeCopy,
  optional,
  pay,
  changeZone,
  exileIfLeaves,
  exileIfDies,
  reflexive,
  sacrifice,
  counter,
  copySpell,
  cascade,
  castWithoutPaying,
  castForMadness,
  mayPlay,
  revealUntil,
  mill,
  shuffleIntoLibrary,
  exchangeControl,
  pair,
  lookAtHand,
  extraTurn,
  becomeMonarch,
  endGame,
  skipNext,
  additionalLands,
  maximumHandSize,
  modify,
  search,
  modal,
  attach,
  conditional,
  delayed,
  topCards,
  preventDamage,
  unless,
  fight,
  flipCoin,
  clash,
  vote,
  explore,
  rollDie,
  planeswalk,
};

export function executeEffect(ctx: EffectContext, effect: Effect): void {
  const module = EFFECTS[effect.kind] as EffectModule<typeof effect.kind>;
  (module.execute as (c: EffectContext, e: Effect) => void)(ctx, effect);
}
