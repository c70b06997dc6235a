import { atom } from 'nanostores';

export interface AskOptions {
  /** Defaults to the catalog's 'confirm'. */
  yesText?: string;
  /** Defaults to the catalog's 'close'. */
  closeText?: string;
}

export interface Question extends AskOptions {
  id: number;
  text: string;
  resolve: (yes: boolean) => void;
}

/** Asked questions in order; the host shows the first. A second question waits for the first. */
let queue: Question[] = [];
export const $question = atom<Question | null>(null);

let seq = 0;

/** Asks the member; resolves true on yes, false on close, backdrop, Escape or navigation. */
export function ask(text: string, options: AskOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: ++seq, text, resolve }];
    $question.set(queue[0]);
  });
}

/** Answers the question on screen and shows the next one, if any. */
export function answerQuestion(yes: boolean): void {
  const [current, ...rest] = queue;
  queue = rest;
  $question.set(queue[0] ?? null);
  current?.resolve(yes);
}

/** Closes every open or waiting question with false (the page changed under them). */
export function dismissAllQuestions(): void {
  const all = queue;
  queue = [];
  $question.set(null);
  for (const question of all) question.resolve(false);
}
