import { z } from 'zod';
import { Gender } from './user.ts';

/**
 * POST /api/test/members — the test fixture API, only when the server runs with TEST_API=1.
 * Creates a member on the request's site (or on the site of `site`, a host name).
 */
export const testApi = { members: '/api/test/members' } as const;

export const TestMemberRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
  name: z.string().trim().min(1).max(60).optional(),
  credits: z.number().int().nonnegative().optional(),
  paid_user: z.boolean().optional(),
  gender: z.optional(Gender),
  site: z.string().min(1).max(253).optional(),
  /** a niche site's member (she: lesbian, gay: gay); hetero unless given */
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi']).optional(),
  /** a fictional profile, labelled with the site's icon and warning */
  fictional: z.boolean().optional(),
});
export type TestMemberRequest = z.infer<typeof TestMemberRequest>;

export const TestMemberAnswer = z.object({ id: z.number().int() });
export type TestMemberAnswer = z.infer<typeof TestMemberAnswer>;
