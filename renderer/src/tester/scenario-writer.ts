import {
  abilityAt,
  cardName,
  emblemText,
  formatPool,
  halvesOf,
  numberedAbilities,
  PLAYER_ZONES,
  type Action,
  type Answers,
  type Effect,
  type GameObject,
  type GameState,
  type HistoryEntry,
  type ObjectId,
} from './engine.js';

/**
 * Writes what was done in the tester as a `cardsmith test` scenario (docs/scenario-format.md): the sandbox
 * actions before the first game action become the starting setup, every later action a `do` line, and the
 * state the tester shows at the end becomes `expect` lines, so the check is a test from then on.
 * Pure: the same history always gives the same text.
 */

/** Sandbox actions that are also setup lines; the runner builds its start state from the leading ones. */
const SETUP_ACTIONS: ReadonlySet<Action['type']> = new Set(['addCard', 'setLife', 'setPool', 'setStep']);

/** Words the scenario grammar treats as keywords inside a line: a name holding one must be quoted. */
const RESERVED = new Set([
  'target',
  'x',
  'choose',
  'life',
  'autotap',
  'at',
  'tapped',
  'sick',
  'damage',
  'counters',
  'blocks',
  'in',
  'on',
  'not',
  'nothing',
  'because',
  'legal',
  'illegal',
  'kicked',
  'face-down',
  'buyback',
  'alternative',
  'evoke',
  'dash',
  'surge',
  'escape',
  'spectacle',
  'convoke',
  'delve',
  'improvise',
  'assist',
  'fuse',
  'conspire',
  'mode',
  'pay',
  // Answers after `resolve` end a card name there ("discard Crash flip win").
  'flip',
  'roll',
]);

/** A counter kind as one scenario word: "first strike" (a keyword counter, 122.1b) quoted. */
function counterKind(kind: string): string {
  return kind.includes(' ') ? `"${kind}"` : kind;
}

export function quoteName(name: string): string {
  if (name.includes('"')) return name;
  const words = name.split(/\s+/);
  const risky =
    /[,+#]|->/.test(name) ||
    words.some((w) => RESERVED.has(w.toLowerCase()) || /^\d+$/.test(w) || /^[+-]\d+\/[+-]\d+$/.test(w)) ||
    /^p\d+$/i.test(name) ||
    name.trim() !== name;
  return risky ? `"${name}"` : name;
}

/** The order the scenario runner will create the objects in: leading setup cards player by player, zone by zone. */
function creationOrder(history: readonly HistoryEntry[], state: GameState): ObjectId[] {
  const created = history.map((h) => h.edits.flatMap((e) => (e.kind === 'create' ? [e.object] : [])));
  const firstGame = history.findIndex((h) => !SETUP_ACTIONS.has(h.action.type));
  const setupCount = firstGame < 0 ? history.length : firstGame;
  // Emblems (the command zone) are only ever made by effects, never set up: ranked with the stack.
  const zoneRank = (o: GameObject): number =>
    o.zone.zone === 'stack' || o.zone.zone === 'command' ? PLAYER_ZONES.length : PLAYER_ZONES.indexOf(o.zone.zone);
  const playerRank = (o: GameObject): number => state.playerOrder.indexOf(o.owner);
  const setup = created
    .slice(0, setupCount)
    .flat()
    .map((o, i) => ({ o, i }))
    .sort((a, b) => playerRank(a.o) - playerRank(b.o) || zoneRank(a.o) - zoneRank(b.o) || a.i - b.i)
    .map(({ o }) => o.id);
  return [...setup, ...created.slice(setupCount).flatMap((list) => list.map((o) => o.id))];
}

/** Names objects as the runner resolves them: the plain name, or `Name#n` when several share it. */
export function namer(history: readonly HistoryEntry[], state: GameState): (id: string) => string {
  const order = creationOrder(history, state);
  const byName = new Map<string, ObjectId[]>();
  for (const id of order) {
    const object = state.objects[id];
    const key = object ? cardName(object).toLowerCase() : id;
    byName.set(key, [...(byName.get(key) ?? []), id]);
  }
  return (id) => {
    if (state.players[id]) return id;
    const object = state.objects[id];
    if (!object) return id;
    const same = byName.get(cardName(object).toLowerCase()) ?? [id];
    const name = quoteName(cardName(object));
    return same.length > 1 ? `${name}#${same.indexOf(id) + 1}` : name;
  };
}

/** The scenario's number for an ability: as the runner counts them, printed then gained ones (613.1f, 305.7). */
function abilityNumber(state: GameState, object: GameObject | undefined, index: number): number {
  return object ? numberedAbilities(state, object).indexOf(index) + 1 : index + 1;
}

function needsChoice(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.kind === 'addMana' && e.options.length > 1);
}

