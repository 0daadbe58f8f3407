import { useState } from 'react';
import { whyCantAttack, whyCantBlock } from './combat-reasons.js';
import {
  exertAbilities,
  isCreature,
  possibleBlocks,
  type Action,
  type GameObject,
  type GameState,
  type ObjectId,
} from './engine.js';

interface Props {
  readonly state: GameState;
  /** Absent when read-only. */
  readonly onDeclare?: (action: Action) => void;
}

const nameOf = (state: GameState, id: string): string =>
  state.objects[id]?.template.name ?? state.players[id]?.name ?? id;

/** Its creatures as they are now (613.1d): a land an effect made a creature until end of turn is one (205.1b). */
const creaturesOf = (state: GameState, player: string): GameObject[] =>
  (state.players[player]?.zones.battlefield ?? [])
    .map((id) => state.objects[id])
    .filter((o): o is GameObject => o !== undefined && isCreature(o, state));

/**
 * Combat: choose attackers in the declare attackers step (any creature may be ticked: the engine refuses an
 * illegal choice with its reason), blockers in the declare blockers step (each blocker is offered only the
 * attackers the engine's restriction modules let it block), and the result once declared.
 */
export function CombatPanel({ state, onDeclare }: Props) {
  const combat = state.combat;
  const step = state.turn.step;
  if (!combat) {
    return (
      <section className="tester-combat" aria-label="Combat">
        <h3>Combat</h3>
        <p className="cs-muted">Go to the declare attackers step (Next step) to attack.</p>
      </section>
    );
  }
  return (
    <section className="tester-combat" aria-label="Combat">
      <h3>Combat</h3>
      {step === 'declareAttackers' && !combat.attackersDeclared && onDeclare ? (
        <AttackForm key={state.turn.number} state={state} player={combat.attackingPlayer} onDeclare={onDeclare} />
      ) : step === 'declareBlockers' && !combat.blockersDeclared && onDeclare ? (
        <BlockForm state={state} player={combat.defendingPlayer} onDeclare={onDeclare} />
      ) : (
        <CombatSummary state={state} onDeclare={onDeclare} />
      )}
    </section>
  );
}

function AttackForm({
  state,
  player,
  onDeclare,
}: {
  state: GameState;
  player: string;
  onDeclare: (a: Action) => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<ObjectId>>(new Set());
  // 508.1g, 701.39d: the attackers whose "You may exert ~ as it attacks." is used.
  const [exerted, setExerted] = useState<ReadonlySet<ObjectId>>(new Set());
  const creatures = creaturesOf(state, player);
  const flip =
    (set: (f: (prev: ReadonlySet<ObjectId>) => ReadonlySet<ObjectId>) => void) =>
    (id: ObjectId): void =>
      set((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      });
  const toggle = flip(setChosen);
  const toggleExert = flip(setExerted);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDeclare({
          type: 'declareAttackers',
          player,
          attackers: creatures
            .filter((c) => chosen.has(c.id))
            .map((c) => (exerted.has(c.id) ? { creature: c.id, exert: true } : { creature: c.id })),
        });
      }}
    >
      <fieldset>
        <legend>Attackers ({state.players[player]?.name ?? player})</legend>
        {creatures.length === 0 && <p className="cs-muted">No creatures.</p>}
        {creatures.map((c) => (
          <div key={c.id}>
            <label className="tester-check">
              <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
              Attack with {c.template.name}
              {whyCantAttack(state, c.id, player) !== null && (
                <span className="tester-reason"> — can't: {whyCantAttack(state, c.id, player)}</span>
              )}
            </label>
            {chosen.has(c.id) && exertAbilities(state, c).length > 0 && (
              <label className="tester-check">
                <input type="checkbox" checked={exerted.has(c.id)} onChange={() => toggleExert(c.id)} />
                Exert {c.template.name} as it attacks (it won't untap during your next untap step)
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <button type="submit">Declare attackers</button>
    </form>
  );
}

function BlockForm({ state, player, onDeclare }: { state: GameState; player: string; onDeclare: (a: Action) => void }) {
  const combat = state.combat;
  const [chosen, setChosen] = useState<Readonly<Record<ObjectId, readonly ObjectId[]>>>({});
  const offers = possibleBlocks(state);
  const attackers = combat?.attackers.map((a) => a.creature) ?? [];
  const toggle = (blocker: ObjectId, attacker: ObjectId): void =>
    setChosen((prev) => {
      const list = prev[blocker] ?? [];
      return { ...prev, [blocker]: list.includes(attacker) ? list.filter((a) => a !== attacker) : [...list, attacker] };
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDeclare({
          type: 'declareBlockers',
          player,
          blocks: Object.entries(chosen)
            .filter(([, list]) => list.length > 0)
            .map(([blocker, list]) => ({ blocker, attackers: [...list] })),
        });
      }}
    >
      <p>Attacking: {attackers.map((a) => nameOf(state, a)).join(', ') || 'nothing'}</p>
      {creaturesOf(state, player).map((blocker) => {
        const legal = offers[blocker.id] ?? [];
        return (
          <fieldset key={blocker.id}>
            <legend>{blocker.template.name} blocks</legend>
            {legal.map((a) => (
              <label key={a} className="tester-check">
                <input
                  type="checkbox"
                  checked={(chosen[blocker.id] ?? []).includes(a)}
                  onChange={() => toggle(blocker.id, a)}
                />
                Block {nameOf(state, a)} with {blocker.template.name}
              </label>
            ))}
            {legal.length < attackers.length && (
              <p className="tester-reason">
                {legal.length === 0 ? "Can't block: " : 'Not offered: '}
                {whyCantBlock(state, blocker)}
              </p>
            )}
          </fieldset>
        );
      })}
      <button type="submit">Declare blockers</button>
    </form>
  );
}

/** Who attacks whom and who blocks; an attacker's blockers can be reordered for damage (509.2) until damage. */
function CombatSummary({ state, onDeclare }: { state: GameState; onDeclare?: (a: Action) => void }) {
  const combat = state.combat;
  if (!combat || combat.attackers.length === 0) {
    return (
      <p className="cs-muted">
        {combat?.attackersDeclared ? 'No attackers.' : 'Attackers are declared in the declare attackers step.'}
      </p>
    );
  }
  const orderable = onDeclare !== undefined && combat.blockersDeclared && state.turn.step === 'declareBlockers';
  const moveEarlier = (attacker: ObjectId, blockers: readonly ObjectId[], i: number): void => {
    const order = [...blockers];
    [order[i - 1], order[i]] = [order[i] as ObjectId, order[i - 1] as ObjectId];
    onDeclare?.({ type: 'setDamageOrder', player: combat.attackingPlayer, attacker, blockers: order });
  };
  return (
    <ul className="tester-combat-summary">
      {combat.attackers.map((a) => (
        <li key={a.creature}>
          {nameOf(state, a.creature)} attacks {nameOf(state, a.target)}
          {a.blockers.length > 0
            ? `, blocked by ${a.blockers.map((b) => nameOf(state, b)).join(', ')}`
            : a.blocked
              ? ', blocked'
              : combat.blockersDeclared
                ? ', unblocked'
                : ''}
          {orderable && a.blockers.length > 1 && (
            <ol className="tester-damage-order" aria-label={`Damage order for ${nameOf(state, a.creature)}`}>
              {a.blockers.map((b, i) => (
                <li key={b}>
                  {nameOf(state, b)}
                  {i > 0 && (
                    <button type="button" onClick={() => moveEarlier(a.creature, a.blockers, i)}>
                      Assign damage to {nameOf(state, b)} earlier
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
