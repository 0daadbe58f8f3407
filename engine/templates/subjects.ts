import type { Amount, Condition, Effect, Modification, Subject } from './rules-text.js';

/**
 * Every subject an effect names, in the order the text names them (601.2c numbers targets that way), including
 * those inside amounts ("equal to target creature's power") and nested effects ("you may tap target creature").
 * One switch over every effect kind, so a new kind that forgets its subjects is a type error here.
 */
export function subjectsOf(effect: Effect): Subject[] {
  switch (effect.kind) {
    case 'addMana':
      return [...(effect.who ? subjectTree(effect.who) : []), ...(effect.times ? amountSubjects(effect.times) : [])];
    case 'addProducedMana':
      return effect.who ? subjectTree(effect.who) : [];
    case 'chooseColor':
    case 'pay':
    case 'proliferate':
    case 'cascade':
    case 'clash':
    case 'vote':
      return [];
    case 'dealDamage':
      return [...subjectTree(effect.from), ...amountSubjects(effect.amount), ...subjectTree(effect.to)];
    case 'destroy':
    case 'regenerate':
    case 'transform':
    case 'exileIfLeaves':
    case 'tap':
    case 'untap':
    case 'reveal':
    case 'tapOrUntap':
    case 'explore':
      return subjectTree(effect.what);
    case 'exileIfDies':
      return effect.what ? subjectTree(effect.what) : [];
    case 'reflexive':
      // 603.12: its targets are chosen as the reflexive ability is put on the stack, not with this one's.
      return [];
    case 'putCounters':
      return [...amountSubjects(effect.amount), ...subjectTree(effect.what)];
    case 'removeCounters':
      return [...(effect.amount ? amountSubjects(effect.amount) : []), ...subjectTree(effect.what)];
    case 'moveCounters':
      return [...amountSubjects(effect.amount), ...subjectTree(effect.from), ...subjectTree(effect.to)];
    case 'becomeDesignated':
      return subjectTree(effect.what);
    case 'drawCards':
    case 'gainLife':
    case 'loseLife':
    case 'createTokens':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount)];
    case 'discard':
      return [
        ...subjectTree(effect.who),
        ...amountSubjects(effect.amount),
        ...(effect.what ? subjectTree(effect.what) : []),
      ];
    case 'exileCards':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount)];
    case 'exchangeControl':
      return effect.what.flatMap(subjectTree);
    case 'revealHand':
    case 'discardHand':
    case 'lookAtHand':
    case 'extraTurn':
    case 'additionalLands':
    case 'maximumHandSize':
    case 'endGame':
    case 'skipNext':
    case 'shuffleIntoLibrary':
    case 'revealUntil':
    case 'flipCoin':
    case 'rollDie':
    case 'planeswalk':
    case 'becomeMonarch':
      return subjectTree(effect.who);
    case 'createEmblem':
      // The emblem's own abilities name their subjects when they trigger or apply, not as this effect resolves.
      return subjectTree(effect.who);
    case 'chooseCard':
      return subjectTree(effect.from);
    case 'createTokenCopies':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount), ...subjectTree(effect.of)];
    case 'becomeCopy':
      return [...subjectTree(effect.what), ...subjectTree(effect.of)];
    case 'changeZone':
    case 'counter':
    case 'castWithoutPaying':
    case 'castForMadness':
    case 'mayPlay':
      return subjectTree(effect.what);
    case 'copySpell':
      return [...subjectTree(effect.what), ...amountSubjects(effect.amount)];
    case 'attach':
      return [...subjectTree(effect.what), ...subjectTree(effect.to)];
    case 'pair':
      return [...subjectTree(effect.what), ...subjectTree(effect.with)];
    case 'fight':
      return [...subjectTree(effect.what), ...subjectTree(effect.other)];
    case 'sacrifice':
      return [
        ...subjectTree(effect.who),
        ...(effect.what ? subjectTree(effect.what) : []),
        ...amountSubjects(effect.amount),
      ];
    case 'mill':
    case 'search':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount)];
    case 'unless':
      // Text order: "Counter target spell unless its controller pays {1}" names the target first.
      return [...effect.effects.flatMap(subjectsOf), ...subjectTree(effect.payer)];
    case 'topCards':
      return [
        ...subjectTree(effect.who),
        ...amountSubjects(effect.amount),
        ...effect.picks.flatMap((p) => amountSubjects(p.amount)),
      ];
    case 'preventDamage':
      return [
        ...(effect.amount ? amountSubjects(effect.amount) : []),
        ...(effect.to ? subjectTree(effect.to) : []),
        ...(effect.by ? subjectTree(effect.by) : []),
      ];
    case 'modify':
      // "Target player gains control of target permanent": the player is named first.
      return [
        ...effect.modifications.flatMap((m) => (m.kind === 'control' && m.to ? subjectTree(m.to) : [])),
        ...subjectTree(effect.what),
        ...effect.modifications.flatMap(modificationSubjects),
      ];
    case 'optional':
      return [
        // "Target opponent may draw a card": the chooser is named first.
        ...(effect.by ? subjectTree(effect.by) : []),
        ...effect.effects.flatMap(subjectsOf),
        ...effect.ifYouDo.flatMap(subjectsOf),
        ...(effect.ifYouDont ?? []).flatMap(subjectsOf),
      ];
    case 'modal':
      // Every mode's, in printed order. Targets and resolution look at the chosen modes only (700.2c): the engine
      // narrows the effects with chosenEffects (modes.ts) before it numbers target slots.
      return effect.modes.flatMap((m) => m.effects.flatMap(subjectsOf));
    case 'delayed':
      return effect.effects.flatMap(subjectsOf);
    case 'conditional':
      // Text order: "Draw two cards. If this spell was kicked, draw three cards instead." reads `otherwise` first.
      return [
        ...conditionSubjects(effect.condition),
        ...effect.otherwise.flatMap(subjectsOf),
        ...effect.effects.flatMap(subjectsOf),
      ];
  }
}

