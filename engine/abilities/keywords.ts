import type { Keyword, TriggeredKeywordName } from '../templates/card-template.js';

/** Every keyword the parser understands, with the rule that defines it and a one-line explanation. */
export const KEYWORDS: readonly { readonly keyword: Keyword; readonly rule: string; readonly explanation: string }[] = [
  { keyword: 'deathtouch', rule: '702.2', explanation: 'Any damage it deals to a creature is enough to destroy it.' },
  { keyword: 'defender', rule: '702.3', explanation: "It can't attack." },
  { keyword: 'double strike', rule: '702.4', explanation: 'It deals both first-strike and regular combat damage.' },
  {
    keyword: 'first strike',
    rule: '702.7',
    explanation: 'It deals combat damage before creatures without first strike.',
  },
  { keyword: 'flash', rule: '702.8', explanation: 'You may cast it any time you could cast an instant.' },
  {
    keyword: 'flying',
    rule: '702.9',
    explanation: "It can't be blocked except by creatures with flying or reach.",
  },
  { keyword: 'haste', rule: '702.10', explanation: 'It can attack and {T} as soon as it comes under your control.' },
  {
    keyword: 'hexproof',
    rule: '702.11',
    explanation: "It can't be the target of spells or abilities your opponents control.",
  },
  {
    keyword: 'indestructible',
    rule: '702.12',
    explanation: 'Damage and effects that say "destroy" don\'t destroy it.',
  },
  {
    keyword: 'intimidate',
    rule: '702.13',
    explanation: "It can't be blocked except by artifact creatures and creatures that share a color with it.",
  },
  { keyword: 'lifelink', rule: '702.15', explanation: 'Damage dealt by it also causes you to gain that much life.' },
  { keyword: 'reach', rule: '702.17', explanation: 'It can block creatures with flying.' },
  { keyword: 'shroud', rule: '702.18', explanation: "It can't be the target of spells or abilities." },
  {
    keyword: 'trample',
    rule: '702.19',
    explanation: 'Combat damage beyond lethal to its blockers may be dealt to the player or planeswalker it attacks.',
  },
  { keyword: 'vigilance', rule: '702.20', explanation: "Attacking doesn't cause it to tap." },
  { keyword: 'menace', rule: '702.110', explanation: "It can't be blocked except by two or more creatures." },
  {
    keyword: 'infect',
    rule: '702.90',
    explanation: 'It deals damage to creatures as -1/-1 counters and to players as poison counters.',
  },
  { keyword: 'wither', rule: '702.80', explanation: 'It deals damage to creatures in the form of -1/-1 counters.' },
  {
    keyword: 'fear',
    rule: '702.36',
    explanation: "It can't be blocked except by artifact creatures and/or black creatures.",
  },
  {
    keyword: 'shadow',
    rule: '702.28',
    explanation: 'It can block or be blocked by only creatures with shadow.',
  },
  {
    keyword: 'horsemanship',
    rule: '702.31',
    explanation: "It can't be blocked except by creatures with horsemanship.",
  },
  ...(['plains', 'island', 'swamp', 'mountain', 'forest'] as const).map((land) => ({
    keyword: `${land}walk` as const,
    rule: '702.14',
    explanation: `It can't be blocked as long as the defending player controls ${land === 'island' ? 'an' : 'a'} ${land[0]?.toUpperCase()}${land.slice(1)}.`,
  })),
  {
    keyword: 'nonbasic landwalk',
    rule: '702.14',
    explanation: "It can't be blocked as long as the defending player controls a nonbasic land.",
  },
  {
    keyword: 'devoid',
    rule: '702.114',
    explanation: 'This card has no color (a characteristic-defining ability, 604.3).',
  },
  {
    keyword: 'changeling',
    rule: '702.73',
    explanation: 'This object is every creature type (a characteristic-defining ability, 604.3).',
  },
  {
    keyword: 'convoke',
    rule: '702.51',
    explanation: "Each creature you tap while casting it pays for {1} or one mana of that creature's color.",
  },
  {
    keyword: 'delve',
    rule: '702.66',
    explanation: 'Each card you exile from your graveyard while casting it pays for {1}.',
  },
  {
    keyword: 'improvise',
    rule: '702.126',
    explanation: 'Each artifact you tap while casting it pays for {1}.',
  },
  {
    keyword: 'assist',
    rule: '702.132',
    explanation: 'Another player can pay any amount of the generic mana in its total cost.',
  },
  {
    keyword: 'rebound',
    rule: '702.88',
    explanation:
      'Cast from your hand, it is exiled as it resolves; at the beginning of your next upkeep you may cast it from exile without paying its mana cost.',
  },
  {
    keyword: 'retrace',
    rule: '702.81',
    explanation: 'You may cast it from your graveyard by discarding a land card in addition to paying its other costs.',
  },
  {
    keyword: 'jump-start',
    rule: '702.133',
    explanation:
      'You may cast it from your graveyard by discarding a card in addition to paying its other costs; then it is exiled.',
  },
  {
    keyword: 'fuse',
    rule: '702.102',
    explanation: 'You may cast one or both halves of this split card from your hand.',
  },
  {
    keyword: 'aftermath',
    rule: '702.127',
    explanation: 'Cast this half of the split card only from your graveyard. Then exile it.',
  },
  {
    keyword: 'sunburst',
    rule: '702.44',
    explanation:
      'It enters with a +1/+1 counter (a charge counter if it is no creature) for each color of mana spent to cast it.',
  },
  {
    keyword: 'conspire',
    rule: '702.78',
    explanation:
      'As you cast it, you may tap two untapped creatures you control that share a color with it; then it is copied.',
  },
  {
    keyword: 'split second',
    rule: '702.61',
    explanation:
      "As long as it is on the stack, players can't cast other spells or activate abilities that aren't mana abilities.",
  },
  ...(['totem armor', 'umbra armor'] as const).map((keyword) => ({
    keyword,
    rule: '702.89',
    explanation:
      'If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura.',
  })),
];

/** 702.16: "protection from …" is a keyword with a quality; the parser and the editor explain it with this. */
export const PROTECTION = {
  rule: '702.16',
  explanation:
    "Damage from sources with the quality is prevented; it can't be enchanted, equipped, blocked or targeted by such.",
} as const;

/** Longest first, so "double strike" is tried before anything shorter. */
export const KEYWORD_NAMES: readonly Keyword[] = KEYWORDS.map((k) => k.keyword).sort((a, b) => b.length - a.length);

/**
 * Keywords that are triggered abilities and that descriptions name ("a creature without flanking", 702.25a); the
 * abilities themselves are read by parsers/triggered-keyword.ts from triggered-keywords/.
 */
export const TRIGGERED_KEYWORD_NAMES: readonly TriggeredKeywordName[] = ['flanking'];
