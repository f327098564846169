import { describe, expect, it } from 'vitest';
import { currentInterruption, withWaiting, type Interruption } from './interruption';

describe('currentInterruption', () => {
  it('shows nothing when nothing waits', () => {
    expect(currentInterruption([])).toBeNull();
  });

  it('shows the only one waiting', () => {
    expect(currentInterruption(['lead'])).toBe('lead');
    expect(currentInterruption(['popup'])).toBe('popup');
  });

  it('puts the version-update announcement before popups, and popups before the lead panel', () => {
    expect(currentInterruption(['lead', 'popup'])).toBe('popup');
    expect(currentInterruption(['popup', 'lead', 'version-update'])).toBe('version-update');
    expect(currentInterruption(['lead', 'version-update'])).toBe('version-update');
  });

  it('hands the screen back to the lead panel once the popups are gone', () => {
    let waiting: readonly Interruption[] = ['lead'];
    waiting = withWaiting(waiting, 'popup', true);
    expect(currentInterruption(waiting)).toBe('popup');
    waiting = withWaiting(waiting, 'popup', false);
    expect(currentInterruption(waiting)).toBe('lead');
  });
});

describe('withWaiting', () => {
  it('adds and removes a kind once', () => {
    expect(withWaiting([], 'lead', true)).toEqual(['lead']);
    expect(withWaiting(['lead', 'popup'], 'lead', false)).toEqual(['popup']);
  });

  it('returns the same list when nothing changes, so a store does not re-render', () => {
    const waiting: readonly Interruption[] = ['popup'];
    expect(withWaiting(waiting, 'popup', true)).toBe(waiting);
    expect(withWaiting(waiting, 'lead', false)).toBe(waiting);
  });
});
