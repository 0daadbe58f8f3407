import type { CardFace } from '../../templates/card-template.js';

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "Basic Land — Forest", "Land Creature — Forest Dryad", "Legendary Creature — Human Rebel" (rule 205.1a). */
export function formatTypeLine(face: Pick<CardFace, 'supertypes' | 'types' | 'subtypes'>): string {
  const left = [...face.supertypes, ...face.types].map(capitalize).join(' ');
  return face.subtypes.length > 0 ? `${left} — ${face.subtypes.join(' ')}` : left;
}
