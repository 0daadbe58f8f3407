import { manaValueOf } from '../describe/mana-value.js';
import { offerFreeCast } from '../ops/free-cast.js';
import { pickAtRandom } from '../ops/random-choice.js';
import { moveTo } from '../ops/zones.js';
import { isLand } from '../state/characteristics.js';
import type { ObjectId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 702.85a: "exile cards from the top of your library until you exile a nonland card whose mana value is less than
 * this spell's mana value. You may cast that card without paying its mana cost … Then put all cards exiled this way
 * that weren't cast on the bottom of your library in a random order." The spell is the trigger's object, as it is on
 * the stack now or as it last was there (608.2h). The card found is offered (608.2g, ops/free-cast.ts); the others
 * go to the bottom now, and the card found joins them at a random place if it is declined.
 */
export const cascade: EffectModule<'cascade'> = {
  kind: 'cascade',
  execute(ctx) {
    const state = ctx.tx.state;
    const spell = state.objects[ctx.trigger?.object ?? ctx.source];
    const player = state.players[ctx.controller];
    if (!spell || !player) return;
    const below = manaValueOf(state, spell);
    const exiled: ObjectId[] = [];
    let found: ObjectId | null = null;
    for (;;) {
      const top = ctx.tx.state.players[ctx.controller]?.zones.library.at(-1);
      if (top === undefined) break;
      moveTo(ctx.tx, top, { player: ctx.controller, zone: 'exile' });
      const card = ctx.tx.state.objects[top];
      if (card && !isLand(card) && manaValueOf(ctx.tx.state, card) < below) {
        found = top;
        break;
      }
      exiled.push(top);
    }
    // 702.85a: the rest go to the bottom in a random order (the library's bottom is the start of its list).
    for (const id of pickAtRandom(ctx.tx, exiled, exiled.length)) {
      moveTo(ctx.tx, id, { player: ctx.controller, zone: 'library' }, 0);
    }
    if (found === null) return;
    ctx.mention(found);
    offerFreeCast(ctx.tx, {
      player: ctx.controller,
      card: found,
      source: spell.id,
      rule: '702.85a',
      declined: { kind: 'libraryBottom', randomAmong: exiled.length },
    });
  },
};
