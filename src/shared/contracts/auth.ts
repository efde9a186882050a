/** Accounts: the form and request rules with the product's messages, the user shape and the endpoints. */
import { z } from 'zod';
import { HUMAN_TYPE_PATTERN } from '#shared/human-types.ts';
import { endpoint } from './define.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '#shared/rules/auth.ts';
import { ROLES } from '#shared/roles.ts';

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
    .regex(HUMAN_TYPE_PATTERN, 'Personality type must be four letters: E or I, N or S, T or F, J or P'),
});

/** A user as the API returns it: never a password hash. The role says what else they may do. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mbtiType: z.string().nullable(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    summary: 'Create an account (the username is the e-mail address) and sign in',
    tag: 'accounts',
    body: registerSchema,
    status: 201,
    response: publicUserSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    summary: 'Sign in; sets the session cookie',
    tag: 'accounts',
    body: loginSchema,
    status: 200,
    response: publicUserSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    summary: 'Sign out; the session stops working at once',
    tag: 'accounts',
    status: 204,
    response: null,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/api/user',
    access: 'user',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'accounts',
    signedOutMessage: 'Not signed in',
    status: 200,
    response: publicUserSchema,
  }),
  saveHumanType: endpoint({
    method: 'POST',
    path: '/api/user/mbti',
    access: 'user',
    summary: "Save the owner's own human personality type",
    tag: 'accounts',
    body: mbtiSchema,
    status: 200,
    response: publicUserSchema,
  }),
};

/** Owners' control of their own data. */
export const accountDataEndpoints = {
  exportMyData: endpoint({
    method: 'GET',
    path: '/api/user/export',
    access: 'user',
    summary:
      'Download my data: the account, every pet, every assessment with its answers and result, every post, the notification settings and the devices push goes to (JSON file)',
    tag: 'accounts',
    status: 200,
    response: z.object({
      exportedAt: z.string(),
      account: publicUserSchema.extend({ createdAt: z.string() }),
      /** The owner's pets (issue 24) with their weekly-plan ticks. */
      pets: z.array(z.record(z.string(), z.unknown())),
      assessments: z.array(z.record(z.string(), z.unknown())),
      posts: z.array(z.record(z.string(), z.unknown())),
      /** Issue 23: the owner's notification settings (null: never changed, the defaults) and push devices. */
      notificationSettings: z.record(z.string(), z.unknown()).nullable(),
      pushDevices: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
  deleteMyAccount: endpoint({
    method: 'DELETE',
    path: '/api/user',
    access: 'user',
    summary: 'Delete my account and everything in it (password required); signs out',
    tag: 'accounts',
    body: z.object({
      password: z
        .string({ message: 'Please enter your password' })
        .min(1, 'Please enter your password')
        .max(PASSWORD_MAX),
    }),
    status: 204,
    response: null,
  }),
};
