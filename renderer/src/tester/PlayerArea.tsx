import type { SeatModel } from './board-model.js';
import { CardView, type CardActions } from './CardView.js';
import { handVerb } from './action-builders.js';
import {
  describeRestrictedMana,
  formatPool,
  MANA_TYPES,
  maximumHandSize,
  NORMAL_MAXIMUM_HAND_SIZE,
  playersPermitted,
  type CombatState,
  type GameObject,
  type GameState,
  type ManaType,
} from './engine.js';

interface Props {
  readonly seat: SeatModel;
  readonly state: GameState;
  readonly combat: CombatState | null;
  readonly active: boolean;
  readonly priority: boolean;
  readonly changed: ReadonlySet<string>;
  readonly flash: 'even' | 'odd';
  readonly actions: CardActions;
  /** Ids the pending action may target now. */
  readonly targets: ReadonlySet<string>;
  /** Adds one mana to this player's pool (a sandbox action); absent when read-only. */
  readonly onAddMana?: (type: ManaType) => void;
  /** Changes this player's life total (a sandbox action); absent when read-only. */
  readonly onLife?: (delta: number) => void;
  /** 901.9: this player rolls the planar die (a special action); absent when read-only. */
  readonly onRollPlanarDie?: () => void;
  /** 701.25, 904.9: this player sets the top scheme of their scheme deck in motion; absent when read-only. */
  readonly onSetInMotion?: () => void;
}

const poolText = (seat: SeatModel): string => {
  const text = formatPool(seat.pool);
  if (text === '{0}') return 'empty';
  // 106.6: "{C}{C}{C} (of it {C}{C}{C} only to cast artifact spells)".
  const restricted = seat.restrictedMana.map(describeRestrictedMana);
  return restricted.length === 0 ? text : `${text} (of it ${restricted.join('; ')})`;
};

