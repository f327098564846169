'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import type { PopupInfo } from '@/api/types';
import {
  VERSION_UPDATE_POPUP_ID,
  popupDurationSeconds,
  popupImage,
  popupMode,
  popupQueue,
  popupScene,
  recordsRead,
  showroomTenantId,
  type PopupEnd,
} from '@/lib/popup';
import { useMallStores, usePopupStore } from '@/stores/store-provider';
import { PopupNoticeDialog } from '@/components/dialogs/popup-notice-dialog';
import { VersionUpdateDialog } from '@/components/dialogs/version-update-dialog';
import { useInterruption } from './use-interruption';

/** Counts down once a second and calls onElapsed at zero; restarts when `seconds` changes. */
function useCountdown(seconds: number, onElapsed: () => void): number {
  const [left, setLeft] = useState(seconds);
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useEffect(() => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        elapsed.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * Whether the image at `src` has loaded (or failed: the alt text shows then). A dialog that
 * opened before its image would grow under the visitor's eyes, a layout shift.
 */
function useImageReady(src: string | undefined): boolean {
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let active = true;
    // The same candidates as the dialog's <img>, so the browser picks and caches the same file.
    const { src: fallback, srcSet, sizes } = popupImage(src);
    const image = new Image();
    if (srcSet && sizes) {
      image.sizes = sizes;
      image.srcset = srcSet;
    }
    image.src = fallback;
    const done = () => {
      if (active) setLoaded(src);
    };
    image.decode().then(done, done);
    return () => {
      active = false;
    };
  }, [src]);
  return !src || loaded === src;
}

interface PopupProps {
  popup: PopupInfo;
  onEnd: (popup: PopupInfo, end: PopupEnd) => void;
}

/** A popup opens with its image in place, and its countdown starts when it is seen. */
function CountdownPopup({ popup, onEnd }: PopupProps) {
  const extra = popup.extraJson;
  const ready = useImageReady(popupMode(extra) === 'image' ? extra.pcImgUrl : undefined);
  return ready ? <ShownPopup popup={popup} onEnd={onEnd} /> : null;
}

function ShownPopup({ popup, onEnd }: PopupProps) {
  const secondsLeft = useCountdown(popupDurationSeconds(popup.extraJson), () =>
    onEnd(popup, 'close'),
  );
  return (
    <PopupNoticeDialog
      popup={popup}
      secondsLeft={secondsLeft}
      onAction={() => onEnd(popup, 'click')}
      onClose={() => onEnd(popup, 'close')}
    />
  );
}

/**
 * Shows the current page's popups one at a time (scene from the pathname), after the
 * version-update announcement when the user has not read it yet. Both take their turn in the
 * interruption queue (lib/interruption), ahead of the lead panel.
 */
export function PopupHost() {
  const pathname = usePathname() ?? '/';
  const scene = popupScene(pathname);
  const tenantId = showroomTenantId(pathname);
  const { popup: popupStore } = useMallStores();
  const current = usePopupStore((s) => s.popupInfo[0]);
  const [versionUpdate, setVersionUpdate] = useState<PopupInfo | null>(null);
  const showVersionUpdate = useInterruption('version-update', versionUpdate !== null);
  const showPopup = useInterruption('popup', current !== undefined);
  // Popups shown in this visit stay away when their scene is opened again.
  const handled = useRef(new Set<PopupInfo['id']>());

  useEffect(() => {
    let active = true;
    api
      .getPopupInfoApi(undefined, { skipErrorHandler: true })
      .then((list) => {
        const [announcement] = popupQueue(list.filter((p) => p.id === VERSION_UPDATE_POPUP_ID));
        if (!active || !announcement) return;
        // Shown as the announcement, so never again as an ordinary popup of its scene.
        handled.current.add(announcement.id);
        popupStore.getState().dismissPopup(announcement.id);
        setVersionUpdate(announcement);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [popupStore]);

  useEffect(() => {
    let active = true;
    api
      .getScenePopupInfo(scene, tenantId ? { tenantId } : undefined, { skipErrorHandler: true })
      .then((list) => {
        if (active) popupStore.getState().setPopupInfo(popupQueue(list, handled.current));
      })
      .catch(() => {
        if (active) popupStore.getState().setPopupInfo([]);
      });
    return () => {
      active = false;
    };
  }, [scene, tenantId, popupStore]);

  const end = useCallback(
    (popup: PopupInfo, how: PopupEnd) => {
      handled.current.add(popup.id);
      popupStore.getState().dismissPopup(popup.id);
      if (recordsRead(popup, how)) {
        api
          .popupRead({ popupId: popup.id }, { skipErrorHandler: true })
          .catch((error: unknown) => console.error('弹窗已读记录失败', error));
      }
      const target = popup.extraJson.buttonUrl;
      if (how === 'click' && target) window.open(target, '_blank', 'noopener');
    },
    [popupStore],
  );

  // No loading state: a popup opens by itself, nobody is waiting for it.
  if (showVersionUpdate && versionUpdate) {
    return <VersionUpdateDialog popup={versionUpdate} onClose={() => setVersionUpdate(null)} />;
  }
  return showPopup && current ? (
    <CountdownPopup key={current.id} popup={current} onEnd={end} />
  ) : null;
}
