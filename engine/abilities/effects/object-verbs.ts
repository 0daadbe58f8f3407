import type { Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * Verbs whose whole meaning is "do this to these objects": "Destroy target creature." (701.7), "Tap target
 * creature." (701.21), "Untap it.", "Regenerate ~." (701.15), "Transform ~." (701.28). One table, so a verb of this shape is one line.
 */
const OBJECT_VERBS: readonly {
  readonly verb: string;
  readonly make: (what: Subject) => Effect;
  readonly example: string;
}[] = [
  { verb: 'destroy', make: (what) => ({ kind: 'destroy', what }), example: 'Destroy target creature.' },
  // 701.21: the choice of tapping or untapping is made as it resolves.
  {
    verb: 'tap or untap',
    make: (what) => ({ kind: 'tapOrUntap', what }),
    example: 'You may tap or untap target permanent.',
  },
  { verb: 'tap', make: (what) => ({ kind: 'tap', what }), example: 'Tap target creature.' },
  { verb: 'untap', make: (what) => ({ kind: 'untap', what }), example: 'Untap target land.' },
  { verb: 'regenerate', make: (what) => ({ kind: 'regenerate', what }), example: 'Regenerate ~.' },
  // 701.28: only a transforming double-faced permanent turns over (712.5); the engine checks, the text may say it.
  { verb: 'transform', make: (what) => ({ kind: 'transform', what }), example: 'Transform ~.' },
];

export const objectVerbs: readonly EffectParser[] = OBJECT_VERBS.map(({ verb, make, example }) => ({
  id: verb.replaceAll(' ', '-'),
  example,
  verbs: [verb.split(' ')[0] ?? verb],
  parse(s: Scanner, actor: Subject | null) {
    // Only "you" do these ("you may tap target creature"); "target player destroys" isn't Oracle text.
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words(verb)) return null;
    const out: Effect[] = [];
    for (;;) {
      const what = subject(s);
      if (!what || !isObjectSubject(what)) {
        s.expected(`what to ${verb}, such as 'target creature'`);
        s.reset(save);
        return null;
      }
      out.push(make(what));
      // "Tap target creature and untap …" is two verbs; "destroy target creature and target land" two objects; "tap
      // that creature and it doesn't untap …" two clauses (the object named again is the next clause's subject).
      const beforeAnd = s.mark();
      if (!s.words('and')) break;
      const after = s.mark();
      const next = subject(s);
      if (!next || next.kind === 'it') {
        s.reset(beforeAnd);
        break;
      }
      s.reset(after);
    }
    return out;
  },
}));
