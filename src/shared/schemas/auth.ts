/** Account schemas shared by the forms and the server (spec section 5). */
import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

const password = z
  .string({ message: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  username: z
    .string({ message: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(EMAIL_MAX, `Username must be at most ${EMAIL_MAX} characters`),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

const email = z
  .string({ message: 'Please enter a valid email' })
  .trim()
  .max(EMAIL_MAX, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

/** What the server accepts at POST /api/register (confirmPassword is never sent). */
export const registerSchema = z.object({
  username: email,
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  password,
  email: z.string().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form: the same rules plus the matching confirmation. */
export const registerFormSchema = registerSchema
  .omit({ email: true })
  .extend({ confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const mbtiSchema = z.object({
  mbtiType: z
    .string({ message: 'Please choose a personality type' })
    .trim()
    .toUpperCase()
    .regex(/^[EI][NS][TF][JP]$/, 'Personality type must be four letters: E or I, N or S, T or F, J or P'),
});

/** A user as the API returns it: never a password hash. */
export interface PublicUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  mbtiType: string | null;
}

export const ADMIN_USER_ID = 1;
