import type {
  ChannelKind,
  ChannelSettingsAnswer,
  NotificationPreferencesAnswer,
  OutboundMessage,
} from '@navgan/domain/notification-channels';

export const channelsPath = 'notification-channels/';
export const channelMessagesPath = 'notification-channels/messages/';
export const preferencesPath = 'users/notification-preferences/';
export const channelPath = (channel: ChannelKind) => `notification-channels/${channel}/`;
export const channelTestPath = (channel: ChannelKind) => `notification-channels/${channel}/test/`;
export const retryPath = (id: number) => `notification-channels/messages/${id}/retry/`;

export type { ChannelSettingsAnswer, NotificationPreferencesAnswer, OutboundMessage };
