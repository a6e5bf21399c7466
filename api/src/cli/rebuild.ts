import { ProjectionRunner, rebuildIntoNew } from '@aangan/projections';
import { withCliSystem } from './cliSystem.ts';

const intoNew = process.argv.includes('--into-new');

await withCliSystem(async (system) => {
  const options = {
    eventStore: system.eventStore,
    readStore: system.readStore,
    projectors: system.projectors,
    logger: system.logger,
    now: system.now,
  };
  const runner = system.runner ?? new ProjectionRunner(options);
  // Refused (RebuildRefusedError) while a projections service holds the lease, unless --into-new:
  // then the live read models stay in place until the rebuilt ones are swapped in.
  const swapped = intoNew && !system.config.embedded;
  const { events, ms } = swapped ? await rebuildIntoNew(options) : await runner.rebuild();
  console.log(
    `Rebuilt ${system.projectors.length} read models from ${events} events in ${Math.round(ms)} ms (${Math.round(events / Math.max(ms / 1000, 0.001))} events/s).`,
  );
  if (swapped)
    console.log(
      'The rebuilt collections replaced the live ones; the projections service resumes from their checkpoints.',
    );
  else
    for (const p of (await runner.health()).projections)
      console.log(`  ${p.name}: position ${p.position}, lag ${p.lag}, parked ${p.parked}`);
  if (system.config.embedded)
    console.log('The embedded read store lives in memory: the server rebuilds it the same way at every start.');
});
