import { AppError } from '../shared/errors';

/**
 * What still refers to an attribute, so a delete can answer 409 and say what to change
 * first. Archived frames count: they keep their history and their foreign keys.
 */
export interface Usage {
  frames: number;
  frameNames: string[];
  prices: number;
}

/** Throws the 409 that names the users of `subject`, if there are any. */
export function assertUnused(subject: string, usage: Usage): void {
  const parts: string[] = [];
  if (usage.frames > 0) {
    const more = usage.frames > usage.frameNames.length ? ', …' : '';
    const noun = usage.frames === 1 ? 'frame' : 'frames';
    parts.push(`${usage.frames} ${noun} (${usage.frameNames.join(', ')}${more})`);
  }
  if (usage.prices > 0) parts.push(`${usage.prices} ${usage.prices === 1 ? 'price' : 'prices'}`);
  if (parts.length === 0) return;
  throw new AppError(
    'CONFLICT',
    `${subject} is still used by ${parts.join(' and ')}. Change or remove those first.`,
  );
}
