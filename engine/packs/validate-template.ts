import { CARD_TYPE_NAMES, SUPERTYPE_NAMES, type CardTemplate } from '../templates/card-template.js';
import {
  array,
  boolean,
  check,
  integer,
  literal,
  nullable,
  object,
  string,
  tagged,
  tuple,
  type Infer,
  type SameType,
  type SchemaError,
} from './schema.js';

/**
 * The shape of a CardTemplate, checked by hand. A pack is untrusted input, so every template read back
 * from one is validated before the rules engine sees it. The SameType assertion at the bottom breaks the
 * build when CardTemplate changes and this schema does not.
 */

const color = literal('W', 'U', 'B', 'R', 'G');

const manaSymbol = tagged({
  generic: object({ kind: literal('generic'), amount: integer(0) }),
  colored: object({ kind: literal('colored'), color }),
  colorless: object({ kind: literal('colorless') }),
  snow: object({ kind: literal('snow') }),
  variable: object({ kind: literal('variable'), letter: literal('X', 'Y', 'Z') }),
  hybrid: object({ kind: literal('hybrid'), colors: tuple(color, color) }),
  twobrid: object({ kind: literal('twobrid'), color }),
  phyrexian: object({ kind: literal('phyrexian'), color }),
});
const manaCost = array(manaSymbol);

const amount = tagged({
  fixed: object({ kind: literal('fixed'), value: integer(0) }),
  variable: object({ kind: literal('variable'), letter: literal('X') }),
});

const targetKind = literal('any', 'creature', 'player', 'planeswalker', 'artifact', 'enchantment', 'land', 'permanent');

const subject = tagged({
  self: object({ kind: literal('self') }),
  you: object({ kind: literal('you') }),
  target: object({ kind: literal('target'), allowed: array(targetKind), text: string }),
});

const cost = tagged({
  mana: object({ kind: literal('mana'), mana: manaCost }),
  tap: object({ kind: literal('tap') }),
  untap: object({ kind: literal('untap') }),
  payLife: object({ kind: literal('payLife'), amount: integer(0) }),
  sacrificeSelf: object({ kind: literal('sacrificeSelf') }),
});

const effect = tagged({
  addMana: object({ kind: literal('addMana'), options: array(manaCost) }),
  dealDamage: object({ kind: literal('dealDamage'), amount, to: subject }),
  destroy: object({ kind: literal('destroy'), what: subject }),
  regenerate: object({ kind: literal('regenerate'), what: subject }),
  drawCards: object({ kind: literal('drawCards'), who: subject, amount }),
  gainLife: object({ kind: literal('gainLife'), who: subject, amount }),
  tap: object({ kind: literal('tap'), what: subject }),
});

const staticEffect = tagged({
  cantBlock: object({ kind: literal('cantBlock') }),
  canBlockOnlyFlying: object({ kind: literal('canBlockOnlyFlying') }),
});

const keyword = literal(
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'infect',
  'intimidate',
  'lifelink',
  'menace',
  'reach',
  'shroud',
  'trample',
  'vigilance',
  'wither',
);

const base = { line: integer(0), text: string };
const ability = tagged({
  keyword: object({ ...base, kind: literal('keyword'), keyword }),
  activated: object({
    ...base,
    kind: literal('activated'),
    costs: array(cost),
    effects: array(effect),
    isManaAbility: boolean,
    implied: boolean,
  }),
  spell: object({ ...base, kind: literal('spell'), effects: array(effect) }),
  static: object({ ...base, kind: literal('static'), effect: staticEffect }),
  applied: object({ ...base, kind: literal('applied'), implementation: string }),
  unparsed: object({ ...base, kind: literal('unparsed') }),
});

const faceFields = {
  name: string,
  manaCost: nullable(manaCost),
  colors: array(color),
  colorIndicator: nullable(array(color)),
  supertypes: array(literal(...SUPERTYPE_NAMES)),
  types: array(literal(...CARD_TYPE_NAMES)),
  subtypes: array(string),
  power: nullable(string),
  toughness: nullable(string),
  loyalty: nullable(string),
  abilities: array(ability),
};
const cardFace = object(faceFields);

const cardTemplate = object({
  ...faceFields,
  layout: literal('normal', 'split', 'flip', 'transform', 'modal_dfc', 'adventure', 'aftermath', 'meld'),
  faces: array(cardFace),
  unknownLines: array(object({ line: integer(0), text: string })),
});

/** Fails to compile when the schema above drifts from CardTemplate. */
const schemaMatchesType: SameType<Infer<typeof cardTemplate>, CardTemplate> = true;
void schemaMatchesType;

export type ValidateTemplateResult =
  { readonly ok: true; readonly card: CardTemplate } | { readonly ok: false; readonly errors: readonly SchemaError[] };

/** Checks that a parsed JSON value is a well-formed CardTemplate. Never throws. */
export function validateTemplate(value: unknown): ValidateTemplateResult {
  const result = check(cardTemplate, value);
  return result.ok ? { ok: true, card: result.value } : { ok: false, errors: result.errors };
}
