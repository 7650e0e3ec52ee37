import { z } from 'zod';

/** The legacy answer of a change that returns nothing else: `{ message }`. */
export const messageResponse = z.object({ message: z.string() });
