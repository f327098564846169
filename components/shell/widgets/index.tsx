'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import { LEAD_REPEAT_TEXT } from '@/lib/lead';
import { createVisitHistory, type VisitHistoryStore } from '@/lib/visit-history';
import { getWebStorage } from '@/stores/storage';
import { useUserStore } from '@/stores/store-provider';
import { FloatingToolbar } from './floating-toolbar';
import { hasSubmittedLead } from './lead-form';
import { LeadWidget } from './lead-widget';
import { LoadingBar } from './loading-bar';
import { PageEffects } from './page-effects';
import { PopupHost } from './popup-host';
import { useMallFeedback } from '@/components/shell/mall-feedback';

export { reloadIfChunkError, useOnline } from './page-effects';

export interface ShellWidgetsProps {
  /** The theme's short name (theme.shortName), used in the lead title and the robot tip. */
  shortName: string;
}

/** Records each visited URL while a visitor may still send a lead. */
function VisitRecorder({ visits }: { visits: VisitHistoryStore }) {
  const pathname = usePathname();
  const search = useSearchParams()?.toString();
  const visitor = useUserStore((s) => s.userInfo === null);
  useEffect(() => {
    if (visitor && !hasSubmittedLead()) visits.record(window.location.href);
  }, [pathname, search, visitor, visits]);
  return null;
}

/**
 * Everything the desktop shell wears on every page: loading bar, connectivity and click
 * tracking, chunk-error reload, floating toolbar, visitor lead widget and popups.
 */
export function ShellWidgets({ shortName }: ShellWidgetsProps) {
  const { message } = useMallFeedback();
  const visits = useMemo(() => createVisitHistory(getWebStorage('local')), []);
  const [clientId, setClientId] = useState<string | null>(null);
  const [leadSignal, setLeadSignal] = useState(0);

  useEffect(() => {
    // Also sets the visitor cookie that popup read states are kept under.
    api
      .getClientId(undefined, { skipErrorHandler: true })
      .then(setClientId)
      .catch(() => undefined);
  }, []);

  const applyTrial = () => {
    if (hasSubmittedLead()) void message.info(LEAD_REPEAT_TEXT);
    else setLeadSignal((n) => n + 1);
  };

  return (
    <>
      <LoadingBar />
      <PageEffects />
      <Suspense fallback={null}>
        <VisitRecorder visits={visits} />
      </Suspense>
      <FloatingToolbar shortName={shortName} clientId={clientId} onApplyTrial={applyTrial} />
      <LeadWidget shortName={shortName} openSignal={leadSignal} visits={visits} />
      <PopupHost />
    </>
  );
}
