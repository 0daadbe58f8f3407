import type { CardGrammar, GrammarAction } from './grammar.js';

/**
 * A tiny interpreter for the subset of Monarch the card grammar uses (one state, `^` rules,
 * `ignoreCase`, `{cases: {'@list': token, '@default': token}}`). It lets unit tests check the
 * grammar's rules line by line in Node, where monaco.editor.tokenize is not available.
 */

export interface LineToken {
  /** 0-based offset where the token starts. */
  readonly offset: number;
  readonly type: string;
  readonly text: string;
}

function resolve(grammar: CardGrammar, action: GrammarAction, matched: string): string {
  if (typeof action === 'string') return action;
  for (const [guard, token] of Object.entries(action.cases)) {
    if (guard === '@default') return token;
    const list = (grammar as unknown as Record<string, unknown>)[guard.slice(1)];
    const word = grammar.ignoreCase ? matched.toLowerCase() : matched;
    if (Array.isArray(list) && list.includes(word)) return token;
  }
  return grammar.defaultToken ?? '';
}

export function tokenizeLine(grammar: CardGrammar, line: string): LineToken[] {
  const tokens: LineToken[] = [];
  const rules = grammar.tokenizer.root.map(([regex, action]) => {
    const atLineStart = regex.source.startsWith('^');
    const source = atLineStart ? regex.source.slice(1) : regex.source;
    const flags = `y${grammar.ignoreCase ? 'i' : ''}`;
    return { regex: new RegExp(source, flags), action, atLineStart };
  });
  let pos = 0;
  while (pos < line.length) {
    let matched = false;
    for (const rule of rules) {
      if (rule.atLineStart && pos !== 0) continue;
      rule.regex.lastIndex = pos;
      const m = rule.regex.exec(line);
      if (!m || m[0].length === 0) continue;
      const type = resolve(grammar, rule.action, m[0]);
      const last = tokens[tokens.length - 1];
      // Monaco merges adjacent tokens of one type; so do we, to compare like with like.
      if (last && last.type === type) tokens[tokens.length - 1] = { ...last, text: last.text + m[0] };
      else tokens.push({ offset: pos, type, text: m[0] });
      pos += m[0].length;
      matched = true;
      break;
    }
    if (!matched) {
      tokens.push({ offset: pos, type: grammar.defaultToken ?? '', text: line.slice(pos, pos + 1) });
      pos += 1;
    }
  }
  return tokens;
}
