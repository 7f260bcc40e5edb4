'use client';

import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { parseDraft, toDraft } from './scouting-draft';
import { draftKey } from './scouting-draft-step';
import type { ScoutingFormValues } from './scouting-form';
import type { BrandKey } from '@agency/schema/brands';

/**
 * Restores a saved draft once the page is hydrated (storage exists only in the browser), then
 * saves on every change. Returns whether the restore ran (until then the start button waits, so a
 * saved step cannot overwrite the visitor's first click) and `clear` for after a successful submission.
 */
export function useScoutingDraft(
  brand: BrandKey,
  form: UseFormReturn<ScoutingFormValues>,
  step: number,
  restoreStep: (step: number) => void,
) {
  const key = draftKey(brand);
  const [restored, setRestored] = useState(false);
  const { reset, subscribe, getValues } = form;

  useEffect(() => {
    const draft = parseDraft(window.sessionStorage.getItem(key));
    if (draft) {
      reset(draft.values);
      restoreStep(draft.step);
    }
    // Storage is browser-only, so the restore has to happen after hydration, in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
  }, [key, reset, restoreStep]);

  useEffect(() => {
    if (!restored) return;
    const save = (values: ScoutingFormValues) =>
      window.sessionStorage.setItem(key, JSON.stringify(toDraft(step, values)));
    save(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => save(values) });
  }, [restored, key, step, subscribe, getValues]);

  const clear = useCallback(() => window.sessionStorage.removeItem(key), [key]);
  return { restored, clear };
}
