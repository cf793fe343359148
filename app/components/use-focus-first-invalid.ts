import { useEffect, useRef } from "react";

/** After a refused submission (a new `result`), moves focus to the form's first invalid field. */
export function useFocusFirstInvalid(result: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  return formRef;
}
