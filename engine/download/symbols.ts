/**
 * Mana and other symbols as the download sources spell them, turned into the `{2}{B/R}` spelling card files use.
 * Gatherer's old pages draw symbols as images (`name=BP`), its printed text and new site use their own codes
 * (`oW`, `{UUU}`, `{(u/b)}`, `{Si}`), and older scrapes write hybrid as `{WU}`.
 */

const COLOR = '[WUBRG]';

/** A Gatherer symbol image's `name=` code (or alt text) → `{...}`. Unknown codes come out braced, upper-cased. */
export function symbolFromGathererImage(code: string, alt: string): string {
  const name = code.trim();
  const upper = name.toUpperCase();
  if (/^\d+$/.test(name)) return `{${Number(name)}}`;
  if (upper === 'TAP' || upper === 'T') return '{T}';
  if (upper === 'UNTAP' || upper === 'Q') return '{Q}';
  if (upper === 'SNOW' || upper === 'S') return '{S}';
  if (upper === 'CHAOS' || /chaos/i.test(alt)) return '{CHAOS}';
  if (upper === 'E' || upper === 'ENERGY') return '{E}';
  if (/^[WUBRGCXYZ]$/.test(upper)) return `{${upper}}`;
  const legacy = legacyPair(upper);
  if (legacy) return legacy;
  if (/^\d+$/.test(alt.trim())) return `{${alt.trim()}}`;
  return `{${upper || alt.trim().toUpperCase()}}`;
}

/** Two-letter codes: `BP` phyrexian, `2R` two-brid, `WU` hybrid, `WUP` phyrexian hybrid. */
function legacyPair(code: string): string | null {
  let m = new RegExp(`^(${COLOR})P$`).exec(code);
  if (m) return `{${m[1]}/P}`;
  m = new RegExp(`^2(${COLOR})$`).exec(code);
  if (m) return `{2/${m[1]}}`;
  m = new RegExp(`^(${COLOR})(${COLOR})$`).exec(code);
  if (m && m[1] !== m[2]) return `{${m[1]}/${m[2]}}`;
  m = new RegExp(`^(${COLOR})(${COLOR})P$`).exec(code);
  if (m && m[1] !== m[2]) return `{${m[1]}/${m[2]}/P}`;
  return null;
}

/**
 * Braced symbols written without the slash by older Gatherer scrapes: `{WU}` hybrid, `{BP}` phyrexian,
 * `{2W}` two-brid. Everything already in card-file spelling is left alone.
 */
export function normalizeLegacySymbols(text: string): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, inner: string) => {
    const upper = inner.toUpperCase();
    return legacyPair(upper) ?? (upper === inner ? whole : `{${upper}}`);
  });
}

/** Full-width digits and the many dashes loyalty costs come with, as ASCII. */
const WIDE_DIGITS: Readonly<Record<string, string>> = {
  '０': '0',
  '１': '1',
  '２': '2',
  '３': '3',
  '４': '4',
  '５': '5',
  '６': '6',
  '７': '7',
  '８': '8',
  '９': '9',
  Ｘ: 'X',
};
const MINUS = /[-—―－–−]/;
const PLUS = /[＋+]/;

function asciiNumber(text: string): string {
  return [...text].map((c) => WIDE_DIGITS[c] ?? c).join('');
}

/**
 * A loyalty ability's cost at the start of a line, in the spelling card files use: `+1: `, `-2: `, `0: `.
 * Accepts `[+1]:`, `＋１：`, `−2:`, `—X:` (rule 606: loyalty abilities are "[+N]: effect").
 */
export function normalizeLoyaltyCost(line: string): string {
  const m = /^\[?([-—―－–−＋+]?)([0-9X０-９Ｘ]+)\]?\s*[:：]\s*/.exec(line);
  if (!m) return line;
  const sign = m[1] ?? '';
  const number = asciiNumber(m[2] ?? '');
  if (sign === '' && number !== '0') return line;
  const ascii = MINUS.test(sign) ? '-' : PLUS.test(sign) ? '+' : '';
  return `${ascii}${number}: ${line.slice(m[0].length)}`;
}

/**
 * The symbol spelling of today's Gatherer site (`instanceText`) → card-file spelling:
 * `{UUU}` → `{U}{U}{U}`, `{(u/b)}` → `{U/B}`, `{Si}` → `{S}`, bare `oW` / `ooW` / `ocT` → `{W}` / `{T}`.
 */
export function normalizeGathererSymbols(text: string): string {
  return (
    text
      // {(u/b)} and {(2/w)}: hybrid and two-brid in parentheses
      .replace(/\{\(([^{}()]*)\)\}/g, (_, inner: string) => `{${inner.toUpperCase()}}`)
      .replace(/\{Si\}/g, '{S}')
      // {UUU}: a run of one symbol letter per mana
      .replace(/\{([WUBRGCXSTQ]{2,})\}/g, (_, run: string) => [...run].map((c) => `{${c}}`).join(''))
      // Bare codes from Gatherer's printed text: o3, oW, ooW, ocT (c = "card symbol")
      .replace(
        /(^|[\s(,"'])((?:o[oc]?(?:\d+|[WUBRGCXYZSTQ]))+)(?=$|[\s:.,;)"'])/g,
        (_, before: string, run: string) => {
          const symbols = run.match(/o[oc]?(?:\d+|[WUBRGCXYZSTQ])/g) ?? [];
          return before + symbols.map((s) => `{${s.replace(/^o[oc]?/, '')}}`).join('');
        },
      )
  );
}

/** Strips the site's markup from a text line: `<i>`, `</i>` and their escaped forms. Reminder text stays. */
export function stripInlineTags(text: string): string {
  return text.replace(/&lt;\/?[a-z]+&gt;/gi, '').replace(/<\/?[a-z]+[^>]*>/gi, '');
}
