import type { CombatRestriction } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

export type ActivationBan = Extract<CombatRestriction, { kind: 'cantActivate' }>;

/**
 * 602.5: "activated abilities can't be activated", "activated abilities with {T} in their costs can't be activated",
 * "… can't be activated unless they're mana abilities", "… can't be activated this turn" (an effect's duration). After
 * the words naming whose abilities ("its", "their", "Enchanted creature's", "Activated abilities of artifacts"). Null,
 * unmoved, unless the whole phrase is there.
 */
export function activationBan(s: Scanner): Ban | null {
  if (s.peekWord() !== 'activated') return null;
  const save = s.mark();
  if (!s.words('activated abilities')) return null;
  const ban = activationBanTail(s);
  if (!ban) s.reset(save);
  return ban;
}

export interface Ban {
  readonly restriction: ActivationBan;
  readonly thisTurn: boolean;
}

/**
 * The part after whose abilities are named: "[with {T} in their costs] can't be activated [this turn] [unless
 * they're mana abilities]". Shared by "its activated abilities …" and the static "Activated abilities of artifacts
 * …". Null, unmoved, unless "can't be activated" is there.
 */
export function activationBanTail(s: Scanner): Ban | null {
  const save = s.mark();
  const tapOnly = s.words('with {T} in their costs');
  if (!s.words("can't be activated")) {
    s.reset(save);
    return null;
  }
  const thisTurn = s.words('this turn');
  const exceptMana = s.words("unless they're mana abilities") || s.words('unless they are mana abilities');
  return { restriction: { kind: 'cantActivate', exceptMana, tapOnly }, thisTurn };
}

/**
 * "its activated abilities can't be activated", "their activated abilities …": the ban for what a list of changes is
 * about ("Enchanted creature can't attack or block, and its activated abilities can't be activated.").
 */
export function itsActivationBan(s: Scanner): ReturnType<typeof activationBan> {
  const word = s.peekWord();
  if (word !== 'its' && word !== 'their') return null;
  const save = s.mark();
  s.words(word);
  const ban = activationBan(s);
  if (!ban) s.reset(save);
  return ban;
}
