/**
 * Length in visible characters: an emoji or a CJK character counts one. Intl.Segmenter where the
 * WebView has it (iOS 14.5+, Chrome 87+), code points otherwise.
 */
type Segmenter = { segment(input: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;
function getSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (l?: string, o?: object) => Segmenter }).Segmenter;
    segmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

function graphemes(text: string): string[] {
  const s = getSegmenter();
  return s ? Array.from(s.segment(text), (part) => part.segment) : Array.from(text);
}

export function visibleLength(text: string): number {
  return graphemes(text).length;
}

/** The first `max` visible characters of `text`. */
export function truncateVisible(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}

/** For tests: force the code-point fallback (or restore). */
export function useSegmenterForTests(enabled: boolean): void {
  segmenter = enabled ? undefined : null;
}
