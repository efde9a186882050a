/** The notifications module's public entry: what other modules and app.ts may use (docs/architecture.md, zones). */
export { notificationRoutes } from './routes.ts';
export { Notifier, type Deliverer, type PendingPush, type PushMessage } from './notifier.ts';
export { recordReply, type NewReply } from './record-reply.ts';
export { recordModeration, type ModerationAct } from './record-moderation.ts';
export { prepareSummaries, expiredUnsubscribeTokens } from './summary-email.ts';
