'use client';

import { useEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '@/lib/rich-text';
import styles from './showroom-editor.module.css';

interface Props {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
  disabled?: boolean;
}

const TOOLS: { command: string; arg?: string; label: string; text: string }[] = [
  { command: 'bold', label: '加粗', text: 'B' },
  { command: 'italic', label: '斜体', text: 'I' },
  { command: 'underline', label: '下划线', text: 'U' },
  { command: 'formatBlock', arg: 'h3', label: '小标题', text: 'H' },
  { command: 'formatBlock', arg: 'p', label: '正文段落', text: '¶' },
  { command: 'insertUnorderedList', label: '项目符号列表', text: '•' },
  { command: 'insertOrderedList', label: '编号列表', text: '1.' },
];

const plainToHtml = (text: string) =>
  /<[a-zA-Z/!]/.test(text)
    ? text
    : text
        .split(/\r?\n\s*\r?\n/)
        .map(
          (p) =>
            `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\r?\n/g, '<br>')}</p>`,
        )
        .join('');

/**
 * A small rich-text box (bold, italic, underline, heading, lists). What it holds always goes
 * through the same allow-list as the server and the public page, so a paste cannot smuggle
 * scripts or styles in.
 */
export function RichTextEditor({ id, value, onChange, disabled, ...rest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The first value is rendered on the server too; later outside changes (a reset) are written
  // by the effect, never by React, so typing keeps the caret where it is.
  const [first] = useState(() => sanitizeHtml(plainToHtml(value ?? '')));
  const last = useRef<string | null>(value ?? '');

  useEffect(() => {
    if (!box.current || value === last.current) return;
    const html = sanitizeHtml(plainToHtml(value ?? ''));
    box.current.innerHTML = html;
    last.current = value ?? '';
  }, [value]);

  const emit = () => {
    if (!box.current) return;
    const html = sanitizeHtml(box.current.innerHTML);
    last.current = html;
    onChange?.(html);
  };

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="格式" className={styles.editorTools}>
        {TOOLS.map((t) => (
          <button
            key={t.label}
            type="button"
            title={t.label}
            aria-label={t.label}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              box.current?.focus();
              document.execCommand(t.command, false, t.arg);
              emit();
            }}
          >
            {t.text}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label={rest['aria-label']}
        tabIndex={0}
        contentEditable={!disabled}
        className={styles.editorBox}
        dangerouslySetInnerHTML={{ __html: first }}
        onInput={emit}
        onBlur={emit}
        onPaste={(e) => {
          e.preventDefault();
          const html = e.clipboardData.getData('text/html');
          const text = e.clipboardData.getData('text/plain');
          document.execCommand('insertHTML', false, html ? sanitizeHtml(html) : plainToHtml(text));
          emit();
        }}
      />
    </div>
  );
}
