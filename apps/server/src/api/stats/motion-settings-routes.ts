import { toLatinDigits } from '@navgan/domain/digits';
import { motionThresholds } from '@navgan/domain/motion';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { loadMotionSettings, saveOverspeed } from '../../derive/motion-settings';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { message } from '../../i18n/messages';

export const overspeedLimits = { min: 30, max: 200 } as const;

/** A whole number of km/h within `overspeedLimits`, also as text with Persian digits. */
function readOverspeed(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(toLatinDigits(raw.trim())) : raw;
  if (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= overspeedLimits.min &&
    value <= overspeedLimits.max
  )
    return value;
  throw ApiError.validation((locale) => ({
    overspeed_kmh: [message(locale, 'overspeedRange', { ...overspeedLimits })],
  }));
}

const settingsBody = z
  .object({
    overspeed_kmh: z
      .unknown()
      .optional()
      .meta({ type: 'integer', minimum: overspeedLimits.min, maximum: overspeedLimits.max }),
  })
  .transform((body) => ({ overspeedKmh: readOverspeed(body.overspeed_kmh) }));

const settingsAnswer = z.object({ overspeed_kmh: z.number().int(), default_overspeed_kmh: z.number().int() });

/**
 * `GET/PUT company/motion-settings/`: the company's over-speed limit (km/h). Reading is for every
 * user of the company, changing for its administrators. The live derivation picks a change up
 * within a minute; figures already derived keep the old limit until those days are rebuilt.
 */
export async function motionSettingsRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const read = async (companyId: number) => {
    const settings = (await loadMotionSettings(ctx.database.db, [companyId])).get(companyId);
    const overspeed = settings?.overspeedKmh ?? motionThresholds.defaultOverspeedKmh;
    return { overspeed_kmh: overspeed, default_overspeed_kmh: motionThresholds.defaultOverspeedKmh };
  };

  app.get('/company/motion-settings/', typedContract({ answer: settingsAnswer }), async (request) =>
    read(tenantOf(request).companyId),
  );

  app.put(
    '/company/motion-settings/',
    typedContract({ body: settingsBody, answer: settingsAnswer }),
    async (request) => {
      const { companyId } = tenantOf(request);
      await saveOverspeed(ctx.database.db, companyId, request.body.overspeedKmh);
      return read(companyId);
    },
  );
}
