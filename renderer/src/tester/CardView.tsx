import { useId } from 'react';
import {
  activatableAbilities,
  graveyardAlternative,
  graveyardCastKeyword,
  handVerb,
  hasFlashback,
  splitCasts,
  suspendCost,
  type SplitCast,
} from './action-builders.js';
import { combatRole } from './board-model.js';
import { ptOf } from './board-model.js';
import {
  formatManaCost,
  halvesOf,
  isCreature,
  isSummoningSick,
  modalOf,
  morphOf,
  playersPermitted,
  visibleName,
  type Ability,
  type CombatState,
  type GameObject,
  type GameState,
  type PlayerId,
} from './engine.js';

/** What a card may offer the user; absent handlers mean read-only (inspection, hidden views). */
export interface CardActions {
  /** Plays or casts it; `player` who does (a card in exile another player may play, 601.3), else its controller. */
  readonly onPlay?: (object: GameObject, player?: PlayerId) => void;
  /** `player` activates it: its controller unless the ability lets any player (602.2). */
  readonly onActivate?: (object: GameObject, ability: number, player: PlayerId) => void;
  /** 709.3, 702.102a: cast one half of a split card, or both fused. */
  readonly onCastSplit?: (object: GameObject, way: SplitCast['way']) => void;
  /** 702.37c: cast a card with morph face down for {3}. */
  readonly onCastFaceDown?: (object: GameObject) => void;
  /** 702.37e: turn a face-down permanent face up for its morph cost. */
  readonly onTurnFaceUp?: (object: GameObject) => void;
  /** 702.62a: suspend a card in the hand (pay its suspend cost, exile it with its time counters). */
  readonly onSuspend?: (object: GameObject) => void;
  /** Set while choosing targets: this object is a legal choice. */
  readonly onTarget?: (id: string) => void;
}

interface Props {
  readonly object: GameObject;
  readonly state: GameState;
  readonly combat: CombatState | null;
  readonly zone: 'hand' | 'battlefield' | 'graveyard' | 'exile';
  readonly changed: boolean;
  /** Alternates with every change so the highlight animation restarts. */
  readonly flash: 'even' | 'odd';
  readonly actions: CardActions;
  readonly targetable: boolean;
}

