import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Logo } from '#client/components/logo.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/components/password-input.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionUser } from '#client/api/session.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as authRoutes from '#shared/routes/auth.generated.ts';
import {
  loginSchema,
  registerFormSchema,
  type LoginInput,
  type RegisterFormInput,
  type RegisterInput,
} from '#shared/contracts/auth.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { forgetJustRegistered, markJustRegistered } from '#client/lib/new-owner.ts';

function LoginForm() {
  const qc = useQueryClient();
  const login = useEndpointMutation(authRoutes.login, {
    input: (body: LoginInput) => ({ body }),
    onSuccess: (user) => {
      forgetJustRegistered();
      setSessionUser(qc, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <FormField label="Email" error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder="Your password" {...form.register('password')} />
      </FormField>
      <Link
        to={clientPaths.forgotPassword}
        className="-my-2 inline-flex min-h-11 items-center justify-self-end text-sm font-bold text-primary-strong underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2">
        {login.isPending ? 'Logging in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function RegisterForm() {
  const qc = useQueryClient();
  const register = useEndpointMutation(authRoutes.register, {
    // The e-mail is the username.
    input: (v: Omit<RegisterInput, 'email'>) => ({ body: { ...v, email: v.username } }),
    onSuccess: (user) => {
      markJustRegistered(user.id);
      setSessionUser(qc, user);
      toast({ title: 'Registration successful', description: 'Your account has been created', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', name: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ confirmPassword: _unused, ...v }) => register.mutate(v))}
    >
      <FormField label="Email" error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Your name" {...form.register('name')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" placeholder="At least 6 characters" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" placeholder="Type it again" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending} className="mt-2">
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm leading-7 text-muted">
        By registering, you agree to our{' '}
        <Link to={clientPaths.terms} className="inline-block py-0.5 font-bold text-primary-strong underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={clientPaths.privacy} className="inline-block py-0.5 font-bold text-primary-strong underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}

export function AuthPage() {
  return (
    <main className="flex flex-1 flex-col px-5 pt-8 pb-10">
      <div className="mb-6 flex flex-col items-center text-center">
        <Logo className="size-16" />
        <h1 className="mt-3 text-3xl text-primary-strong">PawType</h1>
        <p className="mt-1 text-muted">Discover your pet&apos;s unique personality</p>
      </div>
      <Card className="p-5">
        <Tabs defaultValue="login">
          <TabsList aria-label="Sign in or register">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-5">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register" className="mt-5">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </Card>
    </main>
  );
}
