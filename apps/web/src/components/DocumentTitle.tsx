import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle, SHOP_NAME } from '../lib/page-title';

type Tag = { title?: string; name?: string; property?: string; content?: string };
type Link = { rel?: string; href?: string };

/** The head tags a page may set (lib/page-title.ts metaHead); others are left alone. */
const MANAGED_META = [
  ['name', 'description'],
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:image'],
  ['property', 'og:url'],
] as const;

/** What index.html says when a page sets no description of its own. */
let defaultDescription: string | null = null;

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (key === 'description') {
    defaultDescription ??= el?.content ?? '';
    content ??= defaultDescription;
  }
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

function setCanonical(href: string | undefined): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  el.href = href;
}

/**
 * Keeps `document.title`, the description, Open Graph tags and the canonical link on the
 * deepest matched route's `head`. TanStack Router's <HeadContent /> renders elements where it
 * is mounted, which React 18 does not move into <head>, so this writes them instead. The
 * server writes the same tags into the HTML of shareable pages for crawlers; this keeps them
 * right as a shopper navigates.
 */
export function DocumentTitle() {
  const head = useRouterState({
    select: (state) => {
      if (state.matches.some((m) => m.status === 'notFound' || m._notFound)) {
        return JSON.stringify({ title: pageTitle('Page not found'), meta: [], links: [] });
      }
      for (const match of [...state.matches].reverse()) {
        const meta = (match.meta ?? []) as (Tag | undefined)[];
        const title = meta.find((tag) => tag?.title)?.title;
        if (title) return JSON.stringify({ title, meta, links: match.links ?? [] });
      }
      return JSON.stringify({ title: SHOP_NAME, meta: [], links: [] });
    },
  });
  useEffect(() => {
    const { title, meta, links } = JSON.parse(head) as {
      title: string;
      meta: (Tag | undefined)[];
      links: (Link | undefined)[];
    };
    document.title = title;
    for (const [attr, key] of MANAGED_META) {
      setMeta(attr, key, meta.find((tag) => tag?.[attr] === key)?.content);
    }
    setCanonical(links.find((link) => link?.rel === 'canonical')?.href);
  }, [head]);
  return null;
}
