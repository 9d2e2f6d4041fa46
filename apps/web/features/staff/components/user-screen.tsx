'use client';

import { formatCount } from '@lp/contract/format';
import {
  COMPANY_ROLES,
  formatSuspensionEnd,
  INSTITUTE_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type StaffRoleGrant,
} from '@lp/contract/staff';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useStaffUser, useUserActions } from '../api/users';
import { ReasonDialog } from './reason-dialog';
import { useStaffMe } from './staff-context';
import { SuspendFields, suspendUntilFrom } from './suspend-fields';

function grantLabel(grant: StaffRoleGrant): string {
  const scope = grant.institute?.name ?? grant.company?.name;
  return scope ? `${STAFF_ROLE_LABELS[grant.role]} · ${scope}` : STAFF_ROLE_LABELS[grant.role];
}

/** A user for staff: who they are, activity, suspension (suspend and lift), roles (grant and revoke: admins only). */
export function UserScreen({ id }: { id: number }) {
  const me = useStaffMe();
  const user = useStaffUser(id);
  const actions = useUserActions(id);
  const [dialog, setDialog] = useState<'suspend' | 'lift' | null>(null);
  const isAdmin = me.roles.some((grant) => grant.role === 'admin');

  if (user.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (user.isError) return <Alert tone="error">{errorMessage(user.error)}</Alert>;
  const data = user.data;
  const active = data.suspension;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.fullName}</h1>
        <p className="mt-1 break-all text-muted-foreground">{data.email}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Joined <RelativeTime value={data.createdAt} /> ·{' '}
          {data.lastSeenAt ? (
            <>
              last seen <RelativeTime value={data.lastSeenAt} />
            </>
          ) : (
            'not seen yet'
          )}{' '}
          · second factor {data.secondFactor ? 'set up' : 'not set up'}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Suspension</CardTitle>
          <CardDescription>A suspended user is signed out everywhere and cannot sign in or write.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {active ? (
            <Alert tone="error">
              Suspended {active.until ? `until ${formatSuspensionEnd(active.until)}` : 'until lifted'}: {active.reason}
              {active.by ? ` (by ${active.by.fullName})` : ''}
            </Alert>
          ) : (
            <p className="text-sm">Not suspended.</p>
          )}
          <div>
            {active ? (
              <Button variant="outline" onClick={() => setDialog('lift')}>
                Lift suspension
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setDialog('suspend')}>
                Suspend
              </Button>
            )}
          </div>
          {data.suspensions.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-sm font-medium">Every suspension ({data.suspensions.length})</summary>
              <ul className="mt-2 grid gap-2 text-sm">
                {data.suspensions.map((suspension) => (
                  <li key={suspension.id} className="rounded-xl border border-border p-3">
                    {suspension.until ? `Until ${formatSuspensionEnd(suspension.until)}` : 'Until lifted'}: {suspension.reason}
                    <span className="block text-muted-foreground">
                      <RelativeTime value={suspension.createdAt} />
                      {suspension.by ? ` by ${suspension.by.fullName}` : ''}
                      {suspension.liftedAt ? ` · lifted${suspension.liftedBy ? ` by ${suspension.liftedBy.fullName}` : ''}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Activity</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <ActivityCount label="Questions" value={data.activity.questions} />
            <ActivityCount label="Answers" value={data.activity.answers} />
            <ActivityCount label="Posts" value={data.activity.posts} />
            <ActivityCount label="Comments" value={data.activity.comments} />
            <ActivityCount label="Enrolments" value={data.activity.enrolments} />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Roles</CardTitle>
          {isAdmin ? null : <CardDescription>Only admins grant and revoke roles.</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {data.roles.length === 0 ? (
            <p className="text-sm">No staff roles.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Roles">
              {data.roles.map((grant) => (
                <li
                  key={`${grant.role}-${grant.institute?.id ?? grant.company?.id ?? ''}`}
                  className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary"
                >
                  {grantLabel(grant)}
                  {isAdmin ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`Revoke ${grantLabel(grant)}`}
                      disabled={actions.revoke.isPending}
                      onClick={async () => {
                        try {
                          await actions.revoke.mutateAsync(grant.role);
                          toast.success(`${STAFF_ROLE_LABELS[grant.role]} revoked.`);
                        } catch (error) {
                          toast.error(errorMessage(error));
                        }
                      }}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {isAdmin ? <GrantRoleForm onGrant={(body) => actions.grant.mutateAsync(body)} /> : null}
        </CardContent>
      </Card>

      <ReasonDialog
        open={dialog === 'suspend'}
        title={`Suspend ${data.fullName}`}
        confirmLabel="Suspend"
        destructive
        onClose={() => setDialog(null)}
        onConfirm={async (reason, form) => {
          await actions.suspend.mutateAsync({ reason, until: suspendUntilFrom(form) });
          toast.success(`${data.fullName} is suspended.`);
        }}
      >
        <SuspendFields />
      </ReasonDialog>
      <ReasonDialog
        open={dialog === 'lift'}
        title={`Lift the suspension of ${data.fullName}`}
        confirmLabel="Lift suspension"
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.unsuspend.mutateAsync(reason);
          toast.success('Suspension lifted.');
        }}
      />
    </div>
  );
}

function GrantRoleForm({
  onGrant,
}: {
  onGrant: (body: { role: StaffRole; institute?: string; company?: string }) => Promise<unknown>;
}) {
  const [role, setRole] = useState<StaffRole>('moderator');
  const [scope, setScope] = useState('');
  const [error, setError] = useState<{ message: string; scope?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const needsInstitute = INSTITUTE_ROLES.includes(role);
  const needsCompany = COMPANY_ROLES.includes(role);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onGrant({
        role,
        ...(needsInstitute ? { institute: scope.trim() } : {}),
        ...(needsCompany ? { company: scope.trim() } : {}),
      });
      toast.success(`${STAFF_ROLE_LABELS[role]} granted.`);
      setScope('');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setError({ message: errorMessage(failure), scope: fields.institute ?? fields.company });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} className="grid gap-3 border-t border-border pt-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      {error && !error.scope ? (
        <Alert tone="error" className="sm:col-span-3">
          {error.message}
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="grant-role">Grant a role</Label>
        <select
          id="grant-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {needsInstitute || needsCompany ? (
        <TextField
          label={needsInstitute ? 'Institute (slug)' : 'Company (slug)'}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          error={error?.scope}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Granting…' : 'Grant'}
      </Button>
    </Form>
  );
}

function ActivityCount({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{formatCount(value)}</dd>
    </div>
  );
}
