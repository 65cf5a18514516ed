import { scalarText } from '../scalar-text';

/** Reading a GenieACS device document: nodes by dotted path, leaf values, instance children. */
export type Tree = Record<string, unknown>;

export const isTree = (value: unknown): value is Tree => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function nodeAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const segment of path.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[segment];
  }
  return node;
}

/** A leaf's `_value`, as a string; undefined when the path is no leaf. */
export function leafText(tree: unknown, path: string): string | undefined {
  const node = nodeAt(tree, path);
  if (!isTree(node) || !('_value' in node)) return undefined;
  const value = node._value;
  return value === null || value === undefined ? undefined : scalarText(value);
}

/** Whether the leaf exists and GenieACS says it may be written. */
export function leafWritable(tree: unknown, path: string): boolean | undefined {
  const node = nodeAt(tree, path);
  if (!isTree(node) || !('_value' in node)) return undefined;
  return node._writable === true;
}

/** The numbered instances of an object node (`"1"`, `"5"`...), in numeric order. */
export function instancesOf(tree: unknown, path: string): number[] {
  const node = nodeAt(tree, path);
  if (!isTree(node)) return [];
  return Object.keys(node)
    .filter((key) => /^\d+$/.test(key) && isTree(node[key]))
    .map(Number)
    .sort((left, right) => left - right);
}
