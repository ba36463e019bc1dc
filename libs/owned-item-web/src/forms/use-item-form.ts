import { useState } from 'react';
import { useFieldErrors, type Checked } from './field-errors';

type TextChange = { target: { value: string } };

/**
 * The text fields of an item's create/edit form (events, listings) and their spec §5 errors: `set(name)`
 * changes one value and, after a first submit, lets the errors follow `check` (the form's current
 * validator: pass it each render, it may read other state such as images); `field(name, max?)` is what a
 * `TextField` / `TextAreaField` takes for it (value, error, the 'n/max' counter of the trimmed text,
 * onChange).
 */
export function useItemForm<
  Values extends Record<string, string>,
  Errors extends Partial<Record<string, string>>,
>(initial: () => Values, check: (next: Values) => Checked<Errors>) {
  const [values, setValues] = useState<Values>(initial);
  const fieldErrors = useFieldErrors<Errors>();
  const set = (name: keyof Values) => (change: TextChange) => {
    const next = { ...values, [name]: change.target.value };
    setValues(next);
    fieldErrors.follow(check(next));
  };
  const field = (name: keyof Values & keyof Errors & string, max?: number) => ({
    value: values[name] as string,
    error: fieldErrors.errors[name] as string | undefined,
    ...(max === undefined ? {} : { counter: { current: (values[name] as string).trim().length, max } }),
    onChange: set(name),
  });
  return { values, set, field, ...fieldErrors };
}
