import { useState } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { DownloadDialog } from './DownloadDialog.js';

interface Props {
  readonly host: HostApi;
  readonly onOpen: (path: string) => void;
  readonly onNotify: (message: string) => void;
}

/** The toolbar's Download button and the dialog it opens. */
export function DownloadButton({ host, onOpen, onNotify }: Props) {
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
      {open && <DownloadDialog host={host} onOpen={onOpen} onNotify={onNotify} onClose={() => setOpen(false)} />}
    </>
  );
}
