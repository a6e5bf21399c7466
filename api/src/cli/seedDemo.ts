import { seedDemo } from '../seed/seedDemo.ts';
import { withCliSystem } from './cliSystem.ts';

await withCliSystem(async (system) => {
  const projects = await system.readStore.collection('projects').count({});
  if (projects > 0 && !process.argv.includes('--force')) {
    console.log(
      `The store already holds ${projects} projects; the demo catalogue was not added again (use --force to add another copy).`,
    );
    return;
  }
  const started = performance.now();
  const tally = await seedDemo(system);
  console.log(
    `Demo catalogue added in ${Math.round(performance.now() - started)} ms: ${tally.posted} posted (${tally.deleted} then deleted, ${tally.grand} grand), ${tally.drafts} drafts.`,
  );
});
