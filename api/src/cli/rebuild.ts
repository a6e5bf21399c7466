import { ProjectionRunner } from '@aangan/projections';
import { withCliSystem } from './cliSystem.ts';

await withCliSystem(async (system) => {
  const runner =
    system.runner ??
    new ProjectionRunner({ eventStore: system.eventStore, readStore: system.readStore, projectors: system.projectors, logger: system.logger, now: system.now });
  if (!system.config.embedded) console.log('Rebuilding the MongoDB read models: stop the projections service first so only one runner writes.');
  const { events, ms } = await runner.rebuild();
  const health = await runner.health();
  console.log(`Rebuilt ${system.projectors.length} read models from ${events} events in ${Math.round(ms)} ms (${Math.round(events / Math.max(ms / 1000, 0.001))} events/s).`);
  for (const p of health.projections) console.log(`  ${p.name}: position ${p.position}, lag ${p.lag}, parked ${p.parked}`);
  if (system.config.embedded) console.log('The embedded read store lives in memory: the server rebuilds it the same way at every start.');
});
