import { z } from 'zod';

/** POST /api/test/account/credits — grants credits to a member (TEST_API=1 only), as a purchase would. */
export const accountTestApi = { credits: '/api/test/account/credits' } as const;
export const TestGrantCreditsRequest = z.object({ member_id: z.number().int().positive(), amount: z.number().int().positive().max(10_000) });
