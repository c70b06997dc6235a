/**
 * A catalog string with its parameters filled in (i18n's `t()`, and index.html's boot script when it
 * fills home's prerendered card: one rule for both). A string with a count has its singular and
 * plural forms as 'one|other' (English): `n` 1 picks the first; `{name}` takes `params.name`.
 */
export function message(text: string, params?: Record<string, string | number>): string {
  const forms = text.split('|');
  const picked = forms[params?.n === 1 ? 0 : forms.length - 1];
  if (!params) return picked;
  return picked.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