/**
 * 709.3: a split card cast as its right half is named by that half's name (the runner casts the half it is named
 * by); otherwise the card's name.
 */
function castName(state: GameState, action: Extract<Action, { type: 'cast' }>, name: (id: string) => string): string {
  const written = name(action.card);
  const object = state.objects[action.card];
  const half =
    action.half === undefined || !object ? undefined : halvesOf(object.splitCard ?? object.template)[action.half];
  if (!half || !object) return written;
  const whole = quoteName(cardName(object));
  return written.startsWith(whole) ? `${quoteName(half.name)}${written.slice(whole.length)}` : written;
}

function castOptions(
  action: Extract<Action, { type: 'cast' | 'activate' }>,
  effects: readonly Effect[],
  name: (id: string) => string,
): string {
  const parts: string[] = [];
  // 702.33b: `kicked 2`, `kicked 1, 2`: which of two kicker costs, from 1.
  if (action.type === 'cast' && action.kicked)
    parts.push(action.kickers ? `kicked ${action.kickers.map((k) => k + 1).join(', ')}` : 'kicked');
  if (action.type === 'cast' && action.faceDown) parts.push('face-down');
  if (action.type === 'cast' && action.buyback) parts.push('buyback');
  // 118.9: `alternative N` counts the card's alternative costs from 1 (evoke among them).
  if (action.type === 'cast' && action.alternative !== undefined) parts.push(`alternative ${action.alternative + 1}`);
  if (action.modes && action.modes.length > 0) parts.push(modeWords(action.modes));
  if (action.targets && action.targets.length > 0) parts.push(`target ${action.targets.map(name).join(', ')}`);
  if (action.x !== undefined && action.x > 0) parts.push(`x ${action.x}`);
  if (action.choice !== undefined && (action.choice > 0 || needsChoice(effects)))
    parts.push(`choose ${action.choice + 1}`);
  if (action.phyrexian === 'prefer-life') parts.push('life');
  if (action.autoTap) parts.push('autotap');
  if (action.costChoices && action.costChoices.length > 0) parts.push(`pay ${action.costChoices.map(name).join(', ')}`);
  if (action.type === 'cast' && action.convoke && action.convoke.length > 0)
    parts.push(`convoke ${action.convoke.map(name).join(', ')}`);
  if (action.type === 'cast' && action.delve && action.delve.length > 0)
    parts.push(`delve ${action.delve.map(name).join(', ')}`);
  if (action.type === 'cast' && action.improvise && action.improvise.length > 0)
    parts.push(`improvise ${action.improvise.map(name).join(', ')}`);
  if (action.type === 'cast' && action.fuse === true) parts.push('fuse');
  if (action.type === 'cast' && action.conspire && action.conspire.length > 0)
    parts.push(`conspire ${action.conspire.map(name).join(', ')}`);
  if (action.type === 'cast' && action.assist) parts.push(`assist ${action.assist.player} ${action.assist.amount}`);
  return parts.map((p) => ` ${p}`).join('');
}

/** `mode 1, 3`: a modal spell's or ability's modes, counted from 1 as its `•` lines (700.2). */
const modeWords = (modes: readonly number[]): string => `mode ${modes.map((m) => m + 1).join(', ')}`;

/**
 * `yes no discard A, B pick C pick none choose red`: answers given as the top of the stack resolved (608.2d, 701.8,
 * 614.12), in the engine's order.
 */
function answerWords(answers: Answers | undefined, name: (id: string) => string): string {
  if (!answers) return '';
  const parts: string[] = (answers.may ?? []).map((yes) => (yes ? 'yes' : 'no'));
  if (answers.cards && answers.cards.length > 0) parts.push(`discard ${answers.cards.map(name).join(', ')}`);
  for (const pick of answers.picks ?? []) parts.push(`pick ${pick.length === 0 ? 'none' : pick.map(name).join(', ')}`);
  // "first strike" (a keyword of your choice) is one answer: quoted.
  for (const choice of answers.choices ?? []) parts.push(`choose ${choice.includes(' ') ? `"${choice}"` : choice}`);
  for (const won of answers.flips ?? []) parts.push(`flip ${won ? 'win' : 'lose'}`);
  for (const result of answers.rolls ?? []) parts.push(`roll ${result}`);
  return parts.map((p) => ` ${p}`).join('');
}

