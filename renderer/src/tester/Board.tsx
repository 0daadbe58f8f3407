import type { ComponentProps } from 'react';
import type { BoardModel } from './board-model.js';
import type { CardActions } from './CardView.js';
import { CombatPanel } from './CombatPanel.js';
import { topScheme, type Action, type GameState, type ManaType, type PlayerId } from './engine.js';
import { PendingTriggers } from './PendingTriggers.js';
import { PlayerArea } from './PlayerArea.js';
import { StackView } from './StackView.js';

interface Props {
  readonly board: BoardModel;
  readonly state: GameState;
  readonly changed: ReadonlySet<string>;
  readonly flash: 'even' | 'odd';
  /** Empty when read-only. */
  readonly actions: CardActions;
  readonly targets: ReadonlySet<string>;
  readonly onAddMana?: (player: PlayerId, type: ManaType) => void;
  readonly onLife?: (player: PlayerId, delta: number) => void;
  readonly onResolve?: () => void;
  readonly onDeclare?: (action: Action) => void;
  /** Performs a command-zone action (901.9 the planar die, 701.25 set in motion) with what to report when done. */
  readonly onCommandAction?: (action: Action, done: string) => void;
  /** The pending triggers panel's contents and handlers. */
  readonly triggers: Omit<ComponentProps<typeof PendingTriggers>, 'state'>;
}

/** Both players (the second one on top, as across a table), the stack and combat between them. */
export function Board(props: Props) {
  const { board, state, changed, flash, actions, targets, onAddMana, onLife, onResolve, onDeclare, triggers } = props;
  const { onCommandAction } = props;
  const seats = [...board.seats].reverse();
  // 608.2g: a card a resolving ability lets a player cast without paying its mana cost (cascade, rebound).
  const offer = state.pendingCast;
  const offered = offer ? state.objects[offer.card] : undefined;
  const area = (index: number) => {
    const seat = seats[index];
    if (!seat) return null;
    return (
      <PlayerArea
        seat={seat}
        state={state}
        combat={board.combat}
        active={board.turn.activePlayer === seat.id}
        priority={board.turn.priority === seat.id}
        changed={changed}
        flash={flash}
        actions={actions}
        targets={targets}
        onAddMana={onAddMana && ((type) => onAddMana(seat.id, type))}
        onLife={onLife && ((delta) => onLife(seat.id, delta))}
        onRollPlanarDie={
          onCommandAction &&
          (() =>
            onCommandAction(
              { type: 'rollPlanarDie', player: seat.id, autoTap: true },
              `${seat.name} rolled the planar die`,
            ))
        }
        onSetInMotion={
          onCommandAction &&
          (() => {
            const top = topScheme(state, seat.id);
            if (top)
              onCommandAction(
                { type: 'setInMotion', player: seat.id, card: top.id },
                `${seat.name} set ${top.template.name} in motion`,
              );
          })
        }
      />
    );
  };
  return (
    <div className="tester-board">
      {area(0)}
      <div className="tester-middle">
        <div className="tester-stack-column">
          {offer && offered && (
            <section
              className="tester-triggers"
              aria-label={
                offer.alternative === undefined ? 'Cast without paying its mana cost' : 'Cast for its madness cost'
              }
            >
              <p>
                {state.players[offer.player]?.name ?? offer.player} may cast{' '}
                <span className="tester-card-name">{offered.template.name}</span>{' '}
                {offer.alternative === undefined ? 'without paying its mana cost' : 'for its madness cost'} (
                {offer.rule}, 608.2g).
              </p>
              {actions.onPlay && (
                <button type="button" onClick={() => actions.onPlay?.(offered)}>
                  Cast {offered.template.name}
                </button>
              )}
              {onDeclare && (
                <button type="button" onClick={() => onDeclare({ type: 'declineCast', player: offer.player })}>
                  Decline
                </button>
              )}
            </section>
          )}
          <PendingTriggers state={state} {...triggers} />
          <StackView stack={board.stack} onResolve={onResolve} />
        </div>
        <CombatPanel state={state} onDeclare={onDeclare} />
        {board.winner !== null && (
          <p className="tester-winner">{state.players[board.winner]?.name ?? board.winner} won the game.</p>
        )}
      </div>
      {area(1)}
    </div>
  );
}
