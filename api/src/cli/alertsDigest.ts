import { withCliSystem } from './cliSystem.ts';

/**
 * `npm run alerts:digest`: queues the digests due now, whatever the hour, within the one-a-day rule
 * (ALERTS_IGNORE_DAILY_LIMIT=1 lifts it for a test run), and sends every mail the outbox holds.
 */
await withCliSystem(async (system) => {
  const ignoreDailyLimit = system.config.ALERTS_IGNORE_DAILY_LIMIT;
  const run = await system.alerts.runDue({ ignoreHour: true, ignoreDailyLimit });
  if (run.paused) {
    console.log('Alerts are paused for everyone (console, Alerts): no digest was queued.');
  } else {
    console.log(
      `Digests queued: ${run.queued} · nothing new for ${run.quiet} · already sent today: ${run.alreadySent}${ignoreDailyLimit ? ' (one-a-day rule lifted)' : ''}.`,
    );
  }
  console.log(`Mails sent: ${run.sent} · not sent (ended or erased): ${run.dropped} · held while paused: ${run.held}.`);
});
