import { describe, emblemText, formatPool, type GameEvent, type GameState, type LogEntry } from './engine.js';

/** Step names as a person says them. */
export const STEP_LABELS: Readonly<Record<string, string>> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'First main phase',
  beginningOfCombat: 'Beginning of combat',
  declareAttackers: 'Declare attackers',
  declareBlockers: 'Declare blockers',
  firstStrikeDamage: 'First-strike damage',
  combatDamage: 'Combat damage',
  endOfCombat: 'End of combat',
  main2: 'Second main phase',
  end: 'End step',
  cleanup: 'Cleanup',
};

const zoneText = (z: { readonly zone: string; readonly player?: string }): string =>
  z.zone === 'stack' ? 'the stack' : `${z.player ?? ''} ${z.zone}`.trim();

/**
 * One game event as a sentence for the event log. `items` names stack items (spells and abilities), which are
 * gone from the state once they resolve.
 */
export function eventText(event: GameEvent, state: GameState, items: ReadonlyMap<string, string>): string {
  const d = (id: string): string => items.get(id) ?? describe(state, id);
  switch (event.type) {
    case 'turnBegan':
      return `Turn ${event.turn} began (${d(event.player)})`;
    case 'stepBegan':
      return `${STEP_LABELS[event.step] ?? event.step} step began`;
    case 'cardDrawn':
      return `${d(event.player)} drew ${d(event.card)}`;
    case 'landPlayed':
      return `${d(event.player)} played ${d(event.card)}`;
    case 'spellCast':
      return `${d(event.player)} cast ${d(event.card)}`;
    case 'abilityActivated':
      return `${d(event.player)} activated an ability of ${d(event.source)}`;
    case 'resolved':
      return `${d(event.item)} resolved`;
    case 'fizzled':
      return `${d(event.item)} did nothing: its targets are gone`;
    case 'manaAdded':
      return `${d(event.player)} added ${formatPool(event.mana)}`;
    case 'manaSpent':
      return `${d(event.player)} spent ${formatPool(event.mana)}`;
    case 'tapped':
      return `${d(event.object)} became tapped`;
    case 'tappedForMana':
      return `${d(event.object)} was tapped for mana (${formatPool(event.mana)})`;
    case 'untapped':
      return `${d(event.object)} untapped`;
    case 'zoneChanged':
      return `${d(event.object)} moved from ${zoneText(event.from)} to ${zoneText(event.to)}`;
    case 'destroyed':
      return `${d(event.object)} was destroyed`;
    case 'regenerated':
      return `${d(event.object)} regenerated`;
    case 'destructionPrevented':
      return `${d(event.object)} was not destroyed (${event.by})`;
    case 'damageDealt':
      return `${d(event.source)} dealt ${event.amount} ${event.combat ? 'combat ' : ''}damage to ${d(event.to)}`;
    case 'lifeGained':
      return `${d(event.player)} gained ${event.amount} life`;
    case 'lifeLost':
      return `${d(event.player)} lost ${event.amount} life`;
    case 'lifePaid':
      return `${d(event.player)} paid ${event.amount} life`;
    case 'countersAdded':
      return `${event.amount} ${event.counter} counter(s) put on ${d(event.object)}`;
    case 'countersRemoved':
      return `${event.amount} ${event.counter} counter(s) removed from ${d(event.object)}`;
    case 'poisoned':
      return `${d(event.player)} got ${event.amount} poison counter(s)`;
    case 'energyChanged':
      return event.amount > 0
        ? `${d(event.player)} got ${event.amount} energy ({E})`
        : `${d(event.player)} paid ${-event.amount} energy ({E})`;
    case 'attackersDeclared':
      return event.attackers.length === 0
        ? `${d(event.player)} attacked with nothing`
        : `${d(event.player)} attacked with ${event.attackers.map(d).join(', ')}`;
    case 'exerted':
      return `${d(event.player)} exerted ${d(event.object)}`;
    case 'blockersDeclared':
      return event.blockers.length === 0
        ? `${d(event.player)} blocked with nothing`
        : `${d(event.player)} blocked with ${event.blockers.map(d).join(', ')}`;
    case 'removedFromCombat':
      return `${d(event.object)} was removed from combat`;
    case 'sacrificed':
      return `${d(event.object)} was sacrificed`;
    case 'cycled':
      return `${d(event.player)} cycled ${d(event.card)}`;
    case 'turnedFaceUp':
      return `${d(event.player)} turned ${d(event.object)} face up`;
    case 'becameDesignated':
      return `${d(event.object)} became ${event.designation}`;
    case 'becameMonarch':
      return `${d(event.player)} became the monarch`;
    case 'abilityCountered':
      return `${d(event.item)} was countered`;
    case 'targeted':
      return `${event.targets.map(d).join(', ')} became the target of ${d(event.card ?? event.item)}`;
    case 'playerLost':
      return `${d(event.player)} lost the game: ${event.reason}`;
    case 'priorityPassed':
      return `${d(event.player)} passed priority`;
    case 'revealed':
      return `${d(event.player)} revealed ${event.cards.length === 0 ? 'nothing' : event.cards.map(d).join(', ')}`;
    case 'lookedAt':
      return `${d(event.player)} looked at ${d(event.whose)}'s hand: ${event.cards.length === 0 ? 'nothing' : event.cards.map(d).join(', ')}`;
    case 'cardChosen':
      return `${d(event.player)} chose ${d(event.card)}`;
    case 'shuffled':
      return `${d(event.player)} shuffled their library`;
    case 'coinFlipped':
      // 705.2: "Mana Clash: p1 won the flip".
      return `${d(event.source)}: ${d(event.player)} ${event.won ? 'won' : 'lost'} the flip`;
    case 'voted':
      return `${d(event.source)}: ${d(event.player)} voted for ${event.option}`;
    case 'dieRolled':
      return `${d(event.source)}: ${d(event.player)} rolled ${event.result} on a ${event.sides}-sided die`;
    case 'tokenCreated':
      return `${d(event.player)} created a token: ${d(event.object)}`;
    case 'planarDieRolled': {
      // 901.9: "p1 rolled the planar die ({1}): chaos".
      const face = event.result === 'chaos' ? '{CHAOS}' : event.result === 'planeswalk' ? '{PW}' : 'blank';
      return `${d(event.player)} rolled the planar die ({${event.cost}}): ${face}`;
    }
    case 'planeswalked':
      return `${d(event.player)} planeswalked${event.from.length > 0 ? ` from ${event.from.map(d).join(', ')}` : ''}${event.to === null ? '' : ` to ${d(event.to)}`}`;
    case 'schemeSetInMotion':
      return `${d(event.player)} set ${d(event.object)} in motion`;
    case 'schemeToBottom':
      return `${d(event.object)} went to the bottom of ${d(event.player)}'s scheme deck`;
    case 'emblemCreated':
      return `${d(event.player)} got an emblem: ${emblemText(state, event.object)}`;
    case 'abilityTriggered':
      return `An ability of ${d(event.source)} triggered`;
    case 'triggerPut':
      return `${d(event.player)} put ${d(event.trigger)} on the stack`;
    case 'triggerRemoved':
      return `The triggered ability of ${d(event.source)} was removed: ${event.reason}`;
    case 'conditionFailed':
      return `${d(event.item)} did nothing: its "if" condition was false (603.4)`;
  }
}

/** Every log entry as text, in order; stack items are named after the spell or ability that made them. */
export function logTexts(log: readonly LogEntry[], state: GameState): { seq: number; text: string }[] {
  const items = new Map<string, string>();
  return log.map(({ seq, event }) => {
    if (event.type === 'spellCast') items.set(event.item, describe(state, event.card));
    if (event.type === 'abilityActivated' && event.item !== null) {
      items.set(event.item, `ability of ${describe(state, event.source)}`);
    }
    // A trigger is named after its source from when it triggers, through the stack, to its resolution.
    if (event.type === 'abilityTriggered') {
      items.set(event.trigger, `triggered ability of ${describe(state, event.source)}`);
    }
    if (event.type === 'triggerPut') items.set(event.item, items.get(event.trigger) ?? 'triggered ability');
    const text = eventText(event, state, items);
    return { seq, text: text.charAt(0).toUpperCase() + text.slice(1) };
  });
}
