import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from '../lib/api-client';
import type { FieldErrorKeys } from '../lib/field-errors';

/**
 * The errors a form shows once a submit failed: its own checks' or the server's field errors
 * (i18n keys), each under its field; those no field shows (`isPlacedErrorPath` is false) are
 * `unplacedErrors`, listed below the form while `showInvalid`.
 */
export function useShownFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  isPlacedErrorPath: (path: string) => boolean,
) {
  const { t } = useTranslation();
  const [hasInvalidFields, setHasInvalidFields] = useState(false);

  function showErrors(errors: FieldErrorKeys) {
    const translated: FormErrors = Object.fromEntries(
      Object.entries(errors).map(([path, key]) => [path, t(key)]),
    );
    form.setErrors(translated);
    setHasInvalidFields(true);
  }

  /** A failed save: the field errors of the server's problem+json body, if it has any. */
  function showServerErrors(error: unknown) {
    const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
    if (fieldErrors.length > 0) {
      showErrors(Object.fromEntries(fieldErrors.map((item) => [item.path, item.message])));
    }
  }

  return {
    showErrors,
    showServerErrors,
    /** A submit that passed the form's checks: no longer shown as invalid. */
    hideInvalid: () => setHasInvalidFields(false),
    unplacedErrors: Object.entries(form.errors).filter(([path]) => !isPlacedErrorPath(path)),
    showInvalid: hasInvalidFields && Object.keys(form.errors).length > 0,
  };
}
