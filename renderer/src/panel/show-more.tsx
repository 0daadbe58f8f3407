import { useState } from 'react';

/**
 * Long lists render this many items at a time. A workspace of 30,000 cards has about 39,000 warnings: as that
 * many DOM buttons, one frame of the page took 46 s.
 */
export const LIST_STEP = 200;

/** How many items of a long list are shown, and a way to show `step` more. */
export function useShownCount(step = LIST_STEP): readonly [number, () => void] {
  const [shown, setShown] = useState(step);
  return [shown, () => setShown((n) => n + step)];
}

/** The button under a shortened list; nothing when every item is shown. */
export function ShowMore({
  shown,
  total,
  onMore,
  step = LIST_STEP,
}: {
  shown: number;
  total: number;
  onMore: () => void;
  step?: number;
}) {
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return (
    <button type="button" className="cs-button secondary show-more" onClick={onMore}>
      Show {Math.min(step, hidden)} more ({hidden.toLocaleString('en')} not shown)
    </button>
  );
}
