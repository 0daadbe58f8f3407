import type { Amount } from '../../templates/card-template.js';
import { boardAmount } from '../describe/board-amounts.js';
import { allMatching } from '../describe/matches.js';
import { devotion } from '../describe/devotion.js';
import { manaValueOf } from '../describe/mana-value.js';
import { partySize } from '../describe/party.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import { spellsCastBefore } from '../state/turn-record.js';
import type { EffectContext } from './types.js';
import { viewpointOf } from './viewpoint.js';

/** An amount's value as the effect happens (107, 608.2h). */
export function evaluateAmount(ctx: EffectContext, amount: Amount): number {
  switch (amount.kind) {
    case 'fixed':
      return amount.value;
    case 'variable':
      return ctx.x;
    case 'eventAmount':
      return ctx.trigger?.amount ?? 0;
    case 'property': {
      const [id] = ctx.resolve(amount.of);
      // 608.2h: "its toughness" after "the sacrificed creature's power" is the sacrificed one's, as it last was.
      const known = ctx.sacrificed.find((k) => k.id === id);
      if (known) return Math.max(0, known[amount.property]);
      const object = id === undefined ? undefined : ctx.tx.state.objects[id];
      if (!object) return 0;
      if (amount.property === 'power') return Math.max(0, powerOf(object, ctx.tx.state));
      if (amount.property === 'toughness') return Math.max(0, toughnessOf(object, ctx.tx.state));
      return manaValueOf(ctx.tx.state, object);
    }
    case 'devotion':
      return devotion(ctx.tx.state, ctx.controller, amount.colors);
    case 'sacrificed': {
      // 608.2h: the permanent the costs sacrificed, as it last existed on the battlefield; a later "it" names it.
      const [known] = ctx.sacrificed;
      if (!known) return 0;
      ctx.mention(known.id);
      return Math.max(0, known[amount.property]);
    }
    case 'party':
      return partySize(ctx.tx.state, ctx.controller) * amount.times;
    case 'counters': {
      // 702.24b: the counters on it as the ability resolves, whatever put them there; 608.2h: once it has left the
      // battlefield ("Sacrifice ~: …", "When ~ dies, …"), those it had there.
      const [id] = ctx.resolve(amount.of);
      const object = id === undefined ? undefined : ctx.tx.state.objects[id];
      if (!object) return 0;
      const counters = object.zone.zone === 'battlefield' ? object.counters : (object.lastCounters ?? object.counters);
      return counters[amount.counter] ?? 0;
    }
    case 'blockers': {
      // 702.23a, 509.1h: the creatures blocking it now, as the ability resolves (702.23b: counted once).
      const [id] = ctx.resolve(amount.of);
      const attacker = ctx.tx.state.combat?.attackers.find((a) => a.creature === id);
      return Math.max(0, (attacker?.blockers.length ?? 0) - amount.beyond) * amount.times;
    }
    case 'devoured':
      // 702.82b: remembered on the permanent as it entered (replacement/devour.ts), kept as it leaves.
      return (ctx.tx.state.objects[ctx.source]?.devoured ?? 0) * amount.times;
    case 'spellsCastBefore': {
      // 702.40a: the spells cast before the one the trigger is about (storm's own spell).
      const spell = ctx.trigger?.object ?? ctx.source;
      return spellsCastBefore(ctx.tx.state, spell) * amount.times;
    }
    case 'dieResult':
      // 706.2: the result of the die this resolution rolled last.
      return ctx.chance().rolled ?? 0;
    case 'votes':
      // 701.32a: the votes the option got in this resolution's vote.
      return (ctx.chance().votes?.[amount.option] ?? 0) * amount.times;
    case 'discardedThisWay':
      // 701.8: all the cards discarded this way (a player's own are read by discardedBy).
      return Object.values(ctx.chance().discarded).reduce((sum, n) => sum + n, 0);
    case 'lifeLostThisWay':
      // 702.101a: the life lost through this resolution's loseLife effects so far.
      return ctx.chance().lifeLost;
    case 'count': {
      // "for each creature you control": the number of matches now, times the factor ("two for each …").
      if (!amount.player) return allMatching(ctx.tx.state, amount.of, viewpointOf(ctx)).length * amount.times;
      // "for each creature target opponent controls": that player's (608.2c).
      const viewpoint = viewpointOf(ctx);
      const counted = ctx
        .resolve(amount.player)
        .reduce((sum, player) => sum + allMatching(ctx.tx.state, amount.of, { ...viewpoint, player }).length, 0);
      return counted * amount.times;
    }
    case 'basicLandTypes':
    case 'lifeTotal':
    case 'greatest':
    case 'least':
    case 'total':
      // 608.2h: worked out once, as the effect happens.
      return boardAmount(ctx.tx.state, amount, viewpointOf(ctx));
  }
}
