import type { DeviceCommandState } from '@navgan/domain/resources/device';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceCommands } from '../../db/device-support-schema';

/** The channel a new command is announced on, with its device id: the node holding the device sends it. */
export const COMMANDS_CHANNEL = 'navgan_commands';

/** How long a sent command waits for the device's answer before it counts as failed. */
export const ANSWER_WAIT_MS = 10 * 60_000;

export type CommandRow = typeof deviceCommands.$inferSelect;

export async function queuedCommands(db: Db, deviceId: number, now: Date): Promise<CommandRow[]> {
  return db
    .select()
    .from(deviceCommands)
    .where(
      and(
        eq(deviceCommands.device_id, deviceId),
        eq(deviceCommands.state, 'queued'),
        gt(deviceCommands.expires_at, now),
      ),
    )
    .orderBy(asc(deviceCommands.id))
    .limit(20);
}

/**
 * Moves a queued command to `sent`. Only one caller can win: the one that gets the row back may
 * write it to the device; everyone else (a retry, another node) must not.
 */
export async function claimForSending(
  db: Db,
  id: number,
  serial: number,
  awaitsAnswer: boolean,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(deviceCommands)
    .set({ state: 'sent', sent_at: now, serial, awaits_answer: awaitsAnswer })
    .where(and(eq(deviceCommands.id, id), eq(deviceCommands.state, 'queued')))
    .returning({ id: deviceCommands.id });
  return claimed.length > 0;
}

export async function settleCommand(
  db: Db,
  id: number,
  state: Extract<DeviceCommandState, 'confirmed' | 'failed'>,
  answer: string,
  now: Date,
): Promise<void> {
  await db
    .update(deviceCommands)
    .set({ state, answer: answer.slice(0, 500), answered_at: now })
    .where(and(eq(deviceCommands.id, id), inArray(deviceCommands.state, ['queued', 'sent'])));
}

/**
 * The sent command a device's answer refers to: the one with the serial it echoes, else the oldest
 * waiting (firmware that echoes no serial, or a wrong one, still answers the command it got).
 */
export async function commandAnswered(
  db: Db,
  deviceId: number,
  serial: number | undefined,
): Promise<CommandRow | undefined> {
  const waiting = await db
    .select()
    .from(deviceCommands)
    .where(
      and(
        eq(deviceCommands.device_id, deviceId),
        eq(deviceCommands.state, 'sent'),
        eq(deviceCommands.awaits_answer, true),
      ),
    )
    .orderBy(asc(deviceCommands.id))
    .limit(20);
  return waiting.find((row) => serial !== undefined && row.serial === serial) ?? waiting[0];
}

/** Queued commands past their time expire; sent ones that never got their answer fail. */
export async function closeOverdueCommands(db: Db, now: Date): Promise<void> {
  await db
    .update(deviceCommands)
    .set({ state: 'expired', answered_at: now })
    .where(and(eq(deviceCommands.state, 'queued'), lt(deviceCommands.expires_at, now)));
  await db
    .update(deviceCommands)
    .set({ state: 'failed', answer: 'no answer', answered_at: now })
    .where(
      and(
        eq(deviceCommands.state, 'sent'),
        eq(deviceCommands.awaits_answer, true),
        lt(deviceCommands.sent_at, new Date(now.getTime() - ANSWER_WAIT_MS)),
      ),
    );
}

export async function announceCommand(db: Db, deviceId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${COMMANDS_CHANNEL}, ${String(deviceId)})`);
}
