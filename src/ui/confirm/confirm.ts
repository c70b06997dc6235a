import { atom } from 'nanostores';

export interface ConfirmOptions {
  /** Defaults to the catalog's 'confirm'. */
  confirmText?: string;
  /** Defaults to the catalog's 'close'. */
  closeText?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  text: string;
  resolve: (ok: boolean) => void;
}

/** Asked questions in order; the host shows the first. A second confirm waits for the first. */
let queue: ConfirmRequest[] = [];
export const $confirm = atom<ConfirmRequest | null>(null);

let seq = 0;

/** Asks the member; resolves true on confirm, false on close, backdrop, Escape or navigation. */
export function confirm(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: ++seq, text, resolve }];
    $confirm.set(queue[0]);
  });
}

/** Answers the dialog on screen and shows the next one, if any. */
export function answerConfirm(ok: boolean): void {
  const [current, ...rest] = queue;
  queue = rest;
  $confirm.set(queue[0] ?? null);
  current?.resolve(ok);
}

/** Closes every open or waiting question with false (the page changed under them). */
export function dismissAllConfirms(): void {
  const all = queue;
  queue = [];
  $confirm.set(null);
  for (const request of all) request.resolve(false);
}
