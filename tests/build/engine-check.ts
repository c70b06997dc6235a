/**
 * Checks that built code runs on the declared engine floor (src/boot/floor.ts): JS parsed at its
 * ECMAScript level, CSS checked against its browsers with doiuse (caniuse data via browserslist),
 * plus what neither covers. Used by engines.test.ts on dist/ and on synthetic samples.
 */
import { parse, tokenizer, type Options } from 'acorn';
import browserslist from 'browserslist';
import postcss from 'postcss';
import DoIUse from 'doiuse/lib/DoIUse.js';

/** Problems in a script for an engine at `ecmaVersion`; empty when it can run there. */
export function jsProblems(code: string, ecmaVersion: Options['ecmaVersion'], sourceType: 'module' | 'script' = 'module'): string[] {
  try {
    parse(code, { ecmaVersion, sourceType });
  } catch (error) {
    return [`does not parse at ES${ecmaVersion}: ${(error as Error).message}`];
  }
  // Lookbehind is ES2018, so the parser accepts it, but iOS only has it from 16.4: a white screen.
  const problems: string[] = [];
  for (const token of tokenizer(code, { ecmaVersion, sourceType })) {
    const regex = (token as unknown as { value?: { pattern?: string } }).value?.pattern;
    if (token.type.label === 'regexp' && regex !== undefined && /\(\?<[=!]/.test(regex)) problems.push(`regex lookbehind /${regex}/ (iOS 16.4)`);
  }
  return problems;
}

/**
 * CSS properties caniuse has no entry for (so doiuse cannot see them), with the first engines that
 * have them (measured; docs/wechat.md). A use below the floor is a problem unless the same rule
 * declares the property again before it (a fallback).
 */
const NOT_IN_CANIUSE: Record<string, { ios_saf: number; chrome: number }> = {
  'aspect-ratio': { ios_saf: 15, chrome: 88 },
};

/**
 * Features the floor lacks that the CSS may use because their absence costs nothing a member
 * needs. Anything else doiuse reports is a problem.
 */
export const ENHANCEMENTS: Record<string, string> = {
  'viewport-unit-variants': 'dvh comes after a vh fallback in the same rule (checked below)',
  'css-focus-visible': 'iOS 15.0–15.3 drop the focus ring rules: keyboards only, not touch',
  'css-overscroll-behavior': 'iOS < 16 bounce the page instead; the lists and sheets handle it themselves',
  'css-overflow': 'overflow: clip (iOS 16, Chromium 90) only inside @supports (overflow: clip)',
  'css-scroll-behavior': 'smooth scrolling: older engines jump, which is fine',
  'css-gradients': 'partial in iOS 15.0–15.3: the shimmer and card pattern are decoration over a solid colour',
  'css-sticky': 'partial in Chromium < 91 (table parts only); we stick bars, not table parts',
  'css3-cursors': 'no pointer on a phone',
  'css-resize': 'iOS has no resize handle; resize: none only removes one elsewhere',
  'css-appearance': 'iOS 15.0–15.3 lack the unprefixed name; -webkit-appearance is written beside it',
  'css-containment': 'contain (iOS 15.4) only spares layout work',
  'intrinsic-width': "min-width: fit-content (partial in iOS 15) only stacks a dialog's actions at large text; without it they stay side by side",
};

/** The oldest version of each browser family in `browsers`. */
export function oldest(browsers: string[]): Record<string, number> {
  const min: Record<string, number> = {};
  for (const entry of browserslist(browsers)) {
    const [family, version] = entry.split(' ');
    const v = parseFloat(version);
    if (!(family in min) || v < min[family]) min[family] = v;
  }
  return min;
}

/**
 * Problems of a stylesheet for `browsers`, each "feature-id: message"; empty when it works there.
 * The enhancements it used go in `enhancements`.
 */
export async function cssProblems(css: string, browsers: string[], from = 'sample.css', enhancements = new Set<string>()): Promise<string[]> {
  const problems = new Set<string>();
  const report = new DoIUse({
    browsers,
    onFeatureUsage: (usage) => {
      if (usage.feature in ENHANCEMENTS) enhancements.add(usage.feature);
      else problems.add(`${usage.feature}: ${usage.message}`);
    },
  });
  const root = postcss.parse(css, { from });
  await postcss([report]).process(root, { from });

  const floor = oldest(browsers);
  root.walkDecls((decl) => {
    const siblings = decl.parent?.nodes ?? [];
    const before = siblings.slice(0, siblings.indexOf(decl)).filter((n) => n.type === 'decl' && n.prop === decl.prop);
    const where = `${from} ${decl.toString()}`;
    if (/\d(dvh|svh|lvh)\b/.test(decl.value) && !before.some((n) => n.type === 'decl' && !/\d(dvh|svh|lvh)\b/.test(n.value))) {
      problems.add(`viewport-unit-variants: no vh fallback before ${where}`);
    }
    // Two enhancements hold only as written: clip behind @supports, appearance beside its prefix.
    if (/^overflow(-[xy])?$/.test(decl.prop) && /\bclip\b/.test(decl.value)) {
      let guarded = false;
      for (let p = decl.parent?.parent; p; p = p.parent)
        if (p.type === 'atrule' && (p as { name?: string }).name === 'supports' && /clip/.test((p as { params?: string }).params ?? '')) guarded = true;
      if (!guarded) problems.add(`css-overflow: overflow: clip outside @supports (${where})`);
    }
    // caniuse has no entry for it, and the build does not lower it (vite.config.ts): below iOS 17.5 and Chromium 123 the declaration is dropped.
    if (/\blight-dark\(/.test(decl.value)) problems.add(`light-dark(): the floor lacks it and the build does not lower it (${where})`);
    if (decl.prop === 'appearance' && !siblings.some((n) => n.type === 'decl' && n.prop === '-webkit-appearance')) {
      problems.add(`css-appearance: no -webkit-appearance beside ${where}`);
    }
    const since = NOT_IN_CANIUSE[decl.prop];
    if (!since || before.length) return;
    for (const family of Object.keys(since) as (keyof typeof since)[]) {
      if (family in floor && floor[family] < since[family]) problems.add(`${decl.prop}: ${family} ${floor[family]} lacks it (${where})`);
    }
  });
  return [...problems];
}
