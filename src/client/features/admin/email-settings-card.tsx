import { useId, useState } from 'react';
import { KeyRound, LoaderCircle, Mail, Settings } from 'lucide-react';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ADMIN_MESSAGES, isValidSenderAddress } from '#shared/rules/admin.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CACHED, SENDER_KEY } from '#client/api/admin.ts';
import { useUser } from '#client/api/session.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as adminRoutes from '#shared/routes/admin.generated.ts';

/** Email Settings: the verified sender of survey e-mails, set through 'Configure SendGrid'. */
export function EmailSettingsCard() {
  const { user } = useUser();
  const qc = useQueryClient();
  const config = useEndpointQuery(adminRoutes.getSenderConfig, {}, { ...ADMIN_CACHED, enabled: user !== null });
  const configure = useEndpointMutation(adminRoutes.configureSender, {
    input: (verifiedSender: string) => ({ body: { verifiedSender } }),
    onSuccess: (saved) => {
      qc.setQueryData(SENDER_KEY, saved);
      toast({
        title: 'SendGrid configured',
        description: `Verified sender email set to ${saved.verifiedSender ?? ''}`,
        variant: 'success',
      });
    },
    onError: (err) => toast({ title: 'Configuration failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const fieldId = useId();
  const sender = config.data?.verifiedSender ?? null;

  const save = () => {
    const address = value.trim();
    if (!isValidSenderAddress(address)) {
      toast({ title: 'Invalid email', description: ADMIN_MESSAGES.invalidSender, variant: 'destructive' });
      return;
    }
    configure.mutate(address, { onSuccess: () => setOpen(false) });
  };

  return (
    <Card aria-labelledby="email-settings-title">
      <CardTitle id="email-settings-title">Email Settings</CardTitle>
      <p className="mt-1 text-sm text-muted">
        Survey invitations are sent through SendGrid, an email delivery provider.
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-teal" />
          <dt className="font-bold">Verified sender:</dt>
          <dd className="min-w-0 truncate">{sender ?? 'not set yet'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 shrink-0 text-teal" />
          <dt className="font-bold">API key:</dt>
          <dd>{config.data ? (config.data.apiKeyConfigured ? 'configured' : 'missing (SENDGRID_API_KEY)') : '…'}</dd>
        </div>
      </dl>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (configure.isPending) return;
          if (next) setValue(sender ?? '');
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="secondary" className="mt-4 w-full">
            <Settings aria-hidden /> Configure SendGrid
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Configure SendGrid"
          description="Survey emails are sent from this address. It must be a sender you verified in SendGrid."
        >
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={fieldId}>Verified Sender Email</Label>
              <Input
                id={fieldId}
                type="email"
                autoComplete="email"
                placeholder="hello@example.com"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                disabled={configure.isPending}
              />
            </div>
            <div className="flex flex-col-reverse gap-3">
              <DialogClose asChild>
                <Button type="button" variant="secondary" disabled={configure.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={configure.isPending}>
                {configure.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                Save Configuration
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