/** A subject and the subjects it is built on ("its controller" names "it"). */
function subjectTree(subject: Subject): Subject[] {
  switch (subject.kind) {
    case 'controllerOf':
    case 'ownerOf':
      return [subject, ...subjectTree(subject.of)];
    case 'each':
      return subject.player ? [subject, ...subjectTree(subject.player)] : [subject];
    default:
      return [subject];
  }
}

function modificationSubjects(m: Modification): Subject[] {
  return m.kind === 'ptChange' ? [...amountSubjects(m.power.amount), ...amountSubjects(m.toughness.amount)] : [];
}

function amountSubjects(amount: Amount): Subject[] {
  if (amount.kind === 'count') return amount.player ? subjectTree(amount.player) : [];
  return amount.kind === 'property' || amount.kind === 'blockers' ? subjectTree(amount.of) : [];
}

/** The target subjects an amount names itself ("for each creature target opponent controls"). */
export function targetsOfAmount(amount: Amount): TargetSubject[] {
  return amountSubjects(amount).filter((s): s is TargetSubject => s.kind === 'target');
}

/** The target subjects of a list of effects, in text order. */
export function targetsOf(effects: readonly Effect[]): TargetSubject[] {
  const out: TargetSubject[] = [];
  for (const effect of effects) for (const s of subjectsOf(effect)) if (s.kind === 'target') out.push(s);
  return out;
}

/** A target subject ("target creature", "up to two target creatures", "any number of target creatures"). */
export type TargetSubject = Extract<Subject, { kind: 'target' }>;

/**
 * 601.2c, 115.1: how many targets a target subject takes: "target creature" 1-1, "up to two …" 0-2, "one, two, or
 * three …" 1-3, "any number of …" 0 and up (`max` null). "X target creatures" takes the announced X (601.2b): `x`,
 * or any number while X is not known yet (null).
 */
export function targetRange(
  subject: TargetSubject,
  x: number | null = null,
): { readonly min: number; readonly max: number | null } {
  if (subject.countX) {
    if (x === null) return { min: 0, max: null };
    return { min: subject.upTo ? 0 : x, max: x };
  }
  const max = subject.count;
  if (!subject.upTo && max !== null) return { min: max, max };
  return { min: subject.min ?? 0, max };
}

