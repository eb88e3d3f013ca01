import { z } from 'zod';

const EnvSchema = z.object({
  GCLOUD_PROJECT: z.string().default('demo-resto'),
  FUNCTIONS_REGION: z.string().default('europe-west1'),
});

/** The functions' environment, read and validated once (ARCHITECTURE §5). */
export type FunctionsEnv = z.infer<typeof EnvSchema>;

let cached: FunctionsEnv | undefined;

/** Reads process.env once and returns the validated settings. */
export function readEnv(source: Record<string, string | undefined> = process.env): FunctionsEnv {
  if (source === process.env && cached) return cached;
  const parsed = EnvSchema.parse(source);
  if (source === process.env) cached = parsed;
  return parsed;
}
