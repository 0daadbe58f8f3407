/**
 * Named implementations an `apply NAME` line may attach: behaviour no ability parser expresses as
 * costs and effects. The rules engine maps each name to code; the parser only checks the name is known.
 * `wordings` are Oracle sentences (with `~`, lower-case, no final period) that mean exactly this, so a
 * `text` line with that wording becomes the same `applied` ability.
 */
export interface Implementation {
  readonly name: string;
  readonly summary: string;
  readonly wordings: readonly string[];
}

export const implementations: readonly Implementation[] = [
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
  { name: 'cant-be-countered', summary: "This spell can't be countered.", wordings: ["~ can't be countered"] },
  {
    name: 'prevent-damage-to-self',
    summary: 'Prevent all damage that would be dealt to ~.',
    wordings: ['prevent all damage that would be dealt to ~'],
  },
  { name: 'cant-attack', summary: "~ can't attack.", wordings: ["~ can't attack"] },
  {
    name: 'fuse',
    summary: 'Fuse: you may cast one or both halves of this split card from your hand (rule 702.102).',
    wordings: ['fuse'],
  },
];

/** Names are matched case-insensitively; returns the registered implementation or null. */
export function findImplementation(name: string): Implementation | null {
  const wanted = name.trim().toLowerCase();
  return implementations.find((i) => i.name === wanted) ?? null;
}
