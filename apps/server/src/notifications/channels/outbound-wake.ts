/** The PostgreSQL notification channel that says outbound messages are waiting. */
export const outboundWakeChannel = 'navgan_outbound';
