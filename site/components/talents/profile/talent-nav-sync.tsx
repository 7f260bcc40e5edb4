'use client';

import { useEffect } from 'react';
import { useTalentNav, type TalentNavTalent } from '@/lib/state/talent-nav';

/** Tells the navbar a profile is open (back, favourite, more details); forgets it when the profile closes. */
export function TalentNavSync({ talent, backHref }: { talent: TalentNavTalent; backHref: string }) {
  const setProfile = useTalentNav((s) => s.setProfile);
  const clearProfile = useTalentNav((s) => s.clearProfile);
  useEffect(() => {
    setProfile(talent, backHref);
    return () => clearProfile();
  }, [talent, backHref, setProfile, clearProfile]);
  return null;
}
