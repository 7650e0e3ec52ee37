import { unescapeHtml } from './escape';

/**
 * The built index.html, parsed once at start: the server writes a page's head tags where the
 * template's <title> was (before the entry script and stylesheet, so the LCP image preload is
 * found first), its route chunks' modulepreloads after the build's own (just before </head>,
 * so they never go ahead of the entry) and the seed script just before </body>. The
 * template's own <title> and meta description are dropped from the rendered page (each page
 * writes its own) and kept as the defaults.
 */
export interface ShopTemplate {
  /** index.html exactly as built: the 404 body and the fallback when rendering fails. */
  raw: string;
  /** Up to the head insertion point. */
  start: string;
  /** From the head insertion point up to </head>. */
  headRest: string;
  /** From </head> up to </body>. */
  body: string;
  /** </body> and what follows. */
  end: string;
  /**
   * `body` cut around the empty `<div id="root"></div>`, where a server-rendered page's
   * markup goes (ADR 0020); null when the template has no such element.
   */
  root: { open: string; close: string } | null;
  defaultTitle: string;
  defaultDescription: string;
}

const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;
const ROOT = '<div id="root"></div>';
const DESCRIPTION = /<meta\s+name=["']description["']\s+content=["']([^"']*)["'][^>]*>\s*/i;

/**
 * Null for a page without </head> and </body> (a stub, or not our build): such a page is served
 * as it is, and no route renders into it.
 */
export function parseTemplate(raw: string): ShopTemplate | null {
  const headEnd = raw.search(/<\/head>/i);
  const bodyEnd = raw.search(/<\/body>/i);
  if (headEnd < 0 || bodyEnd < headEnd) return null;
  let head = raw.slice(0, headEnd);
  const defaultTitle = unescapeHtml(TITLE.exec(head)?.[1]?.trim() ?? '');
  const defaultDescription = unescapeHtml(DESCRIPTION.exec(head)?.[1]?.trim() ?? '');
  head = head.replace(DESCRIPTION, '');
  const title = TITLE.exec(head);
  const insertAt = title ? title.index : head.length;
  head = head.replace(TITLE, '');
  const body = raw.slice(headEnd, bodyEnd);
  const rootAt = body.indexOf(ROOT);
  const cut = rootAt + ROOT.indexOf('</div>');
  const root = rootAt < 0 ? null : { open: body.slice(0, cut), close: body.slice(cut) };
  return {
    root,
    raw,
    start: head.slice(0, insertAt),
    headRest: head.slice(insertAt),
    body,
    end: raw.slice(bodyEnd),
    defaultTitle,
    defaultDescription,
  };
}
