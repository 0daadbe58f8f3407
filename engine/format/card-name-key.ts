/**
 * Card names are one card's when they match ignoring case and Unicode form: the pack compile's duplicate check,
 * the editor's live `duplicate-name` warning and the download's "a card named … already exists" all use this key.
 */
export function cardNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
