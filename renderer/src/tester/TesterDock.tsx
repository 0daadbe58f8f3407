import { memo, useState } from 'react';
import { RulesTester, type RulesTesterProps } from './RulesTester.js';

/**
 * How the app shows the tester: an "Editor | Rules tester" switch at the end of the tab row, and the tester over
 * the editor and the parser panel. The tester stays mounted while hidden, so its game survives a look at the
 * editor, and the editor stays mounted under it, so nothing typed is lost.
 */
export const TesterDock = memo(function TesterDock(props: RulesTesterProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="tester-switch" role="group" aria-label="View">
        <button type="button" aria-pressed={!open} onClick={() => setOpen(false)}>
          Editor
        </button>
        <button type="button" aria-pressed={open} onClick={() => setOpen(true)}>
          Rules tester
        </button>
      </div>
      <div className="tester-dock" hidden={!open}>
        <RulesTester {...props} />
      </div>
    </>
  );
});
