import type { Amount, Condition, Effect, Modification, Subject } from './rules-text.js';

/**
 * Every subject an effect names, in the order the text names them (601.2c numbers targets that way), including
 * those inside amounts ("equal to target creature's power") and nested effects ("you may tap target creature").
 * One switch over every effect kind, so a new kind that forgets its subjects is a type error here.
 */
export function subjectsOf(effect: Effect): Subject[] {
  switch (effect.kind) {
    case 'addMana':
    case 'pay':
      return [];
    case 'dealDamage':
      return [...subjectTree(effect.from), ...amountSubjects(effect.amount), ...subjectTree(effect.to)];
    case 'destroy':
    case 'regenerate':
    case 'tap':
    case 'untap':
      return subjectTree(effect.what);
    case 'putCounters':
      return [...amountSubjects(effect.amount), ...subjectTree(effect.what)];
    case 'drawCards':
    case 'gainLife':
    case 'loseLife':
    case 'discard':
    case 'createTokens':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount)];
    case 'changeZone':
    case 'counter':
      return subjectTree(effect.what);
    case 'sacrifice':
      return [
        ...subjectTree(effect.who),
        ...(effect.what ? subjectTree(effect.what) : []),
        ...amountSubjects(effect.amount),
      ];
    case 'mill':
      return [...subjectTree(effect.who), ...amountSubjects(effect.amount)];
    case 'modify':
      return [...subjectTree(effect.what), ...effect.modifications.flatMap(modificationSubjects)];
    case 'optional':
      return [...effect.effects.flatMap(subjectsOf), ...effect.ifYouDo.flatMap(subjectsOf)];
  }
}

/** A subject and the subjects it is built on ("its controller" names "it"). */
function subjectTree(subject: Subject): Subject[] {
  switch (subject.kind) {
    case 'controllerOf':
    case 'ownerOf':
      return [subject, ...subjectTree(subject.of)];
    default:
      return [subject];
  }
}

function modificationSubjects(m: Modification): Subject[] {
  return m.kind === 'ptChange' ? [...amountSubjects(m.power.amount), ...amountSubjects(m.toughness.amount)] : [];
}

function amountSubjects(amount: Amount): Subject[] {
  return amount.kind === 'property' ? subjectTree(amount.of) : [];
}

/** The target subjects of a list of effects, in text order. */
export function targetsOf(effects: readonly Effect[]): Extract<Subject, { kind: 'target' }>[] {
  const out: Extract<Subject, { kind: 'target' }>[] = [];
  for (const effect of effects) for (const s of subjectsOf(effect)) if (s.kind === 'target') out.push(s);
  return out;
}

/** Conditions name no subjects today; kept beside the others so a condition that does is handled here. */
export function conditionSubjects(condition: Condition | null): Subject[] {
  return condition === null ? [] : [];
}