/** One player's side: life, pool, and their zones. */
export function PlayerArea({
  seat,
  state,
  combat,
  active,
  priority,
  changed,
  flash,
  actions,
  targets,
  onAddMana,
  onLife,
  onRollPlanarDie,
  onSetInMotion,
}: Props) {
  const zone = (
    label: string,
    zoneName: 'hand' | 'battlefield' | 'graveyard' | 'exile',
    objects: readonly GameObject[],
  ) => (
    <section className={`tester-zone zone-${zoneName}`} aria-label={`${seat.name} ${label.toLowerCase()}`}>
      <h4>
        {label} <span className="cs-muted">({objects.length})</span>
      </h4>
      {objects.length === 0 ? (
        <p className="cs-muted tester-empty">empty</p>
      ) : (
        <ul className="tester-cards">
          {objects.map((o) => (
            <CardView
              key={o.id}
              object={o}
              state={state}
              combat={combat}
              zone={zoneName}
              changed={changed.has(o.id)}
              flash={flash}
              actions={actions}
              targetable={targets.has(o.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );

  // 402.2: shown only when an effect changed it from seven.
  const handSize = maximumHandSize(state, seat.id);
  return (
    <section
      className={`tester-player${seat.lost ? ' lost' : ''}${changed.has(seat.id) ? ` changed-${flash}` : ''}`}
      aria-label={seat.name}
    >
      <header className="tester-player-head">
        <h3>
          {seat.name}
          {active && <span className="tester-badge">active</span>}
          {priority && <span className="tester-badge">priority</span>}
          {seat.lost && <span className="tester-badge badge-lost">lost</span>}
          {/* 720.1: the monarch, a designation of one player at most. */}
          {seat.monarch && (
            <span className="tester-badge badge-monarch" aria-label={`${seat.name} is the monarch`}>
              monarch
            </span>
          )}
        </h3>
        <dl className="tester-stats">
          <dt>Life</dt>
          <dd>
            <output aria-label={`${seat.name} life`}>{seat.life}</output>
            {onLife && (
              <span className="tester-life-buttons">
                <button type="button" aria-label={`${seat.name} loses 1 life`} onClick={() => onLife(-1)}>
                  −
                </button>
                <button type="button" aria-label={`${seat.name} gains 1 life`} onClick={() => onLife(1)}>
                  +
                </button>
              </span>
            )}
          </dd>
          {seat.poison > 0 && (
            <>
              <dt>Poison</dt>
              <dd>{seat.poison}</dd>
            </>
          )}
          {seat.energy > 0 && (
            <>
              <dt>Energy</dt>
              <dd aria-label={`${seat.name} energy`}>{seat.energy}</dd>
            </>
          )}
          {handSize !== NORMAL_MAXIMUM_HAND_SIZE && (
            <>
              <dt>Maximum hand size</dt>
              <dd aria-label={`${seat.name} maximum hand size`}>
                {handSize === null ? 'none' : Math.max(0, handSize)}
              </dd>
            </>
          )}
          <dt>Mana pool</dt>
          <dd>
            <output aria-label={`${seat.name} mana pool`}>{poolText(seat)}</output>
          </dd>
          <dt>Library</dt>
          <dd>
            {seat.libraryCount}
            {seat.libraryTop && <span className="cs-muted"> (top: {seat.libraryTop.template.name})</span>}
            {/* 601.3, 305.2: "You may cast creature spells from the top of your library." */}
            {seat.libraryTop &&
              actions.onPlay &&
              playersPermitted(state, seat.libraryTop).map((player) => {
                const top = seat.libraryTop as GameObject;
                const verb = handVerb(top.template) === 'play' ? 'Play' : 'Cast';
                return (
                  <button key={player} type="button" onClick={() => actions.onPlay?.(top, player)}>
                    {verb} {top.template.name} from the library
                  </button>
                );
              })}
          </dd>
        </dl>
        {targets.has(seat.id) && actions.onTarget && (
          <button type="button" className="tester-target" onClick={() => actions.onTarget?.(seat.id)}>
            Target {seat.name}
          </button>
        )}
        {onAddMana && (
          <div className="tester-add-mana" role="group" aria-label={`Add mana to ${seat.name}'s pool`}>
            {MANA_TYPES.map((t) => (
              <button
                key={t}
                type="button"
                aria-label={`Add {${t}} to ${seat.name}'s pool`}
                onClick={() => onAddMana(t)}
              >
                +{t}
              </button>
            ))}
          </div>
        )}
      </header>
      {seat.hand === null ? (
        <section className="tester-zone zone-hand" aria-label={`${seat.name} hand`}>
          <h4>Hand</h4>
          <p className="cs-muted tester-empty">{seat.handCount} hidden card(s)</p>
        </section>
      ) : (
        zone('Hand', 'hand', seat.hand)
      )}
      {zone('Battlefield', 'battlefield', seat.battlefield)}
      <div className="tester-piles">
        {zone('Graveyard', 'graveyard', seat.graveyard)}
        {seat.exile.length > 0 && zone('Exile', 'exile', seat.exile)}
      </div>
      {(seat.command.length > 0 || seat.planarDeckCount > 0 || seat.schemeDeckCount > 0) && (
        <section className="tester-zone zone-command" aria-label={`${seat.name} command zone`}>
          <h4>Command zone</h4>
          <ul className="tester-emblems" aria-label="Face-up planes and schemes">
            {seat.command.map((o) => (
              <li key={o.id} className={`tester-emblem${changed.has(o.id) ? ` changed-${flash}` : ''}`}>
                <strong>{o.template.name}</strong> ({o.template.types.join(' ')}):{' '}
                {o.template.abilities.map((a) => a.text).join(' ')}
              </li>
            ))}
          </ul>
          <p className="cs-muted">
            Planar deck: {seat.planarDeckCount} face down · scheme deck: {seat.schemeDeckCount} face down
          </p>
          {onRollPlanarDie && active && seat.command.some((o) => !o.template.types.includes('scheme')) && (
            <button type="button" aria-label={`Roll the planar die for ${seat.name}`} onClick={onRollPlanarDie}>
              Roll the planar die
            </button>
          )}
          {onSetInMotion && seat.schemeDeckCount > 0 && (
            <button type="button" aria-label={`Set ${seat.name}'s top scheme in motion`} onClick={onSetInMotion}>
              Set in motion
            </button>
          )}
        </section>
      )}
      {seat.emblems.length > 0 && (
        <section className="tester-zone zone-command" aria-label={`${seat.name} emblems`}>
          <h4>
            Emblems <span className="cs-muted">({seat.emblems.length})</span>
          </h4>
          <ul className="tester-emblems" aria-label="Emblems">
            {seat.emblems.map((e) => (
              <li key={e.id} className={`tester-emblem${changed.has(e.id) ? ` changed-${flash}` : ''}`}>
                {e.text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
