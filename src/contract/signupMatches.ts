import { z } from 'zod';
import { Profile } from './user.ts';

/** GET /api/signup-matches.php: members to meet right after signup (the signup-matches screen). */
export const SignupMatchesAnswer = z.object({ profiles: z.array(Profile) });
export type SignupMatchesAnswer = z.infer<typeof SignupMatchesAnswer>;
