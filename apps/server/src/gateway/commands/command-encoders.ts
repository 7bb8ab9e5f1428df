import type { DeviceCommandType } from '@navgan/domain/resources/device';
import { gt06Commands } from '../gt06/gt06-commands';
import { framedProtocols } from '../protocol/framed-protocols';
import type { CommandEncoder } from '../protocol/tracker-protocol';
import { teltonikaCommands } from '../teltonika/teltonika-commands';

/** Each protocol's command encoder, by the value of a device's `protocol` field. */
const encoders = new Map<string, CommandEncoder>([
  ['teltonika', teltonikaCommands],
  ['gt06', gt06Commands],
  ...framedProtocols.flatMap((protocol) =>
    protocol.commands ? [[protocol.name, protocol.commands] as [string, CommandEncoder]] : [],
  ),
]);

/** The commands a device of this protocol can be sent (none for OsmAnd and MQTT). */
export function commandTypesOf(protocol: string): readonly DeviceCommandType[] {
  return encoders.get(protocol)?.types ?? [];
}
