import { useEffect, useId, useRef, useState } from 'react';

/** What a form's rules say about its values (the contact and email share rules' shape). */
export interface FieldCheck<F extends string> {
  /** The fields left empty. */
  missing: readonly F[];
  /** A message per field with a value that breaks its rule. */
  fieldErrors: Partial<Record<F, string>>;
  /** The form's message (the missing fields'), in the form's alert. */
  formError?: string;
}

/**
 * The ids and marks that tie a form's fields to their errors: each field's id and error id,
 * the form's alert id (which a missing field names in aria-describedby), aria-invalid, and the
 * focus moved to the first field to fix once the fields are marked.
 */
export function useFieldErrors<F extends string>(result: FieldCheck<F> | undefined) {
  const id = useId();
  const formErrorId = `${id}-form-error`;
  const [focusRequest, setFocusRequest] = useState<{ field: F } | undefined>();
  const fieldRefs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  // After the render that marked the fields, so the focused field is announced as invalid.
  useEffect(() => {
    if (focusRequest) fieldRefs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const errorId = (field: F) => `${id}-${field}-error`;

  return {
    formErrorId,
    counterId: `${id}-counter`,
    fieldId: (field: F) => `${id}-${field}`,
    errorId,
    /** A new object each time: asking twice for the same field still moves the focus. */
    focusField: (field: F) => setFocusRequest({ field }),
    /** Keeps the field's element, for focusField. */
    setFieldElement: (field: F, element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
    isInvalid: (field: F) =>
      result !== undefined &&
      (result.missing.includes(field) || result.fieldErrors[field] !== undefined),
    describedBy: (field: F, ...extra: string[]) => {
      const ids = [...extra];
      if (result?.fieldErrors[field]) ids.push(errorId(field));
      if (result?.missing.includes(field)) ids.push(formErrorId);
      return ids.length > 0 ? ids.join(' ') : undefined;
    },
  };
}
