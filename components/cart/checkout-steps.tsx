'use client';

import { Steps } from 'antd';
import { CHECKOUT_STEPS } from '@/lib/cart';
import styles from './cart.module.css';

/** The three-step checkout stepper of spec §2: cart, confirm order, success. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <Steps
      className={styles.steps}
      current={current}
      size="small"
      items={CHECKOUT_STEPS.map((title) => ({ title }))}
    />
  );
}
