import type { Viewport } from 'next';
import type { ReactNode } from 'react';

// Set here rather than per page so the 404 and error pages are laid out for the phone too.
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The phone pages (spec §2 mobile routes). */
export default function MobileLayout({ children }: { children: ReactNode }) {
  return children;
}
