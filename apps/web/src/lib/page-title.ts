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

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL ("/Singleproduct/12"); the origin is the page's own. */
  canonicalPath?: string;
  /** Open Graph image: a path on this host or an absolute URL. */
  image?: string;
}

/** On the server (no window) root-relative: the server writes the head's absolute URLs itself. */
const absolute = (path: string) =>
  /^https?:/.test(path)
    ? path
    : `${typeof window === 'undefined' ? '' : window.location.origin}/${path.replace(/^\//, '')}`;

/**
 * A route's `head` for a shareable page: title, description, canonical link and Open Graph
 * tags. The server writes the same tags into the HTML it sends for products, news and home
 * (crawlers do not run scripts); these keep them right while a shopper navigates.
 */
export function metaHead(meta: PageMeta) {
  const tags: Record<string, string>[] = [
    { title: meta.title },
    { property: 'og:title', content: meta.title },
  ];
  if (meta.description) {
    tags.push({ name: 'description', content: meta.description });
    tags.push({ property: 'og:description', content: meta.description });
  }
  if (meta.image) tags.push({ property: 'og:image', content: absolute(meta.image) });
  const links = meta.canonicalPath
    ? [{ rel: 'canonical', href: absolute(meta.canonicalPath) }]
    : [];
  if (meta.canonicalPath) tags.push({ property: 'og:url', content: absolute(meta.canonicalPath) });
  return { meta: tags, links };
}
