'use client';

import { CloseOutlined } from '@ant-design/icons';
import { usePathname } from 'next/navigation';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { api, isApiError } from '@/api';
import { NETWORK_ERROR_MESSAGE } from '@/api/messages';
import type { HomeClue, Lead } from '@/api/types';
import { LEAD_REPEAT_TEXT, LEAD_SUCCESS_TEXT, leadPageKey } from '@/lib/lead';
import { browseParam, type VisitHistoryStore } from '@/lib/visit-history';
import { useUserStore } from '@/stores/store-provider';
import {
  EMPTY_LEAD,
  LEAD_FIELDS,
  firstLeadError,
  hasSubmittedLead,
  isLeadClosed,
  leadPayload,
  rememberLeadClosed,
  storeSubmittedLead,
  type LeadField,
  type LeadValues,
} from './lead-form';
import styles from './lead-widget.module.css';
import { useInterruption } from './use-interruption';
import { useMallFeedback } from '@/components/shell/mall-feedback';
import { Button } from '@/components/ui/button';

/** The widget slides out this long after a page loads (spec §9). */
export const LEAD_DELAY_MS = 3000;

const PLACEHOLDERS: Record<LeadField, string> = {
  leadsName: '请输入公司名称',
  linkmanName: '请输入您的姓名',
  mobile: '请输入手机号',
  position: '请输入职位',
  remark: '选填，如采购品类、项目规模',
};

export interface LeadWidgetProps {
  /** The theme's short name, for the default title. */
  shortName: string;
  /** Changes when 申请试用 asks for the form (it then opens at once). */
  openSignal: number;
  visits: VisitHistoryStore;
}

/**
 * The visitor lead form (spec §4): slides out 3 s after load, collapses when closed (remembered
 * per page key), and is gone for good once a lead was sent. It waits behind any popup.
 */
export function LeadWidget({ shortName, openSignal, visits }: LeadWidgetProps) {
  const pageKey = leadPageKey(usePathname() ?? '/');
  const visitor = useUserStore((s) => s.userInfo === null);
  const { message } = useMallFeedback();
  const id = useId();
  const [slid, setSlid] = useState<{ key: string; open: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const [clue, setClue] = useState<(HomeClue & { key: string }) | null>(null);
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [error, setError] = useState<{ field: LeadField; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [seenSignal, setSeenSignal] = useState(openSignal);

  if (openSignal !== seenSignal) {
    setSeenSignal(openSignal);
    setSlid({ key: pageKey, open: true });
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      if (hasSubmittedLead()) setDone(true);
      else
        setSlid((prev) =>
          prev?.key === pageKey ? prev : { key: pageKey, open: !isLeadClosed(pageKey) },
        );
    }, LEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pageKey]);

  useEffect(() => {
    if (!visitor) return;
    let active = true;
    api
      .getHomeClues({ url: pageKey }, { skipErrorHandler: true })
      .then((answer) => {
        if (active) setClue({ ...answer, key: pageKey });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [pageKey, visitor]);

  const state = slid?.key === pageKey ? slid : null;
  // Open means waiting for the screen: the panel slides out only while no popup is shown.
  const slidOut = useInterruption('lead', visitor && !done && state?.open === true);
  const panel = useRef<HTMLElement>(null);
  // Set when the panel closes with the focus inside it: the tab it collapses to takes it over.
  const focusTab = useRef(false);

  const close = () => {
    focusTab.current = panel.current?.contains(document.activeElement) ?? false;
    rememberLeadClosed(pageKey);
    setSlid({ key: pageKey, open: false });
  };

  // Escape closes it from inside, or when nothing else has the focus (it slides in unasked).
  const onEscape = useEffectEvent((e: KeyboardEvent) => {
    const active = document.activeElement;
    const idle = !active || active === document.body;
    if (e.key === 'Escape' && (idle || panel.current?.contains(active))) close();
  });
  useEffect(() => {
    if (!slidOut) return;
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [slidOut]);

  if (!visitor || done || !state) return null;

  const fieldId = (field: LeadField) => `${id}-${field}`;
  const title = (clue?.key === pageKey && clue.mainTitle) || `免费试用${shortName}`;
  const subTitle =
    (clue?.key === pageKey && clue.subTitle) || '留下联系方式，专属顾问将尽快与您联系';

  const finish = (lead: Lead, text: string) => {
    storeSubmittedLead(lead);
    visits.clear();
    setDone(true);
    void message.success(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const failure = firstLeadError(values);
    if (failure) {
      setError(failure);
      void message.error(failure.message);
      document.getElementById(fieldId(failure.field))?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const lead = leadPayload(values, browseParam(visits.read()), pageKey);
    try {
      await api.createLeads(lead, { skipErrorHandler: true });
      finish(lead, LEAD_SUCCESS_TEXT);
    } catch (failed) {
      if (isApiError(failed) && failed.status === 409) finish(lead, LEAD_REPEAT_TEXT);
      else
        void message.error((isApiError(failed) && failed.serverMessage) || NETWORK_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  if (!slidOut) {
    return (
      <button
        ref={(tab) => {
          if (tab && focusTab.current) {
            focusTab.current = false;
            tab.focus();
          }
        }}
        type="button"
        className={styles.tab}
        onClick={() => setSlid({ key: pageKey, open: true })}
        aria-expanded={false}
        aria-controls={`${id}-panel`}
      >
        免费试用
      </button>
    );
  }

  return (
    <section
      ref={panel}
      id={`${id}-panel`}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
    >
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.subTitle}>{subTitle}</p>
        <button type="button" className={styles.close} onClick={close} aria-label="收起留资表单">
          <CloseOutlined aria-hidden />
        </button>
      </header>
      <form className={styles.form} onSubmit={submit} noValidate>
        {LEAD_FIELDS.map(({ name, label, required }) => {
          const invalid = error?.field === name;
          const common = {
            id: fieldId(name),
            value: values[name],
            placeholder: PLACEHOLDERS[name],
            className: styles.input,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            'aria-describedby': invalid ? `${fieldId(name)}-error` : undefined,
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
              setValues((prev) => ({ ...prev, [name]: e.target.value }));
              if (invalid) setError(null);
            },
          };
          return (
            <div key={name} className={styles.field}>
              <label
                htmlFor={fieldId(name)}
                className={required ? `${styles.label} ${styles.required}` : styles.label}
              >
                {label}
              </label>
              {name === 'remark' ? (
                <textarea {...common} rows={2} maxLength={500} />
              ) : (
                <input
                  {...common}
                  maxLength={name === 'mobile' ? 11 : 64}
                  inputMode={name === 'mobile' ? 'tel' : undefined}
                />
              )}
              {invalid ? (
                <p id={`${fieldId(name)}-error`} className={styles.error}>
                  {error.message}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button
          type="submit"
          variant="primary"
          className={styles.submit}
          loading={sending}
          data-track="lead-submit"
        >
          立即申请
        </Button>
      </form>
    </section>
  );
}
