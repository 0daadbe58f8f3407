import type { ImplementationName } from '../../abilities/implementations.js';
import type { DamageEvent } from '../damage/deal-damage.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * What the rules engine does for one registered implementation (an `applied` ability, engine/abilities/
 * implementations.ts). Each is a static ability (604.1) or a rule it follows; the engine asks at the moments
 * that matter, through the hooks below, and an implementation answers only the ones it is about. A hook
 * returns the "can't"/"doesn't" answer, so any one implementation saying so is enough (101.2).
 */
export interface RuleImplementation<N extends ImplementationName = ImplementationName> {
  readonly name: N;
  /** The Comprehensive Rules it follows, for explanations ("614.1c"). */
  readonly rules: string;
  /**
   * 614.1c, 614.12: it enters the battlefield tapped. A replacement of the entering event, not a tap afterwards:
   * it was never untapped there, so nothing "becomes tapped".
   */
  entersTapped?(object: GameObject, state: GameState): boolean;
  /** 502.3: it doesn't untap during its controller's untap step. */
  doesntUntap?(object: GameObject, state: GameState): boolean;
  /** 502.3: its controller may choose not to untap it during their untap step. */
  mayStayTapped?(object: GameObject, state: GameState): boolean;
  /** 701.5: a spell or ability that would counter it doesn't; it stays on the stack. */
  cantBeCountered?(spell: GameObject, state: GameState): boolean;
  /** 615: the damage that would be dealt to this permanent is prevented. */
  preventsDamage?(object: GameObject, damage: DamageEvent, state: GameState): boolean;
  /** 508.1c: why it can't be declared as an attacker, or null. */
  attackProblem?(object: GameObject, state: GameState): string | null;
}
