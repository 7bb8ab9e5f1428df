import { toLatinDigits } from '@navgan/domain/digits';
import { motionThresholds } from '@navgan/domain/motion';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { loadMotionSettings } from '../../derive/motion-settings';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { message } from '../../i18n/messages';

export const overspeedLimits = { min: 30, max: 200 } as const;

/**
 * `GET/PUT company/motion-settings/`: the company's over-speed limit (km/h). Reading is for every
 * user of the company, changing for its administrators. The live derivation picks a change up
 * within a minute; figures already derived keep the old limit until those days are rebuilt.
 */
export async function motionSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const read = async (companyId: number) => {
    const settings = (await loadMotionSettings(ctx.database.db, [companyId])).get(companyId);
    const overspeed = settings?.overspeedKmh ?? motionThresholds.defaultOverspeedKmh;
    return { overspeed_kmh: overspeed, default_overspeed_kmh: motionThresholds.defaultOverspeedKmh };
  };

  app.get('/company/motion-settings/', async (request) => read(tenantOf(request).companyId));

  app.put('/company/motion-settings/', async (request) => {
    const user = tenantOf(request);
    const raw = (request.body as Record<string, unknown> | null)?.overspeed_kmh;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(toLatinDigits(raw.trim())) : raw;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < overspeedLimits.min ||
      value > overspeedLimits.max
    ) {
      throw ApiError.validation((locale) => ({
        overspeed_kmh: [message(locale, 'overspeedRange', { ...overspeedLimits })],
      }));
    }
    await ctx.database.db.execute(sql`insert into motion_settings (company_id, overspeed_kmh)
      values (${user.companyId}, ${value})
      on conflict (company_id) do update set overspeed_kmh = excluded.overspeed_kmh`);
    return read(user.companyId);
  });
}
