/**
 * The driver risk score of the analytics dashboard (docs/metrics.md, "Risk score"): 0 is a clean
 * record, 100 the worst. Rates are per 100 km over at least `minimumRiskKm`, so a few hundred
 * metres with one event do not read as the riskiest driver of the fleet.
 */
export const riskWeights = { harshEvent: 5, overspeedEpisode: 10 } as const;
export const minimumRiskKm = 50;

export interface RiskInputs {
  distanceM: number;
  harshEvents: number;
  overspeedEpisodes: number;
}

export function riskScore({ distanceM, harshEvents, overspeedEpisodes }: RiskInputs): number {
  const per100Km = 100 / Math.max(distanceM / 1000, minimumRiskKm);
  const weighted =
    riskWeights.harshEvent * harshEvents * per100Km +
    riskWeights.overspeedEpisode * overspeedEpisodes * per100Km;
  return Math.round(Math.min(100, weighted) * 10) / 10;
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** Spec section 4: 0-20 low, above 20 up to 50 medium, above 50 high. */
export function riskLevel(score: number): RiskLevel {
  if (score <= 20) return 'low';
  if (score <= 50) return 'medium';
  return 'high';
}

/** Percent change from the previous period; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
