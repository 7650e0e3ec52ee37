import type { NewsDto } from '@frameshop/contracts/content/dtos';
import type { NewsFormInput, newsInput } from '@frameshop/contracts/content/schemas';
import type { FieldPath, UseFormReturn } from 'react-hook-form';

/** What the contract's schema makes of the form's values (trimmed, defaults filled in). */
export type NewsValues = (typeof newsInput)['_zod']['output'];
export type NewsFormControl = UseFormReturn<NewsFormInput, unknown, NewsValues>;

export const NEWS_TABS = [
  { value: 'basic', label: 'Basic', fields: ['title', 'author', 'shortDesc'] },
  { value: 'content', label: 'Content', fields: ['sections'] },
  { value: 'image', label: 'Image', fields: [] },
] as const satisfies readonly {
  value: string;
  label: string;
  fields: readonly (keyof NewsFormInput)[];
}[];

export const EMPTY_NEWS_FORM: NewsFormInput = {
  title: '',
  author: '',
  shortDesc: '',
  sections: [],
  removeImage: false,
};

export function newsFormFrom(news: NewsDto): NewsFormInput {
  return {
    title: news.title,
    author: news.author,
    shortDesc: news.shortDesc,
    sections: news.sections.map((s) => ({
      sectionTitle: s.sectionTitle,
      content: s.content,
      bullets: [...s.bullets],
    })),
    removeImage: false,
  };
}

/** The form path a server problem names ("sections.1.bullets.0"), if the form has that field. */
export function newsFormPath(path: string): FieldPath<NewsFormInput> | null {
  if (path === 'title' || path === 'author' || path === 'shortDesc' || path === 'sections') {
    return path;
  }
  const bullet = /^sections\.(\d+)\.bullets\.(\d+)$/.exec(path);
  if (bullet) return `sections.${Number(bullet[1])}.bullets.${Number(bullet[2])}`;
  const field = /^sections\.(\d+)\.(sectionTitle|content|bullets)$/.exec(path);
  if (field?.[2] === 'sectionTitle') return `sections.${Number(field[1])}.sectionTitle`;
  if (field?.[2] === 'content') return `sections.${Number(field[1])}.content`;
  if (field?.[2] === 'bullets') return `sections.${Number(field[1])}.bullets`;
  return null;
}
