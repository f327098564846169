import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** Shows a spinner and ignores clicks while an action runs (the button keeps its focus). */
  loading?: boolean;
}

/**
 * A button drawn like antd's, in plain markup: the listing and detail pages render many of them
 * on the server and ship them to every visitor, where antd's Button costs script and render time.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${styles.button} ${styles[variant]} ${styles[size]} ${className ?? ''}`}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden /> : null}
      {children}
    </button>
  );
}
