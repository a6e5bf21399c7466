import { describe } from 'vitest';
import { memoryRateLimits } from './rateLimits.ts';
import { describeRateLimitsContract } from './rateLimitsContract.ts';

describe('in-memory rate limits (embedded)', () => {
  describeRateLimitsContract(async () => memoryRateLimits(), false);
});
