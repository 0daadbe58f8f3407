import type { AbilityParser } from './ability-parser.js';
import { watchedTokens } from '../grammar/token-event.js';

/**
 * Static replacement effects of tokens being created (614.1a, 111.1), while their source is on the battlefield
 * (611.3b; rules/replacement/tokens.ts): "If one or more tokens would be created, twice that many of those tokens are
 * created instead.", "If an effect would create one or more tokens under your control, it creates twice that many of those
 * tokens instead." The event is grammar/token-event.ts's.
 */
export const tokenReplacementParser: AbilityParser = {
  id: 'token-replacement',
  examples: ['If one or more tokens would be created, twice that many of those tokens are created instead.'],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const watched = watchedTokens(s);
    if (!watched || !s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const doubled = watched.byEffect
      ? s.words('it creates twice that many of those tokens instead')
      : s.words('twice that many of those tokens are created instead');
    if (!doubled) return s.expected("'twice that many of those tokens are created instead'");
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [
      {
        kind: 'static',
        line: line.line,
        text: line.text,
        effect: { kind: 'tokenReplacement', who: watched.who, change: { kind: 'double' } },
      },
    ];
  },
};
