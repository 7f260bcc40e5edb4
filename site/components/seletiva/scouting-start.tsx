'use client';

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { draftKey, draftStep } from '@/lib/forms/scouting-draft-step';
import { ScoutingIntro } from './scouting-intro';

/** The wizard and its form code (react-hook-form, the rules, the four steps) load on demand. */
const loadWizard = () => import('./scouting-wizard');
const ScoutingWizard = lazy(() => loadWizard().then((m) => ({ default: m.ScoutingWizard })));

type WizardProps = Omit<ComponentProps<typeof ScoutingWizard>, 'initialStep' | 'started'>;

/**
 * Get Scouted's first screen: the intro and its start button, without the form's code. The wizard
 * loads when the visitor starts (its code is fetched as soon as they point at or focus the button),
 * or at once when this tab holds a draft past the intro (a reload mid-application).
 */
export function ScoutingStart(props: WizardProps) {
  // Whether the stored draft was read: until then the button waits, so a saved step cannot
  // overwrite the visitor's first click.
  const [checked, setChecked] = useState(false);
  const [open, setOpen] = useState<{ step: number; started: boolean } | null>(null);

  useEffect(() => {
    const step = draftStep(window.sessionStorage.getItem(draftKey(props.brand)));
    // Storage is browser-only, so the draft can only be read after hydration, in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (step > 0) setOpen({ step, started: false });
    setChecked(true);
  }, [props.brand]);

  if (!open) {
    return (
      <div onPointerEnter={() => void loadWizard()} onFocusCapture={() => void loadWizard()}>
        <ScoutingIntro ready={checked} onStart={() => setOpen({ step: 1, started: true })} />
      </div>
    );
  }
  return (
    <Suspense fallback={<ScoutingIntro ready={false} onStart={() => undefined} />}>
      <ScoutingWizard {...props} initialStep={open.step} started={open.started} />
    </Suspense>
  );
}
