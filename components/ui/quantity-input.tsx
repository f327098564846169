'use client';

import { useState, type KeyboardEvent } from 'react';
import { clampQuantity } from '@/lib/quantity';
import styles from './quantity-input.module.css';

export interface QuantityInputProps {
  id?: string;
  /** The accessible name of the number field. */
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole-number field with − and + (a spinbutton): typing keeps digits only and takes effect on
 * leaving the field or Enter, clamped to min…max; the arrow keys step by one.
 */
export function QuantityInput({ id, label, value, min = 1, max, onChange }: QuantityInputProps) {
  // What is being typed, until it is committed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const commit = () => {
    if (draft !== null) set(draft === '' ? min : Number(draft));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      set(
        (draft === null || draft === '' ? value : Number(draft)) + (e.key === 'ArrowUp' ? 1 : -1),
      );
    } else if (e.key === 'Enter') {
      commit();
    }
  };
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={`减少${label}`}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className={styles.input}
        role="spinbutton"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, String(max).length))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`增加${label}`}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </span>
  );
}
