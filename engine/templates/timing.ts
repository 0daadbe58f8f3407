import type { TimingPart, TurnMoment, TurnPeriod } from './rules-text.js';

/** How rules text names a period after "during" or "before"/"after" (506.6). */
const PERIOD_WORDS: Readonly<Record<TurnPeriod, string>> = {
  upkeep: 'upkeep',
  draw: 'draw step',
  combat: 'combat',
  beginningOfCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  combatDamage: 'combat damage step',
  endOfCombat: 'end of combat step',
  end: 'end step',
};

function period(p: TurnPeriod): string {
  if (p === 'combat') return 'combat';
  return p === 'upkeep' ? 'the upkeep step' : `the ${PERIOD_WORDS[p]}`;
}

function moment(m: TurnMoment): string {
  if (m === 'attackersDeclared') return 'attackers are declared';
  if (m === 'blockersDeclared') return 'blockers are declared';
  return period(m);
}

/**
 * A timing window in the words of rules text, for the parser panel and the engine's refusals: "during your turn,
 * before attackers are declared", "during your upkeep", "during combat before blockers are declared".
 */
export function describeTiming(parts: readonly TimingPart[]): string {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (!p) continue;
    const next = parts[i + 1];
    if (p.kind === 'turn') {
      const whose = p.whose === 'you' ? 'your' : "an opponent's";
      // "during your upkeep" is read as your turn and its upkeep: say it back that way.
      if (next?.kind === 'during' && next.period !== 'combat') {
        out.push(`during ${whose} ${PERIOD_WORDS[next.period]}`);
        i++;
      } else out.push(`during ${whose} turn`);
      continue;
    }
    out.push(p.kind === 'during' ? `during ${period(p.period)}` : `${p.kind} ${moment(p.moment)}`);
  }
  return out.join(', ');
}
