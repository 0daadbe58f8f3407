import { isCardFile } from '../../engine/format/formats.js';

/** Rules-tester scenarios live beside the cards and are edited in the same window. */
const SCENARIO_EXTENSION = '.scenario';

/** The files the editor's tree shows: anything a card format reads, and scenarios. Folders are always shown. */
export function isWorkspaceFile(name: string): boolean {
  return isCardFile(name) || name.toLowerCase().endsWith(SCENARIO_EXTENSION);
}
