import { useQuery } from '@tanstack/react-query';
import { api } from './api/api';

/** Deployment settings from `client-config/` (MAP_STYLE_URL, SUPPORT_PHONE on the server). */
export interface ClientConfig {
  map_style_url: string | null;
  support_phone: string | null;
}

const fallback: ClientConfig = { map_style_url: null, support_phone: null };

/**
 * Asked once per session. A failure is not the user's problem: the app keeps its defaults (the
 * OpenStreetMap tiles over the shipped outline, no support line).
 */
export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) =>
      api
        .get<ClientConfig>('client-config/', { signal, silent: true, background: true })
        .catch(() => fallback),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
