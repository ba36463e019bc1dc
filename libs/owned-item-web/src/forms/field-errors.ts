import { useCallback, useState } from 'react';

/** The first message per known field of a zod parse's issues (the rest wait for the first to be fixed). */
export function firstFieldErrors<Field extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      errors[field as Field] ??= issue.message;
  }
  return errors;
}

/** What a form validator answers. */
export type Checked<Errors> = { ok: true } | { ok: false; errors: Errors };

/**
 * A form's field errors (spec §5): none until the first submit, then they follow the typing.
 * `follow(check(next))` after each change; `submitted(check(values))` on submit.
 */
export function useFieldErrors<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const follow = useCallback(
    (result: Checked<Errors>) => {
      if (wasSubmitted) setErrors(result.ok ? ({} as Errors) : result.errors);
    },
    [wasSubmitted],
  );
  const submitted = useCallback((result: Checked<Errors>) => {
    setWasSubmitted(true);
    setErrors(result.ok ? ({} as Errors) : result.errors);
  }, []);
  return { errors, setErrors, follow, submitted };
}
