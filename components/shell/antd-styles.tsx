'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';

// next/dynamic (not React.lazy): the server render links the stylesheet in the page's head,
// so a page that needs it never paints unstyled.
const AntdRestStyles = dynamic(() => import('./antd-rest-styles'));

/**
 * The pages people open first (home, product listing and detail, the phone poster) show only
 * antd components styled in themes/antd/core.css; true for the other pages.
 */
export function needsRestOfAntd(pathname: string): boolean {
  return !/^\/(product(\/|$)|mobile\/poster(\/|$)|$)/.test(pathname);
}

/** Links the rest of antd's styles (themes/antd/rest.css) on the pages that need it. */
export function AntdStyles() {
  return needsRestOfAntd(usePathname() ?? '/') ? <AntdRestStyles /> : null;
}
