import { useState } from 'react';

/**
 * Long lists render this many items at a time. A workspace of 30,000 cards has about 39,000 warnings: as that
 * many DOM buttons, one frame of the page took 46 s.
 */
export const LIST_STEP = 200;

/** How many items of a long list are shown, and a way to show `LIST_STEP` more. */
export function useShownCount(): readonly [number, () => void] {
  const [shown, setShown] = useState(LIST_STEP);
  return [shown, () => setShown((n) => n + LIST_STEP)];
}

/** The button under a shortened list; nothing when every item is shown. */
export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return (
    <button type="button" className="cs-button secondary show-more" onClick={onMore}>
      Show {Math.min(LIST_STEP, hidden)} more ({hidden.toLocaleString('en')} not shown)
    </button>
  );
}
