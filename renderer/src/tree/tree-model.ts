import type { TreeNode } from '../../../host/contract.js';

/**
 * Pure helpers for the file tree: which rows are visible, where the arrow keys go, and path
 * arithmetic. The tree component only renders what these return.
 */

export interface TreeRow {
  readonly node: TreeNode;
  /** 1-based, for aria-level. */
  readonly level: number;
  readonly parentPath: string | null;
  readonly setSize: number;
  readonly posInSet: number;
}

/** The rows a user sees: the root's children, and the children of every expanded folder. */
export function visibleRows(root: TreeNode, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: TreeNode, level: number): void => {
    const children = node.children ?? [];
    children.forEach((child, i) => {
      rows.push({
        node: child,
        level,
        parentPath: level === 1 ? null : node.path,
        setSize: children.length,
        posInSet: i + 1,
      });
      if (child.kind === 'directory' && expanded.has(child.path)) walk(child, level + 1);
    });
  };
  walk(root, 1);
  return rows;
}

export type TreeKeyResult =
  | { readonly kind: 'focus'; readonly path: string }
  | { readonly kind: 'expand'; readonly path: string }
  | { readonly kind: 'collapse'; readonly path: string }
  | { readonly kind: 'none' };

/** What an arrow/Home/End key does on the focused row, following the WAI-ARIA tree pattern. */
export function treeKey(
  rows: readonly TreeRow[],
  focused: string | null,
  expanded: ReadonlySet<string>,
  key: string,
): TreeKeyResult {
  if (rows.length === 0) return { kind: 'none' };
  const index = rows.findIndex((r) => r.node.path === focused);
  const row = rows[index];
  const at = (i: number): TreeKeyResult => {
    const r = rows[Math.max(0, Math.min(rows.length - 1, i))];
    return r ? { kind: 'focus', path: r.node.path } : { kind: 'none' };
  };
  if (!row) return key === 'End' ? at(rows.length - 1) : at(0);
  switch (key) {
    case 'ArrowDown':
      return at(index + 1);
    case 'ArrowUp':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(rows.length - 1);
    case 'ArrowRight':
      if (row.node.kind !== 'directory') return { kind: 'none' };
      if (!expanded.has(row.node.path)) return { kind: 'expand', path: row.node.path };
      return rows[index + 1]?.parentPath === row.node.path ? at(index + 1) : { kind: 'none' };
    case 'ArrowLeft':
      if (row.node.kind === 'directory' && expanded.has(row.node.path))
        return { kind: 'collapse', path: row.node.path };
      return row.parentPath === null ? { kind: 'none' } : { kind: 'focus', path: row.parentPath };
    default:
      return { kind: 'none' };
  }
}

/**
 * Type-ahead (WAI-ARIA tree): the row to focus when the user types `typed` (the letters typed in a quick burst) on
 * row `from`: the first row whose name starts with them, searching from the focused row on and wrapping around.
 * A new search (one letter, or the same letter again and again) starts after the focused row, so pressing "s"
 * repeatedly steps through the names starting with "s"; a longer word may still match the focused row itself.
 */
export function typeAheadTarget(rows: readonly TreeRow[], from: number, typed: string): string | null {
  const lower = typed.toLowerCase();
  const sameLetter = [...lower].every((ch) => ch === lower[0]);
  const prefix = sameLetter ? lower.slice(0, 1) : lower;
  if (prefix === '' || rows.length === 0) return null;
  const start = from < 0 ? 0 : from + (sameLetter ? 1 : 0);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[(start + i) % rows.length];
    if (row?.node.name.toLowerCase().startsWith(prefix)) return row.node.path;
  }
  return null;
}

export function findNode(root: TreeNode, path: string): TreeNode | null {
  if (root.path === path) return root;
  for (const child of root.children ?? []) {
    if (path === child.path || path.startsWith(`${child.path}/`)) return findNode(child, path);
  }
  return null;
}

/** Every file path, depth first, in tree order. */
export function listFiles(root: TreeNode): string[] {
  const out: string[] = [];
  const walk = (node: TreeNode): void => {
    if (node.kind === 'file') out.push(node.path);
    node.children?.forEach(walk);
  };
  walk(root);
  return out;
}

export function parentPath(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function joinPath(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/** The folder a new file goes into: the focused folder, or the folder of the focused file. */
export function targetFolder(root: TreeNode, focused: string | null): string {
  if (focused === null) return '';
  const node = findNode(root, focused);
  if (!node) return '';
  return node.kind === 'directory' ? node.path : parentPath(node.path);
}

/** Folders that must be expanded for `path` to be visible. */
export function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let p = parentPath(path); p !== ''; p = parentPath(p)) out.unshift(p);
  return out;
}

/** Why a file or folder name is unusable, or null when it is fine. */
export function nameProblem(name: string, siblings: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name.';
  if (trimmed === '.' || trimmed === '..') return 'That name is reserved.';
  if (/[/\\:*?"<>|]/.test(trimmed)) return 'A name cannot contain / \\ : * ? " < > or |.';
  if (siblings.some((s) => s.toLowerCase() === trimmed.toLowerCase())) return `${trimmed} already exists here.`;
  return null;
}

/** A free name for a copy in a folder: `Shock.card`, then `Shock copy.card`, `Shock copy 2.card`. */
export function freeName(name: string, siblings: readonly string[]): string {
  const taken = new Set(siblings.map((s) => s.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.indexOf('.', 1);
  const stem = dot < 0 ? name : name.slice(0, dot);
  const ext = dot < 0 ? '' : name.slice(dot);
  for (let n = 1; ; n++) {
    const candidate = `${stem} copy${n === 1 ? '' : ` ${n}`}${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
