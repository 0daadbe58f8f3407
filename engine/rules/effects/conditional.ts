import { targetsOf } from '../../templates/subjects.js';
import { checkCondition } from '../triggers/conditions.js';
import type { Condition } from '../../templates/card-template.js';
import type { ChanceResults, EffectModule } from './types.js';

/**
 * 608.2c: "If this spell was kicked, draw a card." The condition is checked as the effect is reached while resolving
 * (for `kicked`, on the spell or the permanent it became: 702.33d); `effects` run if it holds, else `otherwise` ("…
 * draw three cards instead": the sentence before). The targets of the branch that doesn't run were still chosen and
 * named by the text, so a later "that creature" means them (608.2c); they are resolved, without acting on them.
 * "If it's a Cyclops" (`objectIs` `it`) asks about the object named last before the condition.
 */
export const conditional: EffectModule<'conditional'> = {
  kind: 'conditional',
  execute(ctx, effect) {
    // "~ deals 1 damage to target creature. If that creature is white …, … instead.": the replaced sentence's targets
    // were named first, so "that creature" means them (an "Otherwise, …" sentence names no target: the grammar says so).
    for (const target of targetsOf(effect.otherwise)) ctx.resolve(target);
    // "Destroy target creature if it has converted mana cost 2 or less.": the condition's "it" is what its own
    // sentence names, written before it (608.2c).
    if (effect.after) for (const target of targetsOf(effect.effects)) ctx.resolve(target);
    // "If it's a Cyclops, …": the object the text named last (608.2c), or none.
    const c = effect.condition;
    const aboutIt = (c.kind === 'objectIs' && c.what === 'it') || (c.kind === 'counters' && c.of === 'it');
    const it = aboutIt ? (ctx.resolve({ kind: 'it' })[0] ?? null) : null;
    // "If that player has no cards in hand, …": the player the text named last, else the trigger's (608.2c).
    const player = c.kind === 'thatPlayer' ? (ctx.resolve({ kind: 'thatPlayer' })[0] ?? null) : null;
    const about = player === null ? null : { object: null, amount: null, ...ctx.trigger, player };
    const holds = checkCondition(
      ctx.tx.state,
      c,
      // 107.3a: "If X is 5 or more, …": the X announced for the spell or ability.
      { controller: ctx.controller, source: ctx.source, x: ctx.x },
      it,
      about,
      ctx.chance(),
    );
    // The skipped branch's targets were chosen and named by the text too: a later "that creature" means them.
    if (!holds) for (const target of targetsOf(effect.effects)) ctx.resolve(target);
    // "Creatures you control get +1/+1 until end of turn. If …, those creatures get +2/+2 until end of turn instead.":
    // the replaced sentence named its group first (608.2c), so "those creatures" are the ones it names now.
    if (holds) {
      for (const e of effect.otherwise) {
        if (e.kind !== 'modify' || e.what.kind !== 'each') continue;
        const objects = ctx.resolve(e.what).filter((id) => !ctx.tx.state.players[id]);
        if (objects.length > 0) ctx.mentionGroup(objects);
      }
    }
    // 705.2, 706.2: "If you roll a 1, sacrifice ~. Otherwise, …" is about a result; with nothing flipped or rolled
    // ("you may roll …" declined) there is none, and neither branch happens (a flip condition never holds then).
    if (unanswered(c, ctx.chance())) return;
    ctx.run(holds ? effect.effects : effect.otherwise);
  },
};

/** A condition about a coin flip, die roll or clash when the resolution made none. */
function unanswered(condition: Condition, chance: ChanceResults): boolean {
  if (condition.kind === 'coinFlip') return chance.flipWon === null;
  if (condition.kind === 'clashWon') return chance.clashWon === null;
  if (condition.kind === 'dieRoll') return chance.rolled === null;
  return false;
}
