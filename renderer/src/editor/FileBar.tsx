import type { TextEncoding } from '../../../host/contract.js';
import type { OpenDocument } from '../state/documents.js';
import { baseName } from '../tree/tree-model.js';
import './editor.css';

const ENCODING_NAMES: Readonly<Record<TextEncoding, string>> = {
  'utf-8': 'UTF-8',
  latin1: 'Latin-1',
  'windows-1252': 'Windows-1252',
};

/** What the bar says about a tab, or null when there is nothing to say (a UTF-8 text file). */
export function fileBarText(doc: OpenDocument): string | null {
  const name = baseName(doc.path);
  if (doc.kind === 'binary') {
    return `${name} is a binary file (it holds NUL bytes or is mostly not text): listed, but not shown or parsed.`;
  }
  if (doc.kind === 'not-utf8') {
    return `${name} is not UTF-8: shown read-only (bad bytes as �) so saving cannot rewrite it. Reopen as:`;
  }
  if (doc.encoding !== doc.diskEncoding) {
    return `${name} will be saved as UTF-8 (it is ${ENCODING_NAMES[doc.diskEncoding]} on disk). Save to convert it.`;
  }
  if (doc.encoding !== 'utf-8') return `${name} is ${ENCODING_NAMES[doc.encoding]}: saved back in it, byte for byte.`;
  return null;
}

/** Why typing does nothing in a read-only tab (Monaco shows it where one types). */
export function readOnlyReason(doc: OpenDocument): string | null {
  if (doc.kind === 'binary') return 'A binary file cannot be edited here.';
  if (doc.kind === 'not-utf8') return 'Not UTF-8: reopen it as Latin-1 or Windows-1252 to edit it.';
  return null;
}

interface Props {
  readonly doc: OpenDocument;
  readonly onReopen: (encoding: TextEncoding) => void;
  readonly onConvert: () => void;
}

/**
 * The bar above the editor for a file that is not plain UTF-8 text: not UTF-8 (read-only, with the encodings to
 * reopen it in), reopened in an encoding (saved back in it, or converted on the user's word), or binary.
 */
export function FileBar({ doc, onReopen, onConvert }: Props) {
  const text = fileBarText(doc);
  if (text === null) return null;
  return (
    <div className="cs-file-bar" role="region" aria-label="File encoding">
      <span>{text}</span>
      {doc.kind === 'not-utf8' && (
        <>
          <button type="button" onClick={() => onReopen('latin1')}>
            Latin-1
          </button>
          <button type="button" onClick={() => onReopen('windows-1252')}>
            Windows-1252
          </button>
        </>
      )}
      {doc.kind === 'text' && doc.encoding !== 'utf-8' && (
        <button type="button" onClick={onConvert}>
          Convert to UTF-8
        </button>
      )}
    </div>
  );
}
