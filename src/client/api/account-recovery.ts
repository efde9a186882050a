/** A way back in: forgotten password, password and e-mail changes, confirmed addresses. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyFor, routesOf } from '#client/lib/api-client.ts';
import type { accountRecoveryEndpoints } from '#shared/contracts/account-recovery.ts';
import { accountRecoveryRoutes } from '#shared/routes/account-recovery.ts';
import { USER_KEY } from './session.ts';

const api = routesOf<typeof accountRecoveryEndpoints>(accountRecoveryRoutes);

export const EMAIL_STATUS_KEY = queryKeyFor(api.emailStatus);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => callApi(api.requestPasswordReset, { body: { email } }) });
}

/** Sets the new password; the reply is the owner, signed in on this device. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      callApi(api.resetPassword, { body }),
    onSuccess: (user) => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string; confirmPassword: string }) =>
      callApi(api.changePassword, { body }),
  });
}

export function useEmailStatus(enabled = true) {
  return useQuery({ queryKey: EMAIL_STATUS_KEY, queryFn: () => callApi(api.emailStatus), enabled });
}

export function useRequestEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => callApi(api.requestEmailChange, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: EMAIL_STATUS_KEY }),
  });
}

export function useSendEmailConfirmation() {
  return useMutation({ mutationFn: () => callApi(api.sendEmailConfirmation) });
}

/** Opens an e-mailed link; the account (login name, e-mail, confirmation) is read again. */
export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(api.confirmEmail, { body: { token } }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: USER_KEY });
      await qc.invalidateQueries({ queryKey: EMAIL_STATUS_KEY });
    },
  });
}
