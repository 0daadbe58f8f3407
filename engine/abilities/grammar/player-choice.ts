import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * Choices made by a player other than the controller (608.2d, 101.4): who chooses ("target opponent may …", "its
 * controller may …", "each player may …", "any player may …") and the sentences that ask what they chose ("If that
 * player doesn't, …", "If a player does, …", "If no one does, …", "For each opponent who does, …").
 */

const EACH_PLAYER: Subject = { kind: 'each', description: { nouns: ['player'], qualities: [] } };

/** "Any player may": every player is asked, in turn order, until one does it. Null, unmoved, otherwise. */
export function anyPlayerMay(s: Scanner): Subject | null {
  if (s.peekWord() !== 'any' || !s.words('any player may')) return null;
  return EACH_PLAYER;
}

/**
 * Whether a subject read before "may" names a player other than "you" who can choose: a target player, "each
 * player", "each opponent", "that player", "its controller", "its owner", "defending player".
 */
export function isChoosingPlayer(subject: Subject): boolean {
  switch (subject.kind) {
    case 'thatPlayer':
    case 'controllerOf':
    case 'ownerOf':
    case 'defendingPlayer':
      return true;
    case 'target':
      return subject.count === 1 && !subject.upTo && subject.description.nouns.every((n) => n === 'player');
    case 'each':
      return !subject.player && subject.description.nouns.every((n) => n === 'player');
    default:
      return false;
  }
}

/** What a sentence after another player's choice asks: whether one did, none did, or how many did. */
export type ChooserOutcome = 'do' | 'dont' | 'each';

/**
 * "If that player does," / "If the player does," / "If they do," / "If a player does," (one of them did); "If that
 * player doesn't," / "If the player doesn't," / "If they don't," / "If no one does," (none did); "For each opponent who
 * does," / "For each player who does," (once for each who did). `many`: the choice was each player's or any
 * player's ("a player", "no one", "for each … who" fit it), else one player's ("that player", "they").
 */
export function chooserOutcome(s: Scanner, many: boolean): ChooserOutcome | null {
  const word = s.peekWord();
  if (word === 'for') {
    if (!many) return null;
    return s.words('for each opponent who does,') || s.words('for each player who does,') ? 'each' : null;
  }
  if (word !== 'if') return null;
  if (many) {
    if (s.words('if a player does,')) return 'do';
    if (s.words('if no one does,')) return 'dont';
    return null;
  }
  if (s.words('if that player does,') || s.words('if the player does,') || s.words('if they do,')) return 'do';
  if (s.words("if that player doesn't,") || s.words("if the player doesn't,") || s.words("if they don't,")) {
    return 'dont';
  }
  return null;
}

/** Any chooser's outcome words, for a cost sentence to know it is one (118.12). Null, unmoved, otherwise. */
export function anyChooserOutcome(s: Scanner): ChooserOutcome | null {
  return chooserOutcome(s, true) ?? chooserOutcome(s, false);
}
