'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { setFeedback } from '@/api/feedback';
import {
  FeedbackProvider,
  type DialogHandle,
  type MallFeedback,
  type MallMessage,
  type MallModal,
} from './mall-feedback';

const AntdFeedbackHost = dynamic(() => import('./antd-feedback-host'), { ssr: false });

type Apis = Pick<MallFeedback, 'message' | 'modal'>;

function deferred() {
  let resolve: (apis: Apis) => void = () => undefined;
  const promise = new Promise<Apis>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Toasts and dialogs for the desktop shell and the pages that load no antd: the first toast or
 * dialog loads antd's providers (AntdFeedbackHost) and goes out once they are ready; the
 * request layer's toasts go the same way.
 */
export function ShellFeedback({
  themeColor,
  children,
}: {
  themeColor: string;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [value] = useState(() => {
    const apis = deferred();
    const load = () => {
      setWanted(true);
      return apis.promise;
    };
    const notify =
      (kind: keyof MallMessage) =>
      (content: string): void =>
        void load().then((a) => a.message[kind](content));
    const open =
      (kind: keyof MallModal) =>
      (props: Parameters<MallModal['info']>[0]): DialogHandle => {
        const handle = load().then((a) => a.modal[kind](props));
        return {
          destroy: () => void handle.then((h) => h.destroy()),
          update: (config) => void handle.then((h) => h.update(config)),
        };
      };
    return {
      ready: apis.resolve,
      feedback: {
        message: {
          info: notify('info'),
          success: notify('success'),
          warning: notify('warning'),
          error: notify('error'),
        },
        modal: {
          info: open('info'),
          success: open('success'),
          error: open('error'),
          warning: open('warning'),
          confirm: open('confirm'),
        },
      },
    };
  });

  // A fallback: under a page's own AntdProviders the request layer uses that page's App.
  useEffect(() => setFeedback(value.feedback.message, { fallback: true }), [value]);
  const provided = useMemo(() => ({ ...value.feedback, themeColor }), [value, themeColor]);

  return (
    <FeedbackProvider value={provided}>
      {children}
      {wanted ? <AntdFeedbackHost themeColor={themeColor} onReady={value.ready} /> : null}
    </FeedbackProvider>
  );
}
