import { z } from 'zod';
import { DINER_LOCALES } from './locale-codes';

/** One of {@link DINER_LOCALES}, as inputs and stored documents validate it. */
export const DinerLocaleSchema = z.enum(DINER_LOCALES);
