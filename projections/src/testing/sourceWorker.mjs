// Starts a worker thread's TypeScript module from the sources (tests, scripts run with tsx): a worker
// thread starts without its parent's loader, so this plain module registers it and loads `entry`.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