/** ` discard CARD, CARD`: what the active player discards as a cleanup step begins (514.1), or nothing. */
function cleanupDiscardWords(ids: readonly string[] | undefined, name: (id: string) => string): string {
  return ids && ids.length > 0 ? ` discard ${ids.map(name).join(', ')}` : '';
}

/** ` keep-tapped CARD, CARD` (502.3), or nothing. */
function keepTappedWords(ids: readonly string[] | undefined, name: (id: string) => string): string {
  return ids && ids.length > 0 ? ` keep-tapped ${ids.map(name).join(', ')}` : '';
}

/** `trigger PLAYER CARD [N] [mode M, M] [target …]`: N counts that player's pending triggers from the card (603.3). */
function triggerLine(
  action: Extract<Action, { type: 'putTrigger' }>,
  state: GameState,
  name: (id: string) => string,
): string {
  const trigger = state.pendingTriggers.find((t) => t.id === action.trigger);
  if (!trigger) return `# trigger ${action.trigger} was not pending`;
  const mine = state.pendingTriggers.filter((t) => t.source === trigger.source && t.controller === action.player);
  const n = mine.findIndex((t) => t.id === trigger.id) + 1;
  const modes = action.modes && action.modes.length > 0 ? ` ${modeWords(action.modes)}` : '';
  const targets = action.targets && action.targets.length > 0 ? ` target ${action.targets.map(name).join(', ')}` : '';
  return `do trigger ${action.player} ${name(trigger.source)}${n > 1 ? ` ${n}` : ''}${modes}${targets}`;
}

/** One action as a scenario line (without `do ` for sandbox actions, which are setup lines). */
export function actionLine(action: Action, state: GameState, name: (id: string) => string): string {
  switch (action.type) {
    case 'addCard': {
      const mods: string[] = [];
      if (action.tapped) mods.push('tapped');
      if (action.sick) mods.push('sick');
      if (action.damage) mods.push(`damage ${action.damage}`);
      for (const [kind, n] of Object.entries(action.counters ?? {})) mods.push(`counters ${counterKind(kind)} ${n}`);
      if (action.canBlockAdditional) mods.push(`blocks ${action.canBlockAdditional + 1}`);
      const head = `setup ${action.player} ${action.zone} ${quoteName(action.template.name)}`;
      return [head, ...mods].join(' ');
    }
    case 'setLife':
      return `life ${action.player} ${action.life}`;
    case 'setPool':
      return `pool ${action.player} ${formatPool(action.pool)}`;
    case 'setStep':
      return `step ${action.step}`;
    case 'playLand':
      return `do play ${action.player} ${name(action.card)}`;
    case 'declineCast':
      return `do decline ${action.player}`;
    case 'cast': {
      const template = state.objects[action.card]?.template;
      const effects = template ? template.abilities.flatMap((a) => (a.kind === 'spell' ? a.effects : [])) : [];
      return `do cast ${action.player} ${castName(state, action, name)}${castOptions(action, effects, name)}`;
    }
    case 'activate': {
      const source = state.objects[action.source];
      const ability = source ? abilityAt(state, source, action.ability) : undefined;
      const effects = ability?.kind === 'activated' ? ability.effects : [];
      const n = abilityNumber(state, source, action.ability);
      return `do activate ${action.player} ${name(action.source)}${n > 1 ? ` ${n}` : ''}${castOptions(action, effects, name)}`;
    }
    case 'suspend':
      return `do suspend ${action.player} ${name(action.card)}${action.autoTap ? ' autotap' : ''}`;
    case 'rollPlanarDie':
      return `do planar-die ${action.player}${action.face ? ` ${action.face}` : ''}${action.autoTap ? ' autotap' : ''}`;
    case 'setInMotion':
      return `do set-in-motion ${action.player} ${name(action.card)}`;
    case 'turnFaceUp': {
      const pay =
        action.costChoices && action.costChoices.length > 0 ? ` pay ${action.costChoices.map(name).join(', ')}` : '';
      return `do face-up ${action.player} ${name(action.card)}${action.autoTap ? ' autotap' : ''}${pay}`;
    }
    case 'passPriority':
      return (
        `do pass ${action.player}${answerWords(action.answers, name)}` +
        `${cleanupDiscardWords(action.discard, name)}${keepTappedWords(action.keepTapped, name)}`
      );
    case 'resolve':
      return `do resolve${answerWords(action.answers, name)}`;
    case 'putTrigger':
      return triggerLine(action, state, name);
    case 'nextStep':
      return `do next${keepTappedWords(action.keepTapped, name)}${cleanupDiscardWords(action.discard, name)}`;
    case 'declareAttackers': {
      if (action.attackers.length === 0) return `do attack ${action.player} nothing`;
      const defender = state.playerOrder.find((p) => p !== action.player);
      const list = action.attackers.map(
        (a) =>
          (a.target === undefined || a.target === defender
            ? name(a.creature)
            : `${name(a.creature)} at ${name(a.target)}`) + (a.exert === true ? ' exert' : ''),
      );
      return `do attack ${action.player} ${list.join(', ')}`;
    }
    case 'declareBlockers': {
      if (action.blocks.length === 0) return `do block ${action.player} nothing`;
      const list = action.blocks.map((b) => `${name(b.blocker)} -> ${b.attackers.map(name).join(' + ')}`);
      return `do block ${action.player} ${list.join(', ')}`;
    }
    case 'setDamageOrder':
      return `do order ${action.player} ${name(action.attacker)} -> ${action.blockers.map(name).join(', ')}`;
  }
}

