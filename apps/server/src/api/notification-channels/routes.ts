import {
  botChannelInput,
  botLinkAnswer,
  botLinkInput,
  type ChannelKind,
  channelKinds,
  channelSettingsAnswer,
  channelTestInput,
  emailChannelInput,
  notificationPreferencesAnswer,
  notificationPreferencesInput,
  outboundMessageSchema,
  outboundStates,
  smsChannelInput,
} from '@navgan/domain/notification-channels';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { oneOf, pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { message } from '../../i18n/messages';
import { sendOn } from '../../notifications/channels/channel-dispatcher';
import { testMessage } from '../../notifications/channels/channel-message-text';
import {
  allSettingsOf,
  enabledChannels,
  saveSettings,
  settingsAnswer,
} from '../../notifications/channels/channel-settings';
import { wakeOutbound } from '../../notifications/channels/outbound-wake';
import {
  outboundPage,
  preferencesOf,
  requeueMessage,
  savePreferences,
  startChatLink,
} from './channel-queries';

const channelParams = z.object({ channel: z.enum(channelKinds) });

/**
 * Notification channels (docs/notification-channels.md):
 * - `GET notification-channels/`, `PUT notification-channels/{email|sms|telegram|bale}/`: the
 *   company's mail server, SMS gateway and bots (administrators; secrets are never answered);
 * - `POST notification-channels/{channel}/test/`: sends a test message now and says how it went;
 * - `GET notification-channels/messages/`: the delivery log; `POST .../messages/{id}/retry/`;
 * - `GET/PUT users/notification-preferences/`: where the signed-in user's notifications go;
 *   `POST users/notification-preferences/link/`: a code that links their Telegram or Bale chat.
 */
export async function notificationChannelRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  const answerOf = async (companyId: number) => settingsAnswer(await allSettingsOf(db, companyId));

  app.get('/notification-channels/', typedContract({ answer: channelSettingsAnswer }), (request) =>
    answerOf(tenantOf(request).companyId),
  );

  app.put(
    '/notification-channels/email/',
    typedContract({
      body: emailChannelInput,
      labels: 'notification_channels',
      answer: channelSettingsAnswer,
    }),
    async (request) => {
      const { companyId } = tenantOf(request);
      await saveSettings(db, companyId, 'email', request.body);
      return answerOf(companyId);
    },
  );
  app.put(
    '/notification-channels/sms/',
    typedContract({ body: smsChannelInput, labels: 'notification_channels', answer: channelSettingsAnswer }),
    async (request) => {
      const { companyId } = tenantOf(request);
      await saveSettings(db, companyId, 'sms', request.body);
      return answerOf(companyId);
    },
  );
  for (const bot of ['telegram', 'bale'] as const) {
    app.put(
      `/notification-channels/${bot}/`,
      typedContract({
        body: botChannelInput,
        labels: 'notification_channels',
        answer: channelSettingsAnswer,
      }),
      async (request) => {
        const { companyId } = tenantOf(request);
        await saveSettings(db, companyId, bot, request.body);
        return answerOf(companyId);
      },
    );
  }

  app.post(
    '/notification-channels/:channel/test/',
    typedContract({
      params: channelParams,
      body: channelTestInput,
      labels: 'notification_channels',
      answer: z.object({ sent: z.boolean(), error: z.string() }),
    }),
    async (request) => {
      const { companyId } = tenantOf(request);
      const locale = request.locale;
      const channel = request.params.channel as ChannelKind;
      const settings = await allSettingsOf(db, companyId);
      if (!enabledChannels(settings).includes(channel))
        throw ApiError.validation((l) => ({ non_field_errors: [message(l, 'channelNotSetUp')] }));
      try {
        await sendOn(channel, settings, {
          recipient: request.body.to,
          ...testMessage(ctx.clock.now(), locale),
        });
        return { sent: true, error: '' };
      } catch (error) {
        // What the server or gateway said is what the administrator needs to fix the settings.
        return { sent: false, error: String((error as Error).message ?? error).slice(0, 500) };
      }
    },
  );

  app.get(
    '/notification-channels/messages/',
    typedContract({
      query: queryOf({
        p: pageNumber,
        state: oneOf('state', outboundStates),
        channel: oneOf('channel', channelKinds),
      }),
      answer: pageAnswerOf(outboundMessageSchema),
    }),
    async (request) => {
      const at = pageRequest(request);
      const { state, channel } = request.query;
      const page = await outboundPage(db, tenantOf(request), { state, channel }, at);
      return pageOf(request, at, page.count, page.results);
    },
  );

  app.post(
    '/notification-channels/messages/:id/retry/',
    typedContract({ params: idParams, answer: outboundMessageSchema }),
    async (request) => {
      const retried = await requeueMessage(db, tenantOf(request), request.params.id, ctx.clock.now());
      if (!retried) throw ApiError.notFound();
      await wakeOutbound(db);
      return retried;
    },
  );

  app.post(
    '/users/notification-preferences/link/',
    typedContract({ body: botLinkInput, labels: 'notification_channels', answer: botLinkAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const settings = await allSettingsOf(db, tenant.companyId);
      if (!enabledChannels(settings).includes(request.body.channel))
        throw ApiError.validation((l) => ({ channel: [message(l, 'channelNotSetUp')] }));
      return startChatLink(db, tenant, request.body.channel, ctx.clock.now());
    },
  );

  app.get(
    '/users/notification-preferences/',
    typedContract({ answer: notificationPreferencesAnswer }),
    (request) => preferencesOf(db, tenantOf(request), ctx.clock.now()),
  );
  app.put(
    '/users/notification-preferences/',
    typedContract({
      body: notificationPreferencesInput,
      labels: 'notification_channels',
      answer: notificationPreferencesAnswer,
    }),
    async (request) => {
      const tenant = tenantOf(request);
      await savePreferences(db, tenant, request.body);
      return preferencesOf(db, tenant, ctx.clock.now());
    },
  );
}
