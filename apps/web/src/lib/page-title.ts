/** The shop's name as the shell, the footer and every page title say it. */
export const SHOP_NAME = 'Frame Shop';

/** 'About us · Frame Shop': the page first, so tabs and history show what differs. */
export function pageTitle(...parts: string[]): string {
  return [...parts, SHOP_NAME].join(' · ');
}

/** 'Frames · Admin · Frame Shop'. */
export function adminTitle(page: string): string {
  return pageTitle(page, 'Admin');
}

/** A route's `head` option that only sets the title. */
export function titleHead(title: string) {
  return () => ({ meta: [{ title }] });
}