/** `expect` lines for the state the tester shows now. */
export function expectations(state: GameState, name: (id: string) => string): string[] {
  const out: string[] = [];
  for (const id of state.playerOrder) {
    const p = state.players[id];
    if (!p) continue;
    out.push(`expect life ${id} ${p.life}`);
    if (p.poison > 0) out.push(`expect poison ${id} ${p.poison}`);
    if (formatPool(p.pool) !== '{0}') out.push(`expect pool ${id} ${formatPool(p.pool)}`);
    if (p.lost) out.push(`expect ${id} lost`);
    for (const zone of PLAYER_ZONES) {
      for (const oid of p.zones[zone]) {
        const o = state.objects[oid];
        if (!o) continue;
        out.push(`expect ${name(oid)} in ${id} ${zone}`);
        if (zone !== 'battlefield') continue;
        if (o.tapped) out.push(`expect tapped ${name(oid)}`);
        if (o.damage > 0) out.push(`expect damage ${name(oid)} ${o.damage}`);
        for (const [kind, n] of Object.entries(o.counters)) {
          out.push(`expect counters ${name(oid)} ${counterKind(kind)} ${n}`);
        }
      }
    }
    // Emblems (114): how many, and each one's text (it holds no double quote: it was quoted on its card).
    const emblems = p.zones.command ?? [];
    if (emblems.length > 0) out.push(`expect emblems ${id} ${emblems.length}`);
    for (const oid of emblems) out.push(`expect emblem ${id} "${emblemText(state, oid)}"`);
  }
  for (const item of state.stack) if (item.kind === 'spell') out.push(`expect ${name(item.card)} on the stack`);
  out.push(`expect stack ${state.stack.length}`);
  if (state.pendingTriggers.length > 0) out.push(`expect pending ${state.pendingTriggers.length}`);
  for (const a of state.combat?.attackers ?? []) out.push(`expect attacking ${name(a.creature)}`);
  for (const b of state.combat?.blockers ?? []) out.push(`expect blocking ${name(b.creature)}`);
  out.push(`expect step ${state.turn.step}`);
  return out;
}

export interface ScenarioSource {
  readonly history: readonly HistoryEntry[];
  readonly state: GameState;
  /** A first comment line, e.g. what the scenario checks. */
  readonly title?: string;
}

export function writeScenario({ history, state, title }: ScenarioSource): string {
  const name = namer(history, state);
  const lines: string[] = [`# ${title ?? 'Saved from the Cardsmith rules tester.'}`];
  const firstGame = history.findIndex((h) => !SETUP_ACTIONS.has(h.action.type));
  history.forEach((h, i) => {
    if (i === firstGame) lines.push('');
    // Each action is described with the state it ran in (a spell's card is still in hand then).
    lines.push(actionLine(h.action, h.before, (id) => name(id)));
  });
  lines.push('', '# The state the tester showed when this was saved:', ...expectations(state, name));
  return `${lines.join('\n')}\n`;
}
