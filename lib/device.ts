/** Apple desktops and mobiles get a 1400 px minimum page width (spec §2, §9). */
export const APPLE_UA = /Macintosh|Mac OS X|iPhone|iPad|iPod/;
export const APPLE_MIN_WIDTH = 1400;

export function isAppleDevice(userAgent: string): boolean {
  return APPLE_UA.test(userAgent);
}

/** Runs in <head> before first paint so the width never jumps. */
export const appleMinWidthScript = `if(${APPLE_UA.toString()}.test(navigator.userAgent))document.documentElement.classList.add('apple-device')`;
