import type { Schema } from 'mongoose';

export interface PublicJsonOptions {
  /** Extra paths to drop from JSON besides those marked `private: true` on the schema. */
  hide?: string[];
}

type Plain = Record<string, unknown>;

function deletePath(target: Plain, path: string): void {
  const parts = path.split('.');
  let current: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return;
    current = (current as Plain)[part];
  }
  if (current !== null && typeof current === 'object') delete (current as Plain)[parts[parts.length - 1] as string];
}

/** Paths whose schema type options say `private: true` (e.g. `{ type: String, private: true }`). */
export function privatePathsOf(schema: Schema): string[] {
  const paths: string[] = [];
  schema.eachPath((path, type) => {
    if ((type.options as { private?: unknown } | undefined)?.private === true) paths.push(path);
  });
  return paths;
}

/**
 * Turns a stored document (hydrated `toObject()` output or a `lean()` result) into its public JSON
 * shape: `_id` → `id`, no `__v`, no private paths. Use it for `lean()` reads, which skip toJSON.
 */
export function toPublicJson<T extends object>(stored: T, hiddenPaths: readonly string[] = []): Plain {
  const ret: Plain = { ...(stored as Plain) };
  if ('_id' in ret) {
    ret['id'] = ret['_id'];
    delete ret['_id'];
  }
  delete ret['__v'];
  for (const path of hiddenPaths) deletePath(ret, path);
  return ret;
}

/**
 * Schema plugin (applied to every model by `connectDatabase`): `toJSON()` and `toObject()` map
 * `_id` → `id`, drop `__v` and every path marked `private: true` or listed in `options.hide`.
 * A transform the schema already had runs afterwards on the public shape.
 */
export function publicJson(schema: Schema, options: PublicJsonOptions = {}): void {
  const hidden = [...privatePathsOf(schema), ...(options.hide ?? [])];
  for (const key of ['toJSON', 'toObject'] as const) {
    const existing = (schema.get(key) ?? {}) as { transform?: unknown };
    const previous = typeof existing.transform === 'function' ? existing.transform : undefined;
    schema.set(key, {
      ...existing,
      versionKey: false,
      transform(doc: unknown, ret: Plain, transformOptions: unknown) {
        const shaped = toPublicJson(ret, hidden);
        return previous ? (previous as (d: unknown, r: Plain, o: unknown) => unknown)(doc, shaped, transformOptions) : shaped;
      },
    });
  }
}
