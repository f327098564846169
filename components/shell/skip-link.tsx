'use client';

import type { MouseEvent } from 'react';

/**
 * Pages render their own `<main>`, so the link finds it instead of every page carrying an id
 * (the href only names it for a click before hydration); `tabindex=-1` lets the focus land
 * there, and the next Tab continues inside the content.
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
}

/** The first Tab stop of every page (WCAG 2.4.1): past the header and navigation. */
export function SkipLink() {
  return (
    <a className="mall-skip-link" href="#main" onClick={focusMain}>
      跳到主要内容
    </a>
  );
}
