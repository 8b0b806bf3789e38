import { useEffect, useRef } from 'react';

/**
 * Moves focus to the form's first invalid field each time a submit sets a new errors object, so keyboard and
 * screen-reader users land on the message instead of staying on the submit button.
 */
export function useFocusFirstInvalid(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
