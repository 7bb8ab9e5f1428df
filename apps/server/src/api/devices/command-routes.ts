import { deviceCommandInput } from '@navgan/domain/resources/device-command';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isHeldBack, queueApproval } from '../../access/approval-queue';
import { recordAudit } from '../../access/audit-trail';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { commandTypesOf } from '../../gateway/commands/command-encoders';
import { announceCommand } from '../../gateway/commands/command-queries';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { message } from '../../i18n/messages';
import { fieldError } from '../../resources/field-error';
import { commandPage, queueCommand, visibleDevice, waitingTwin } from './device-command-queries';

const COMMANDS_PATH = 'devices/:id/commands/';

const commandPageAnswer = z
  .object({ count: z.number().int(), results: z.array(z.object({ id: z.number().int() }).loose()) })
  .extend({ available: z.array(z.string()) })
  .loose();

/** The queued command (201, or 200 for one already waiting), or the approval request (202). */
const commandAnswer = z.union([
  z.object({ id: z.number().int(), type: z.string(), state: z.string() }).loose(),
  z.object({ detail: z.string(), approval: z.object({ id: z.number().int() }).loose() }),
]);

/**
 * Commands to a device (docs/commands.md): `GET devices/{id}/commands/` lists what was sent and
 * what the device answered, with the commands its protocol can carry; `POST` queues one (the
 * devices `command` permission; a policy may hold it for approval). Whoever holds the device's
 * connection sends it once, as soon as the device is connected. Every command is in the audit trail.
 */
export async function deviceCommandRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get(
    `/${COMMANDS_PATH}`,
    typedContract({ params: idParams, query: queryOf({ p: pageNumber }), answer: commandPageAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const device = await visibleDevice(db, tenant, request.params.id);
      if (!device) throw ApiError.notFound();
      const at = pageRequest(request);
      const page = await commandPage(db, tenant, device.id, at.offset, at.limit);
      return { ...pageOf(request, at, page.count, page.results), available: commandTypesOf(device.protocol) };
    },
  );

  app.post(
    `/${COMMANDS_PATH}`,
    typedContract({
      params: idParams,
      body: deviceCommandInput,
      labels: 'device_commands',
      answer: commandAnswer,
    }),
    async (request, reply) => {
      const auth = tenantOf(request);
      const device = await visibleDevice(db, auth, request.params.id);
      if (!device) throw ApiError.notFound();
      const body = request.body;
      checkCommand(device.protocol, body);
      if (isHeldBack(auth, 'devices', 'command')) {
        const approval = await queueApproval(db, auth, {
          resource: 'devices',
          action: 'command',
          target: COMMANDS_PATH,
          recordId: device.id,
          label: device.imei,
          before: null,
          after: { type: body.type, text: body.text },
          body: { type: body.type, text: body.text, confirmed: body.confirmed },
        });
        reply.code(202);
        return { detail: message(request.locale, 'sentForApproval'), approval };
      }
      const twin = await waitingTwin(db, auth, device.id, body.type, body.type === 'custom' ? body.text : '');
      if (twin) return twin;
      reply.code(201);
      return sendCommand(db, auth, device.id, body, ctx.clock.now());
    },
  );

  ctx.approvalTargets.register(COMMANDS_PATH, {
    async apply(rc, approval) {
      const id = approval.record_id ?? 0;
      const device = await visibleDevice(rc.db, rc.tenant, id);
      if (!device) throw ApiError.notFound();
      const body = deviceCommandInput.parse(approval.body);
      checkCommand(device.protocol, body);
      await sendCommand(rc.db, rc.tenant, device.id, body, ctx.clock.now());
      return device.id;
    },
  });
}

/** The protocol must carry the command, and an engine stop must have been confirmed. */
function checkCommand(protocol: string, body: { type: string; confirmed: boolean }): void {
  if (!commandTypesOf(protocol).includes(body.type as never))
    throw ApiError.validation(fieldError('type', 'commandUnsupported'));
  if (body.type === 'engineStop' && !body.confirmed)
    throw ApiError.validation(fieldError('confirmed', 'engineStopUnconfirmed'));
}

async function sendCommand(
  db: Db,
  tenant: Parameters<typeof queueCommand>[1],
  deviceId: number,
  body: { type: Parameters<typeof queueCommand>[2]['type']; text: string },
  now: Date,
) {
  const text = body.type === 'custom' ? body.text : '';
  const command = await queueCommand(db, tenant, { deviceId, type: body.type, text, now });
  await recordAudit(db, tenant, {
    action: 'command',
    resource: 'devices',
    recordId: deviceId,
    after: { command: body.type, ...(text ? { text } : {}) },
  });
  await announceCommand(db, deviceId);
  return command;
}
