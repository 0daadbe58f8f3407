/** The rules tester feature: a sandbox game on the rules engine beside the editor (issue #7). */
export { RulesTester, type RulesTesterProps } from './RulesTester.js';
export { TesterDock } from './TesterDock.js';
export type { LibraryCard } from './block-table.js';
