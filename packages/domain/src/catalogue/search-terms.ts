/*
 * What a shopper typed, turned into index terms both engines treat alike. The words are
 * letters and digits only, so no query syntax (FTS5's quotes, '*', NEAR, '-', column filters;
 * MySQL's '+', '-', '~', '@', quotes) ever reaches either engine from the shopper's text.
 */

/**
 * InnoDB does not index words shorter than innodb_ft_min_token_size (3 by default, on MariaDB
 * too), so shorter words are dropped on both engines: the same search answers the same frames.
 */
export const MIN_TERM_LENGTH = 3;
const MAX_TERMS = 8;

/**
 * InnoDB's default stopword list (INNODB_FT_DEFAULT_STOPWORD): a required stopword matches
 * nothing there, so these are dropped on both engines.
 */
const STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

/** Lower case, accents removed (FTS5's remove_diacritics; MySQL's _ci collations agree). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words of a search the index can answer: long enough, not stopwords, at most eight. */
export function searchTerms(search: string): string[] {
  const terms = words(search).filter((w) => w.length >= MIN_TERM_LENGTH && !STOPWORDS.has(w));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Which document columns a match looks at: all of them, the name, or the attributes. */
export type SearchColumns = 'all' | 'name' | 'attributes';

const FTS_COLUMNS: Record<Exclude<SearchColumns, 'all'>, string> = {
  name: '{name}',
  attributes: '{colors material frameMaterial}',
};

/** An FTS5 query: every term as a quoted prefix, all required, optionally within columns. */
export function ftsQuery(terms: string[], columns: SearchColumns): string {
  const all = terms.map((t) => `"${t}"*`).join(' AND ');
  return columns === 'all' ? all : `${FTS_COLUMNS[columns]} : (${all})`;
}

/** A MySQL boolean-mode query: every term required, as a prefix. */
export function booleanQuery(terms: string[]): string {
  return terms.map((t) => `+${t}*`).join(' ');
}

/** Optimal string alignment distance (one transposition counts as one edit), capped. */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        (rows[0] as number[])[j] = j;
        continue;
      }
      const row = rows[i] as number[];
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = d;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many typing mistakes a word may carry: none under four letters, two from eight. */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

/**
 * The terms with each word that starts no word of the catalogue replaced by the nearest one
 * ('teek' → 'teak', 'walnt' → 'walnut'), compared with the whole word and with its start of
 * the same length (the shopper may still be typing). Undefined when nothing changed or a word
 * has no near neighbour: the search then stays empty rather than guessing.
 */
export function correctedTerms(terms: string[], vocabulary: string[]): string[] | undefined {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (vocabulary.some((w) => w.startsWith(term))) {
      corrected.push(term);
      continue;
    }
    const cap = allowedEdits(term);
    let best: { word: string; d: number } | undefined;
    for (const word of vocabulary) {
      const d = Math.min(
        distance(term, word, cap),
        word.length > term.length ? distance(term, word.slice(0, term.length), cap) : cap + 1,
      );
      if (d <= cap && (!best || d < best.d || (d === best.d && word.length < best.word.length))) {
        best = { word, d };
      }
    }
    if (!best) return undefined;
    corrected.push(best.word);
    changed = true;
  }
  return changed ? corrected : undefined;
}

/** The distinct index-worthy words of some documents, sorted: the typo fallback's vocabulary. */
export function vocabularyOf(texts: string[]): string[] {
  const all = new Set<string>();
  for (const text of texts) {
    for (const w of words(text)) if (w.length >= MIN_TERM_LENGTH && !STOPWORDS.has(w)) all.add(w);
  }
  return [...all].sort();
}
