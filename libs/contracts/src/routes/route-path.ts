// Zod-free on purpose: front ends build their request URLs from these templates without bundling
// zod or any schema (issue 12 keeps the landing's JavaScript small).

/** Where every public route lives; contracts' paths are relative to it. */
export const API_BASE_PATH = '/api/v1';

/**
 * A route's path template, relative to `/api/v1`: `{name}` is one path segment, `{+name}` the rest
 * of the path, slashes included (RFC 6570 reserved expansion, used for media keys).
 */
export type PathTemplate = string;

const PARAM = /\{(\+?)([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The names of a template's parameters, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[2] as string);
}

/** The template as Express 5 writes it: `{id}` → `:id`, `{+key}` → `{*key}`. */
export function expressPathOf(template: string): string {
  return template.replace(PARAM, (_all, rest: string, name: string) => (rest ? `{*${name}}` : `:${name}`));
}

/** The template as OpenAPI writes it (`{+key}` → `{key}`), below `/api/v1`. */
export function openApiPathOf(template: string): string {
  return API_BASE_PATH + template.replace(PARAM, (_all, _rest: string, name: string) => `{${name}}`);
}

/**
 * A concrete path (relative to `/api/v1`) from a template and its values: each value is
 * URI-encoded (a `{+name}` value keeps its slashes). Throws when a value is missing, so a typo in a
 * caller's parameter names fails loudly instead of requesting `/undefined`; an empty value stays empty
 * (the service answers that path as it would any unknown one).
 */
export function fillPath(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PARAM, (_all, rest: string, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${template}`);
    const text = String(value);
    return rest ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** `fillPath` below `/api/v1` (what a caller outside the gateway's relative base needs). */
export function apiPath(template: string, values?: Readonly<Record<string, string | number>>): string {
  return API_BASE_PATH + fillPath(template, values);
}

/** A RegExp matching concrete paths (relative to `/api/v1`) of a template. */
export function pathPatternOf(template: string): RegExp {
  const source = template
    .split(PARAM)
    .map((part, index) => {
      // split() with two groups yields [text, rest, name, text, rest, name, ...]
      if (index % 3 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (index % 3 === 1) return part === '+' ? '(.+)' : '([^/]+)';
      return '';
    })
    .join('');
  return new RegExp(`^${source}$`);
}
