import { useSyncExternalStore } from 'react';

/** The spec's breakpoints (§2 Layout): 768, 992 and 1200 px. */
export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;

export type Screen = 'xs' | 'sm' | 'md' | 'lg';

/** xs < 768 ≤ sm < 992 ≤ md < 1200 ≤ lg. */
export function screenOf(width: number): Screen {
  if (width < BREAKPOINTS.sm) return 'xs';
  if (width < BREAKPOINTS.md) return 'sm';
  if (width < BREAKPOINTS.lg) return 'md';
  return 'lg';
}

const subscribe = (fn: () => void) => {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
};

/** The current screen class, following window resizes. */
export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, () => screenOf(window.innerWidth));
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (fn: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', fn);
  return () => query.removeEventListener('change', fn);
};

/** Whether the person asked their system for less motion (the app then opens dialogs and drawers without zooming). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}
