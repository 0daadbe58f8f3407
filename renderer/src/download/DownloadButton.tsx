import { useState } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { DownloadDialog } from './DownloadDialog.js';

interface Props {
  readonly host: HostApi;
  /** New files from a download, in the order asked (see DownloadDialog). */
  readonly onDownloaded: (paths: readonly string[]) => void;
  readonly onNotify: (message: string) => void;
}

/** The toolbar's Download button and the dialog it opens. */
export function DownloadButton({ host, onDownloaded, onNotify }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="cs-button secondary action-button"
        title="Download real cards from Scryfall or Gatherer"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Download
      </button>
      {open && (
        <DownloadDialog host={host} onDownloaded={onDownloaded} onNotify={onNotify} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
