/**
 * Asks the API once at start-up for its public config (`GET {api}/config`): the CSP needs to know
 * which identity service and payment driver the renderer will talk to.
 */
import { z } from 'zod';
import { endpoints } from '../shared/contract/endpoints';
import type { PublicConfig } from '../shared/entities';

const publicConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    emulatorUrl: z.url({ protocol: /^https?$/ }).nullable(),
  }),
  payments: z.object({
    driver: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
});

/** What the desktop's CSP reads of the config. */
export type DesktopConfig = Pick<PublicConfig, 'firebase' | 'payments'>;

/** The config, or null when the API cannot be reached in time or answers something else. */
export async function fetchPublicConfig(apiBase: string, timeoutMs = 3000): Promise<DesktopConfig | null> {
  try {
    const res = await fetch(apiBase + endpoints.config.path, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const parsed = publicConfigSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