function stateWords(object: GameObject, state: GameState, combat: CombatState | null, zone: string): string[] {
  const words: string[] = object.token ? ['token'] : [];
  if (zone !== 'battlefield') return words;
  // 707.2: a permanent that is a copy shows the copied card; the badge names the card it really is.
  if (object.printed) words.push(`${object.printed.name} as a copy`);
  if (object.tapped) words.push('tapped');
  if (object.damage > 0) words.push(`${object.damage} damage`);
  for (const [kind, n] of Object.entries(object.counters))
    if (n !== 0) words.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`);
  if (isCreature(object, state) && isSummoningSick(state, object)) words.push('summoning sick');
  if (state.shields.some((s) => s.object === object.id)) words.push('regeneration shield');
  const role = combatRole(combat, object.id);
  if (role) words.push(role);
  if (object.attachedTo !== null) {
    const host = state.objects[object.attachedTo]?.template.name ?? state.players[object.attachedTo]?.name;
    words.push(`attached to ${host ?? object.attachedTo}`);
  }
  return words;
}

/** The badge's style: its last word ("2 damage" → damage), or its first for "attached to X". */
const badgeKind = (word: string): string =>
  word.startsWith('attached to ') ? 'attached' : (word.split(' ').pop() ?? word);

/** One card or permanent: its face, its state as badges, and what can be done with it. */
export function CardView({ object, state, combat, zone, changed, flash, actions, targetable }: Props) {
  const nameId = useId();
  const stateId = useId();
  const t = object.template;
  const words = stateWords(object, state, combat, zone);
  // What it is now (613.1d): a land an effect made a creature shows its power and toughness too (205.1b).
  const creature = zone === 'battlefield' ? isCreature(object, state) : t.types.includes('creature');
  const pt = creature ? ptOf(state, object) : null;
  const classes = [
    'tester-card',
    object.tapped && zone === 'battlefield' ? 'tapped' : '',
    changed ? `changed-${flash}` : '',
  ];
  const abilities = zone === 'exile' ? [] : activatableAbilities(object, zone, state);
  // On the battlefield, activatable abilities are buttons; everything else is the card's text.
  const shownAsButton = new Set(abilities.map((a) => a.index));
  // 709.4c: a split card has the text of both halves; each line says its half.
  const halves = halvesOf(t);
  const otherText =
    halves.length > 0
      ? halves.flatMap((h) =>
          h.abilities.filter((a) => a.line > 0).map((a) => ({ ...a, text: `${h.name}: ${a.text}` })),
        )
      : t.abilities.filter((a, i) => a.line > 0 && !shownAsButton.has(i));

  return (
    <li className={classes.filter(Boolean).join(' ')} aria-labelledby={nameId} aria-describedby={stateId}>
      <div className="tester-card-head">
        <span className="tester-card-name" id={nameId}>
          {visibleName(object)}
          {/* 708.5: its controller may look at it; another player's view has no face to show. */}
          {object.faceDown?.face && <span className="cs-muted"> ({object.faceDown.face.name})</span>}
        </span>
        {t.manaCost && <span className="tester-card-cost">{formatManaCost(t.manaCost)}</span>}
      </div>
      <div className="tester-card-type">
        {[...t.supertypes, ...t.types].join(' ')}
        {t.subtypes.length > 0 ? ` — ${t.subtypes.join(' ')}` : ''}
      </div>
      {otherText.length > 0 && (
        <div className="tester-card-text">
          {[...new Map(otherText.map((a) => [a.text, a])).values()].map((a) => (
            <p key={a.text}>
              {a.text}
              {modesOf(a).map((mode) => (
                <span key={mode} className="tester-card-mode">
                  • {mode}
                </span>
              ))}
            </p>
          ))}
        </div>
      )}
      {pt && (
        <div
          className={`tester-card-pt${pt.changed ? ' changed' : ''}`}
          aria-label="power and toughness"
          title={pt.why.length > 0 ? pt.why.join(', ') : undefined}
        >
          {pt.current}
          {pt.changed && <span className="tester-pt-printed"> (printed {pt.printed})</span>}
        </div>
      )}
      <div className="tester-card-state" id={stateId}>
        {words.map((w) => (
          <span key={w} className={`tester-badge badge-${badgeKind(w)}`}>
            {w}
          </span>
        ))}
      </div>
      <div className="tester-card-actions">
        {targetable && actions.onTarget && (
          <button type="button" className="tester-target" onClick={() => actions.onTarget?.(object.id)}>
            Target {visibleName(object)}
          </button>
        )}
        {/* 709.3: a split card is cast as one half, or both fused (702.102a); an aftermath half from the graveyard. */}
        {(zone === 'hand' || zone === 'graveyard') &&
          actions.onCastSplit &&
          splitCasts(t, zone).map((c) => (
            <button
              key={c.label}
              type="button"
              onClick={() => actions.onCastSplit?.(object, c.way)}
              aria-label={c.label}
            >
              {c.label}
            </button>
          ))}
        {zone === 'hand' && actions.onPlay && splitCasts(t, 'hand').length === 0 && (
          <button
            type="button"
            onClick={() => actions.onPlay?.(object)}
            aria-label={`${handVerb(t) === 'play' ? 'Play' : 'Cast'} ${t.name}`}
          >
            {handVerb(t) === 'play' ? 'Play' : 'Cast'}
          </button>
        )}
        {zone === 'hand' && actions.onCastFaceDown && morphOf(t) && (
          <button
            type="button"
            onClick={() => actions.onCastFaceDown?.(object)}
            aria-label={`Cast ${t.name} face down`}
          >
            Cast face down ({'{3}'})
          </button>
        )}
        {zone === 'hand' && actions.onSuspend && suspendCost(t) !== null && (
          <button type="button" onClick={() => actions.onSuspend?.(object)} aria-label={`Suspend ${t.name}`}>
            Suspend ({suspendCost(t)})
          </button>
        )}
        {zone === 'battlefield' && actions.onTurnFaceUp && object.faceDown?.face && (
          <button
            type="button"
            onClick={() => actions.onTurnFaceUp?.(object)}
            aria-label={`Turn ${object.faceDown.face.name} face up`}
          >
            Turn face up
          </button>
        )}
        {/* 601.3, 305.2: a card an effect lets a player play from exile ("You may play that card this turn"). */}
        {zone === 'exile' &&
          actions.onPlay &&
          playersPermitted(state, object).map((player) => (
            <button
              key={player}
              type="button"
              onClick={() => actions.onPlay?.(object, player)}
              aria-label={`${handVerb(t) === 'play' ? 'Play' : 'Cast'} ${t.name} from exile as ${state.players[player]?.name ?? player}`}
            >
              {handVerb(t) === 'play' ? 'Play' : 'Cast'} from exile
            </button>
          ))}
        {zone === 'graveyard' && actions.onPlay && hasFlashback(t) && (
          <button type="button" onClick={() => actions.onPlay?.(object)} aria-label={`Cast ${t.name} with flashback`}>
            Cast with flashback
          </button>
        )}
        {zone === 'graveyard' && actions.onPlay && !hasFlashback(t) && graveyardCastKeyword(t) !== null && (
          <button
            type="button"
            onClick={() => actions.onPlay?.(object)}
            aria-label={`Cast ${t.name} with ${graveyardCastKeyword(t)}`}
          >
            Cast with {graveyardCastKeyword(t)}
          </button>
        )}
        {zone === 'graveyard' && actions.onPlay && graveyardAlternative(t) !== null && (
          <button type="button" onClick={() => actions.onPlay?.(object)} aria-label={`Cast ${t.name} with escape`}>
            Cast with escape
          </button>
        )}
        {abilities.map((a) =>
          zone === 'hand' ? (
            <button
              key={a.index}
              type="button"
              onClick={actions.onActivate && (() => actions.onActivate?.(object, a.index, object.controller))}
              aria-label={`${a.cycling ? 'Cycle' : 'Activate'} ${t.name}: ${a.text}`}
            >
              {a.cycling ? 'Cycle' : 'Activate'} ({a.text})
            </button>
          ) : (
            a.activators.map((player) => (
              <AbilityButton
                key={`${a.index}:${player}`}
                name={zone === 'graveyard' ? `${t.name} from the graveyard` : t.name}
                ability={a}
                // 602.2: "Any player may activate this ability.": a button for each player, named.
                by={a.activators.length > 1 ? (state.players[player]?.name ?? player) : null}
                onActivate={actions.onActivate && (() => actions.onActivate?.(object, a.index, player))}
              />
            ))
          ),
        )}
      </div>
    </li>
  );
}

/** A modal ability's `•` lines (700.2), shown under its "Choose one —". */
function modesOf(ability: Ability): string[] {
  const effects = 'effects' in ability ? ability.effects : [];
  return modalOf(effects)?.modes.map((m) => m.text) ?? [];
}

function AbilityButton({
  name,
  ability,
  by,
  onActivate,
}: {
  readonly name: string;
  readonly ability: { readonly text: string; readonly problem: string | null };
  /** The player who would activate it, when more than one may. */
  readonly by: string | null;
  readonly onActivate: (() => void) | undefined;
}) {
  const reasonId = useId();
  const greyed = ability.problem !== null;
  if (!onActivate && !greyed) return <div className="tester-ability-text">{ability.text}</div>;
  return (
    <>
      <button
        type="button"
        className={`tester-ability${greyed ? ' greyed' : ''}`}
        aria-label={`Activate ${name}${by ? ` as ${by}` : ''}: ${ability.text}`}
        aria-disabled={greyed || !onActivate ? true : undefined}
        aria-describedby={greyed ? reasonId : undefined}
        title={ability.problem ?? undefined}
        // A greyed ability still asks the engine, so the user sees the refusal and its reason.
        onClick={onActivate}
      >
        {by ? `${by}: ${ability.text}` : ability.text}
      </button>
      {greyed && (
        <span id={reasonId} className="tester-reason">
          {ability.problem}
        </span>
      )}
    </>
  );
}
