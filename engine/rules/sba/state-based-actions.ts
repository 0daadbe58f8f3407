import { returnSchemes } from '../ops/command-cards.js';
import { indexInZone } from '../edits/edit.js';
import { endLapsedEffects } from '../continuous/lifecycle.js';
import { applyControlEffects } from '../ops/control.js';
import { unpairBroken } from '../ops/pairing.js';
import { ascendForPermanents } from '../ops/citys-blessing.js';
import { attachmentProblem, unattach } from '../ops/attachments.js';
import { removeCounters } from '../ops/permanents.js';
import { markLost } from '../ops/players.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { destroy } from '../replacement/execute.js';
import { isCreature, isPlaneswalker, loyaltyOf, toughnessOf } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';

export interface SbaOptions {
  /** 704.5j, the legend rule. Optional in the sandbox; when on, the newest copy is kept. */
  readonly legendRule: boolean;
}

/**
 * One pass of state-based actions (704.3): every applicable action is found first, then all are performed
 * at once. Returns whether anything happened, so the caller repeats until nothing does.
 */
function checkOnce(tx: Transaction, options: SbaOptions): boolean {
  const state = tx.state;
  let acted = false;
  for (const id of state.playerOrder) {
    const p = state.players[id];
    if (!p || p.lost) continue;
    // 704.5a, 704.5b, 704.5c
    if (p.life <= 0) {
      markLost(tx, id, 'life total 0 or less (704.5a)');
      acted = true;
    } else if (p.drewFromEmptyLibrary) {
      markLost(tx, id, 'drew from an empty library (704.5b)');
      acted = true;
    } else if (p.poison >= 10) {
      markLost(tx, id, 'ten or more poison counters (704.5c)');
      acted = true;
    }
  }
  // 704.6e: a face-up non-ongoing scheme whose triggered abilities are done goes to the bottom of its scheme deck.
  if (returnSchemes(tx)) acted = true;
  const permanents = battlefield(state);
  const toGraveyard: GameObject[] = [];
  const toDestroy: { object: GameObject; cause: 'lethalDamage' | 'deathtouch' }[] = [];
  for (const o of permanents) {
    if (isCreature(o, state)) {
      const toughness = toughnessOf(o, state);
      // 704.5f: toughness 0 or less: put into the graveyard, not destroyed, so regeneration can't save it.
      if (toughness <= 0) toGraveyard.push(o);
      // 704.5g: lethal damage; 704.5h: any damage from a deathtouch source. Both destroy (replaceable).
      else if (o.damage >= toughness) toDestroy.push({ object: o, cause: 'lethalDamage' });
      else if (o.deathtouched) toDestroy.push({ object: o, cause: 'deathtouch' });
    }
    // 704.5i: a planeswalker with 0 loyalty.
    if (isPlaneswalker(o) && loyaltyOf(o) <= 0 && !toGraveyard.includes(o)) toGraveyard.push(o);
  }
  if (options.legendRule) toGraveyard.push(...legendRuleVictims(permanents));
  // 704.5m: an Aura attached to an illegal object or player, or to nothing, goes to its owner's graveyard. 704.5n: an
  // Equipment attached to an illegal permanent becomes unattached and stays on the battlefield.
  const toUnattach: GameObject[] = [];
  for (const o of permanents) {
    const problem = attachmentProblem(state, o);
    if (problem === 'graveyard' && !toGraveyard.includes(o)) toGraveyard.push(o);
    else if (problem === 'unattach') toUnattach.push(o);
  }
  for (const o of toUnattach) {
    unattach(tx, o.id);
    acted = true;
  }
  // 704.5q: +1/+1 and -1/-1 counters on one permanent: N of each are removed, N the smaller number.
  for (const o of permanents) {
    const n = Math.min(o.counters['+1/+1'] ?? 0, o.counters['-1/-1'] ?? 0);
    if (n <= 0) continue;
    removeCounters(tx, o.id, '+1/+1', n);
    removeCounters(tx, o.id, '-1/-1', n);
    acted = true;
  }
  for (const o of toGraveyard) {
    moveTo(tx, o.id, ownerZone(o, 'graveyard'));
    acted = true;
  }
  for (const { object, cause } of toDestroy) {
    if (toGraveyard.includes(object)) continue;
    // The deathtouch mark is cleared whether or not the destruction happens: it counts "since the last check".
    if (object.deathtouched) tx.set(['objects', object.id, 'deathtouched'], true, false);
    destroy(tx, object.id, cause);
    acted = true;
  }
  // 704.5d, 111.7: a token in a zone other than the battlefield ceases to exist. Like every check of this pass it
  // looks at the state as the pass began (704.3), so a token that dies now is removed by the next pass.
  for (const o of Object.values(state.objects)) {
    if (!o.token || o.zone.zone === 'battlefield') continue;
    const now = tx.state.objects[o.id];
    if (!now || now.zone.zone === 'battlefield') continue;
    tx.apply({ kind: 'remove', object: now, index: indexInZone(tx.state, o.id, now.zone) });
    acted = true;
  }
  for (const id of state.playerOrder) {
    const p = tx.state.players[id];
    if (p?.drewFromEmptyLibrary) tx.set(['players', id, 'drewFromEmptyLibrary'], true, false);
  }
  return acted;
}

/** 704.5j: a player with two or more legendary permanents of the same name keeps one (here: the newest). */
function legendRuleVictims(permanents: readonly GameObject[]): GameObject[] {
  const victims: GameObject[] = [];
  const seen = new Map<string, GameObject>();
  for (const o of [...permanents].reverse()) {
    if (!o.template.supertypes.includes('legendary')) continue;
    const key = `${o.controller}\u0000${o.template.name}`;
    if (seen.has(key)) victims.push(o);
    else seen.set(key, o);
  }
  return victims;
}

function decideWinner(tx: Transaction): void {
  const alive = tx.state.playerOrder.filter((p) => !tx.state.players[p]?.lost);
  if (alive.length === 1 && tx.state.winner === null) tx.set(['winner'], null, alive[0]);
}

/** Rule 704.3: repeat until no state-based action applies. Bounded, so a bad interaction can't loop forever. */
export function runStateBasedActions(tx: Transaction, options: SbaOptions = { legendRule: false }): void {
  // 613.1b: control follows the control-changing effects before the checks (rules/ops/control.ts); an effect lasting
  // "for as long as you control ~" may end with it (611.2b), and control follows again.
  const settleEffects = (): void => {
    applyControlEffects(tx);
    if (endLapsedEffects(tx)) applyControlEffects(tx);
  };
  settleEffects();
  // 702.95e: a pair whose creature stopped being one ends (not a state-based action, but checked as they are).
  unpairBroken(tx);
  // 702.131b: a permanent's ascend (not a state-based action either, but checked as they are).
  ascendForPermanents(tx);
  for (let i = 0; i < 100 && checkOnce(tx, options); i++) settleEffects();
  decideWinner(tx);
}
