import type { CardFace, CardTemplate } from '../../../engine/templates/card-template.js';
import { describeAbility, formatTypeLine } from '../language/parse.js';
import { powerToughness, splitDescription } from './card-lines.js';
import { ManaCost } from './ManaCost.js';

function Face({ face, heading }: { readonly face: CardFace; readonly heading: string }) {
  const pt = powerToughness(face);
  return (
    <div className="card-face">
      <div className="card-title-row">
        <h3 className="card-name">{heading || <em>Unnamed card</em>}</h3>
        {face.manaCost && <ManaCost cost={face.manaCost} />}
      </div>
      <p className="card-types">{formatTypeLine(face) || <em>No types</em>}</p>
      <dl className="card-stats">
        {pt && (
          <>
            <dt>P/T</dt>
            <dd>{pt}</dd>
          </>
        )}
        {face.loyalty !== null && (
          <>
            <dt>Loyalty</dt>
            <dd>{face.loyalty}</dd>
          </>
        )}
        {face.colors.length > 0 && (
          <>
            <dt>Colors</dt>
            <dd>{face.colors.join('')}</dd>
          </>
        )}
      </dl>
      {face.abilities.length > 0 ? (
        <ol className="cs-abilities" aria-label="Abilities">
          {face.abilities.map((ability, i) => {
            const { label, detail } = splitDescription(describeAbility(ability));
            return (
              <li key={i} className={ability.kind === 'unparsed' ? 'unparsed' : undefined}>
                <span className="ability-kind">
                  {ability.kind === 'unparsed' ? 'Not understood' : label || ability.kind}
                </span>
                <span className="ability-text">
                  {/* Why it was not understood is the line's warning, listed with the others in this panel. */}
                  {ability.kind === 'unparsed' ? <q>{ability.text}</q> : detail}
                </span>
                {ability.line > 0 && <span className="ability-line">line {ability.line}</span>}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="cs-muted">No abilities.</p>
      )}
    </div>
  );
}

/** The card as the parser understood it: what the rules engine will see. */
export function CardSummary({ card }: { readonly card: CardTemplate }) {
  return (
    <section className="card-summary" aria-label="Parsed card">
      {card.faces.length > 0 ? (
        card.faces.map((face, i) => <Face key={i} face={face} heading={face.name} />)
      ) : (
        <Face face={card} heading={card.name} />
      )}
      {card.unknownLines.length > 0 && (
        <p className="cs-muted">Kept verbatim: {card.unknownLines.map((l) => `line ${l.line}`).join(', ')}</p>
      )}
    </section>
  );
}
