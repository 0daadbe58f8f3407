import { formatManaCost } from '../mana/mana-cost.js';
import type { Ability, Amount, Cost, Effect, Subject } from '../templates/card-template.js';

export function describeAmount(amount: Amount): string {
  return amount.kind === 'fixed' ? String(amount.value) : amount.letter;
}

export function describeSubject(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return '~';
    case 'you':
      return 'you';
    case 'target':
      return subject.text;
  }
}

/** `{T}`, `{1}{G}`, `pay 2 life`. */
export function describeCost(cost: Cost): string {
  switch (cost.kind) {
    case 'mana':
      return formatManaCost(cost.mana);
    case 'tap':
      return '{T}';
    case 'untap':
      return '{Q}';
    case 'payLife':
      return `pay ${cost.amount} life`;
    case 'sacrificeSelf':
      return 'sacrifice ~';
  }
}

/** Lower-case imperative summary: "add {R} or {G}", "deal 2 damage to any target". */
export function describeEffect(effect: Effect): string {
  switch (effect.kind) {
    case 'addMana':
      return `add ${joinOptions(effect.options.map(formatManaCost))}`;
    case 'dealDamage':
      return `deal ${describeAmount(effect.amount)} damage to ${describeSubject(effect.to)}`;
    case 'destroy':
      return `destroy ${describeSubject(effect.what)}`;
    case 'regenerate':
      return `regenerate ${describeSubject(effect.what)}`;
    case 'drawCards': {
      const n = effect.amount;
      const cards = n.kind === 'fixed' && n.value === 1 ? 'a card' : `${describeAmount(n)} cards`;
      return effect.who.kind === 'you' ? `draw ${cards}` : `${describeSubject(effect.who)} draws ${cards}`;
    }
    case 'gainLife':
      return effect.who.kind === 'you'
        ? `gain ${describeAmount(effect.amount)} life`
        : `${describeSubject(effect.who)} gains ${describeAmount(effect.amount)} life`;
    case 'tap':
      return `tap ${describeSubject(effect.what)}`;
  }
}

function joinOptions(options: readonly string[]): string {
  if (options.length <= 1) return options[0] ?? '';
  if (options.length === 2) return `${options[0]} or ${options[1]}`;
  return `${options.slice(0, -1).join(', ')}, or ${options[options.length - 1]}`;
}

/** One line a person reads in the parser panel: "Mana ability: {T}: add {G}". */
export function describeAbility(ability: Ability): string {
  switch (ability.kind) {
    case 'keyword':
      return `Keyword: ${ability.keyword}`;
    case 'activated': {
      const label = ability.isManaAbility ? 'Mana ability' : 'Activated ability';
      const implied = ability.implied ? ' (from its land type)' : '';
      return `${label}${implied}: ${ability.costs.map(describeCost).join(', ')}: ${ability.effects.map(describeEffect).join('; ')}`;
    }
    case 'spell':
      return `Spell: ${ability.effects.map(describeEffect).join('; ')}`;
    case 'static':
      return `Static: ${ability.effect.kind === 'cantBlock' ? "~ can't block" : '~ can block only creatures with flying'}`;
    case 'applied':
      return `Implementation: ${ability.implementation}`;
    case 'unparsed':
      return `Not understood: ${ability.text}`;
  }
}