/** Conditions name no subjects today; kept beside the others so a condition that does is handled here. */
export function conditionSubjects(condition: Condition | null): Subject[] {
  return condition === null ? [] : [];
}

/**
 * The effect with every X amount replaced by `by`: ", where X is the number of creatures you control" defines X
 * for its sentence (107.3a), so nothing is chosen on casting. One switch over every effect kind, like subjectsOf.
 */
export function defineX(effect: Effect, by: Amount): Effect {
  const x = (amount: Amount): Amount => (amount.kind === 'variable' ? by : amount);
  const signed = (m: Modification): Modification =>
    m.kind === 'ptChange'
      ? {
          ...m,
          power: { ...m.power, amount: x(m.power.amount) },
          toughness: { ...m.toughness, amount: x(m.toughness.amount) },
        }
      : m;
  switch (effect.kind) {
    case 'addMana':
    case 'addProducedMana':
    case 'chooseColor':
    case 'pay':
    case 'destroy':
    case 'regenerate':
    case 'transform':
    case 'exileIfLeaves':
    case 'exileIfDies':
    case 'tap':
    case 'untap':
    case 'reveal':
    case 'tapOrUntap':
    case 'changeZone':
    case 'counter':
    case 'attach':
    case 'pair':
    case 'fight':
    case 'revealHand':
    case 'discardHand':
    case 'lookAtHand':
    case 'extraTurn':
    case 'additionalLands':
    case 'maximumHandSize':
    case 'endGame':
    case 'skipNext':
    case 'shuffleIntoLibrary':
    case 'exchangeControl':
    case 'chooseCard':
    case 'becomeCopy':
    case 'proliferate':
    case 'becomeDesignated':
    case 'cascade':
    case 'castWithoutPaying':
    case 'castForMadness':
    case 'mayPlay':
    case 'revealUntil':
    case 'flipCoin':
    case 'clash':
    case 'vote':
    case 'explore':
    case 'rollDie':
    case 'planeswalk':
    case 'becomeMonarch':
    case 'createEmblem':
      return effect;
    case 'dealDamage':
    case 'putCounters':
    case 'moveCounters':
    case 'drawCards':
    case 'gainLife':
    case 'loseLife':
    case 'discard':
    case 'exileCards':
    case 'createTokens':
    case 'createTokenCopies':
    case 'sacrifice':
    case 'mill':
    case 'search':
    case 'copySpell':
      return { ...effect, amount: x(effect.amount) };
    case 'preventDamage':
      return effect.amount === null ? effect : { ...effect, amount: x(effect.amount) };
    case 'removeCounters':
      return effect.amount === null ? effect : { ...effect, amount: x(effect.amount) };
    case 'unless':
      return { ...effect, effects: effect.effects.map((e) => defineX(e, by)) };
    case 'topCards':
      return { ...effect, amount: x(effect.amount), picks: effect.picks.map((p) => ({ ...p, amount: x(p.amount) })) };
    case 'modify':
      return { ...effect, modifications: effect.modifications.map(signed) };
    case 'optional':
      return {
        ...effect,
        effects: effect.effects.map((e) => defineX(e, by)),
        ifYouDo: effect.ifYouDo.map((e) => defineX(e, by)),
        ...(effect.ifYouDont ? { ifYouDont: effect.ifYouDont.map((e) => defineX(e, by)) } : {}),
      };
    case 'modal':
      return { ...effect, modes: effect.modes.map((m) => ({ ...m, effects: m.effects.map((e) => defineX(e, by)) })) };
    case 'delayed':
    case 'reflexive':
      return { ...effect, effects: effect.effects.map((e) => defineX(e, by)) };
    case 'conditional':
      return {
        ...effect,
        effects: effect.effects.map((e) => defineX(e, by)),
        otherwise: effect.otherwise.map((e) => defineX(e, by)),
      };
  }
}
