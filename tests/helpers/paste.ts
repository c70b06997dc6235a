import { fireEvent } from '@testing-library/react';

/**
 * Pastes `text` over what `input` holds the way an engine does: a `maxlength` on the element cuts
 * the pasted text to the room left before the page sees it (Chromium and WebKit alike; happy-dom's
 * input events do not). Single-line inputs drop a pasted line break.
 */
export function paste(input: HTMLInputElement, text: string): void {
  const line = text.replace(/[\r\n]+/g, '');
  const limit = input.hasAttribute('maxlength') ? Number(input.getAttribute('maxlength')) : Number.POSITIVE_INFINITY;
  fireEvent.input(input, { target: { value: line.slice(0, limit) } });
}
