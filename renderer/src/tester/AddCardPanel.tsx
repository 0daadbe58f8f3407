import { useState } from 'react';
import { CardPicker } from './CardPicker.js';
import { ACTIVE_KEY, type CardOption } from './card-options.js';
import type { PlayerId, PlayerZoneName } from './engine.js';

export interface AddCardRequest {
  readonly option: CardOption;
  readonly player: PlayerId;
  /** `command`: plane, phenomenon and scheme cards (310.2, 313.2). */
  readonly zone: PlayerZoneName | 'command';
  readonly sick: boolean;
  readonly tapped: boolean;
}

interface Props {
  readonly options: readonly CardOption[];
  readonly players: readonly { readonly id: PlayerId; readonly name: string }[];
  readonly disabled: boolean;
  readonly onAdd: (request: AddCardRequest) => void;
}

const ZONES: readonly (PlayerZoneName | 'command')[] = [
  'hand',
  'battlefield',
  'graveyard',
  'library',
  'exile',
  'command',
];

/** Put a card (the editor's, as typed, or any workspace card) into a zone of either player. */
export function AddCardPanel({ options, players, disabled, onAdd }: Props) {
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [player, setPlayer] = useState<PlayerId>(players[0]?.id ?? 'p1');
  const [zone, setZone] = useState<PlayerZoneName | 'command'>('battlefield');
  const [sick, setSick] = useState(false);
  const [tapped, setTapped] = useState(false);
  // The editor's card is the default until the user picks another; it follows what is typed.
  const selected = options.find((o) => o.key === pickedKey) ?? options.find((o) => o.key === ACTIVE_KEY) ?? null;

  return (
    <form
      className="tester-add"
      aria-label="Add a card"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onAdd({ option: selected, player, zone, sick, tapped });
      }}
    >
      <CardPicker options={options} selected={selected} onSelect={(o) => setPickedKey(o.key)} />
      <label className="tester-field">
        Player
        <select value={player} onChange={(event) => setPlayer(event.target.value)}>
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="tester-field">
        Zone
        <select value={zone} onChange={(event) => setZone(event.target.value as PlayerZoneName | 'command')}>
          {ZONES.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <label className="tester-check">
        <input type="checkbox" checked={sick} onChange={(event) => setSick(event.target.checked)} />
        Summoning sick
      </label>
      <label className="tester-check">
        <input type="checkbox" checked={tapped} onChange={(event) => setTapped(event.target.checked)} />
        Tapped
      </label>
      <button type="submit" className="primary" disabled={disabled || selected === null}>
        Add card
      </button>
    </form>
  );
}
