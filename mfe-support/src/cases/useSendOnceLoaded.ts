import { useCallback, useEffect, useRef } from 'react';
import type { Decorator, FormApi } from 'final-form';

/**
 * A Send pressed while a list the form needs is loading (the student's courses), refused by the rule of the field
 * that waits for it and by nothing else, is made again once the list has come: the form then sends, or shows what
 * is still missing (a course to choose). Returns the decorator (react-final-form's `decorators`) that notes such a
 * Send; stable for the form's life.
 */
export function useSendOnceLoaded<V extends object>(loading: boolean, waitingField: string): Decorator<V> {
  const loadingNow = useRef(loading);
  const held = useRef<FormApi<V> | null>(null);
  const decorator = useCallback<Decorator<V>>(
    (form) => {
      const submit = form.submit;
      form.submit = () => {
        const done = submit();
        const refusedBy = Object.keys(form.getState().errors ?? {});
        if (loadingNow.current && refusedBy.length === 1 && refusedBy[0] === waitingField)
          held.current = form;
        return done;
      };
      return () => {
        form.submit = submit;
      };
    },
    [waitingField],
  );
  useEffect(() => {
    loadingNow.current = loading;
    const form = held.current;
    if (loading || !form) return;
    held.current = null;
    void form.submit();
  }, [loading]);
  return decorator;
}
