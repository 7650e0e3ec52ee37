import type { ServiceContext } from '@frameshop/domain/shared/context';
import { callerFor } from '../public-caller';
import { escapeXml } from './escape';

/** The largest page the public list use cases give (frames.list and news.list: 100). */
const PAGE_SIZE = 100;
/** A sitemap holds at most 50,000 URLs; two are home and listing. */
const MAX_PAGES = 499;

interface Entry {
  path: string;
  lastmod?: string;
}

async function allPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, pagination } = await fetchPage(page);
    items.push(...data);
    if (page >= pagination.totalPages || data.length === 0) break;
  }
  return items;
}

const latest = (dates: string[]) =>
  dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

/**
 * Home, the listing, every live (not archived) frame and every news article, read through the
 * public list use cases 100 at a time (their read cache serves repeats). Frame summaries carry
 * no `updatedAt`, so a frame's lastmod is its creation date: see ADR 0010.
 */
export async function sitemapXml(service: ServiceContext, origin: string): Promise<string> {
  const api = callerFor(service);
  const [frames, news] = await Promise.all([
    allPages((page) => api.catalogue.frames.list({ page, limit: PAGE_SIZE })),
    allPages((page) => api.content.news.list({ page, limit: PAGE_SIZE })),
  ]);
  const framesChanged = latest(frames.map((f) => f.createdAt));
  const newsChanged = latest(news.map((n) => n.updatedAt));
  const entries: Entry[] = [
    { path: '/', lastmod: latest([framesChanged, newsChanged].filter((d) => d !== undefined)) },
    { path: '/ProductListing', lastmod: framesChanged },
    ...frames.map((f) => ({ path: `/Singleproduct/${f.frameId}`, lastmod: f.createdAt })),
    ...news.map((n) => ({ path: `/news/${n.newsId}`, lastmod: n.updatedAt })),
  ];
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}
