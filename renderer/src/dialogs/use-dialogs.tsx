import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmAction } from './ConfirmDialog.js';
import { PromptDialog } from './PromptDialog.js';

export interface ConfirmRequest {
  readonly title: string;
  readonly message: ReactNode;
  readonly actions: readonly ConfirmAction[];
  readonly cancelValue: string;
}

export interface PromptRequest {
  readonly title: string;
  readonly label: string;
  readonly initial: string;
  readonly confirmLabel: string;
  readonly validate: (value: string) => string | null;
}

type Open =
  | {
      readonly id: number;
      readonly kind: 'confirm';
      readonly request: ConfirmRequest;
      readonly resolve: (value: string) => void;
    }
  | {
      readonly id: number;
      readonly kind: 'prompt';
      readonly request: PromptRequest;
      readonly resolve: (value: string | null) => void;
    };

export interface Dialogs {
  /** Resolves with the chosen action's value (or `cancelValue`). */
  confirm(request: ConfirmRequest): Promise<string>;
  /** Resolves with the entered text, or null when cancelled. */
  prompt(request: PromptRequest): Promise<string | null>;
  /** The dialog to render, if any. */
  readonly element: ReactNode;
  readonly isOpen: boolean;
}

/** Promise-based dialogs: commands `await` the user's answer. One question at a time, queued. */
export function useDialogs(): Dialogs {
  const [queue, setQueue] = useState<readonly Open[]>([]);
  const counter = useRef(0);

  const settle = useCallback((open: Open) => setQueue((q) => q.filter((o) => o !== open)), []);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<string>((resolve) => {
        const id = ++counter.current;
        setQueue((q) => [...q, { id, kind: 'confirm', request, resolve }]);
      }),
    [],
  );
  const prompt = useCallback(
    (request: PromptRequest) =>
      new Promise<string | null>((resolve) => {
        const id = ++counter.current;
        setQueue((q) => [...q, { id, kind: 'prompt', request, resolve }]);
      }),
    [],
  );

  const open = queue[0];
  let element: ReactNode = null;
  if (open?.kind === 'confirm') {
    element = (
      <ConfirmDialog
        key={open.id}
        {...open.request}
        onAnswer={(value) => {
          settle(open);
          open.resolve(value);
        }}
      />
    );
  } else if (open?.kind === 'prompt') {
    element = (
      <PromptDialog
        key={open.id}
        {...open.request}
        onAnswer={(value) => {
          settle(open);
          open.resolve(value);
        }}
      />
    );
  }
  return { confirm, prompt, element, isOpen: open !== undefined };
}
