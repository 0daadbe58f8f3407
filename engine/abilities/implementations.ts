/**
 * Named implementations an `apply NAME` line may attach: behaviour no ability parser expresses as
 * costs and effects. The parser only checks the name is known; the rules engine carries out each name with one
 * module in engine/rules/implementations/ (its registry is typed by `ImplementationName`, so a name listed here
 * without a module there doesn't compile). "Understood means executed": list a name only once the engine runs it.
 * `wordings` are Oracle sentences (with `~`, lower-case, no final period) that mean exactly this, so a
 * `text` line with that wording becomes the same `applied` ability.
 *
 * Not listed (so refused as not understood): fuse (702.102), a keyword (`text Fuse` on a split card's halves).
 */
export interface Implementation {
  readonly name: string;
  readonly summary: string;
  readonly wordings: readonly string[];
}

export const implementations = [
  {
    name: 'enters-tapped',
    summary: '~ enters the battlefield tapped.',
    wordings: ['~ enters the battlefield tapped', '~ enters tapped'],
  },
  {
    name: 'doesnt-untap',
    summary: "~ doesn't untap during its controller's untap step.",
    wordings: ["~ doesn't untap during your untap step", "~ doesn't untap during its controller's untap step"],
  },
  {
    name: 'may-stay-tapped',
    summary: 'You may choose not to untap ~ during your untap step.',
    wordings: ['you may choose not to untap ~ during your untap step'],
  },
  { name: 'cant-be-countered', summary: "This spell can't be countered.", wordings: ["~ can't be countered"] },
  {
    name: 'prevent-damage-to-self',
    summary: 'Prevent all damage that would be dealt to ~.',
    wordings: ['prevent all damage that would be dealt to ~'],
  },
  { name: 'cant-attack', summary: "~ can't attack.", wordings: ["~ can't attack"] },
] as const satisfies readonly Implementation[];

/** The registered names: the rules engine's implementation registry has one module for each. */
export type ImplementationName = (typeof implementations)[number]['name'];

/** Names are matched case-insensitively; returns the registered implementation or null. */
export function findImplementation(name: string): (Implementation & { readonly name: ImplementationName }) | null {
  const wanted = name.trim().toLowerCase();
  return implementations.find((i) => i.name === wanted) ?? null;
}
