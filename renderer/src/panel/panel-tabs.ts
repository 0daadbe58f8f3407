/** The parser panel's tabs, in order. */
export type PanelView = 'file' | 'workspace' | 'coverage';
export const PANEL_VIEWS: readonly PanelView[] = ['file', 'workspace', 'coverage'];

/** The tab a key moves to from `view` (arrows wrap around, Home and End go to the ends), or null for other keys. */
export function tabAfterKey(key: string, view: PanelView): PanelView | null {
  const at = PANEL_VIEWS.indexOf(view);
  const count = PANEL_VIEWS.length;
  if (key === 'ArrowRight') return PANEL_VIEWS[(at + 1) % count] ?? null;
  if (key === 'ArrowLeft') return PANEL_VIEWS[(at + count - 1) % count] ?? null;
  if (key === 'Home') return PANEL_VIEWS[0] ?? null;
  if (key === 'End') return PANEL_VIEWS[count - 1] ?? null;
  return null;
}
