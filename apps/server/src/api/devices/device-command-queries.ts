import type { DeviceCommandType } from '@navgan/domain/resources/device';
import type { DeviceCommand } from '@navgan/domain/resources/device-command';
import { and, count, desc, eq, or } from 'drizzle-orm';
import { userSummaries } from '../../access/approval-queue';
import { referenceScope } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { deviceCommands } from '../../db/device-support-schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { devices } from '../../db/vehicle-schema';

/** How long a command waits for its device to connect before it expires. */
export const COMMAND_QUEUE_HOURS = 24;

/** A device the caller sees (id, protocol); undefined for any other id. */
export async function visibleDevice(db: Db, tenant: Tenant, id: number) {
  const [device] = await db
    .select({ id: devices.id, protocol: devices.protocol, imei: devices.imei })
    .from(devices)
    .where(inCompany(devices, tenant, eq(devices.id, id), referenceScope(devices, tenant)))
    .limit(1);
  return device;
}

export async function commandPage(db: Db, tenant: Tenant, deviceId: number, offset: number, limit: number) {
  const where = inCompany(deviceCommands, tenant, eq(deviceCommands.device_id, deviceId));
  const [total] = await db.select({ n: count() }).from(deviceCommands).where(where);
  const rows = await db
    .select()
    .from(deviceCommands)
    .where(where)
    .orderBy(desc(deviceCommands.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, results: await presentCommands(db, rows) };
}

type CommandRow = typeof deviceCommands.$inferSelect;

async function presentCommands(db: Db, rows: CommandRow[]): Promise<DeviceCommand[]> {
  const people = await userSummaries(
    db,
    rows.flatMap((row) => (row.created_by === null ? [] : [row.created_by])),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type as DeviceCommandType,
    text: row.text,
    state: row.state as DeviceCommand['state'],
    created: row.created_at.toISOString(),
    created_by: row.created_by === null ? null : (people.get(row.created_by) ?? null),
    sent_at: row.sent_at?.toISOString() ?? null,
    answered_at: row.answered_at?.toISOString() ?? null,
    answer: row.answer,
  }));
}

/**
 * The same command still on its way to this device (queued, or sent and awaiting the device's
 * answer): asking again (a double click, a client's retry) answers that one, so an engine stop is
 * never sent twice by accident. Once it is settled (or sent by a protocol that never answers), the
 * same command may be sent again.
 */
export async function waitingTwin(
  db: Db,
  tenant: Tenant,
  deviceId: number,
  type: DeviceCommandType,
  text: string,
) {
  const [row] = await db
    .select()
    .from(deviceCommands)
    .where(
      inCompany(
        deviceCommands,
        tenant,
        and(
          eq(deviceCommands.device_id, deviceId),
          eq(deviceCommands.type, type),
          eq(deviceCommands.text, text),
          or(
            eq(deviceCommands.state, 'queued'),
            and(eq(deviceCommands.state, 'sent'), eq(deviceCommands.awaits_answer, true)),
          ),
        ),
      ),
    )
    .limit(1);
  return row ? (await presentCommands(db, [row]))[0] : undefined;
}

export async function queueCommand(
  db: Db,
  tenant: Tenant,
  command: { deviceId: number; type: DeviceCommandType; text: string; now: Date },
): Promise<DeviceCommand> {
  const [row] = await db
    .insert(deviceCommands)
    .values({
      company_id: tenant.companyId,
      device_id: command.deviceId,
      type: command.type,
      text: command.text,
      created_by: tenant.userId,
      created_at: command.now,
      expires_at: new Date(command.now.getTime() + COMMAND_QUEUE_HOURS * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return (await presentCommands(db, [row]))[0] as DeviceCommand;
}
