/**
 * Shared by the route's loader and the page's hook, so the prefetch fills the entry the page
 * reads. Kept apart from the hook: a route's loader is not code-split, so this file (and only
 * this file) lands in the first-load bundle. No retry: a failure shows the banner at once,
 * and the banner has its own Retry.
 */
export const DASHBOARD_QUERY = { retry: false, staleTime: 30_000 } as const;
