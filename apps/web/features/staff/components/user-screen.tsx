'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import {
  COMPANY_ROLES,
  formatSuspensionEnd,
  INSTITUTE_ROLES,
  STAFF_ROLES,
  type StaffRole,
  type StaffRoleGrant,
} from '@lp/contract/staff';
import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
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
import { useContractMessage } from '@/lib/use-contract-message';
import { useStaffUser, useUserActions } from '../api/users';
import { ReasonDialog } from './reason-dialog';
import { useStaffMe } from './staff-context';
import { SuspendFields, suspendUntilFrom } from './suspend-fields';

function grantLabel(grant: StaffRoleGrant, role: string): string {
  const scope = grant.institute?.name ?? grant.company?.name;
  return scope ? `${role} · ${scope}` : role;
}

/** A user for staff: who they are, activity, suspension (suspend and lift), roles (grant and revoke: admins only). */
export function UserScreen({ id }: { id: number }) {
  const t = useTranslations('staff');
  const locale = useLocale() as Locale;
  const contractMessage = useContractMessage();
  const me = useStaffMe();
  const user = useStaffUser(id);
  const actions = useUserActions(id);
  const [dialog, setDialog] = useState<'suspend' | 'lift' | null>(null);
  const isAdmin = me.roles.some((grant) => grant.role === 'admin');

  if (user.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (user.isError) return <Alert tone="error">{contractMessage(errorMessage(user.error))}</Alert>;
  const data = user.data;
  const active = data.suspension;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.fullName}</h1>
        <p className="mt-1 break-all text-muted-foreground">{data.email}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t.rich('users.joined', { time: () => <RelativeTime value={data.createdAt} locale={locale} /> })} ·{' '}
          {data.lastSeenAt
            ? t.rich('users.lastSeen', { time: () => <RelativeTime value={data.lastSeenAt ?? ''} locale={locale} /> })
            : t('user.notSeen')}{' '}
          · {data.secondFactor ? t('user.secondFactorOn') : t('user.secondFactorOff')}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('user.suspensionTitle')}</CardTitle>
          <CardDescription>{t('user.suspensionDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {active ? (
            <Alert tone="error">
              {active.until
                ? t('suspension.suspendedUntil', {
                    date: formatSuspensionEnd(active.until, undefined, locale),
                    reason: active.reason,
                  })
                : t('suspension.suspendedUntilLifted', { reason: active.reason })}
              {active.by ? ` ${t('user.byNote', { name: active.by.fullName })}` : ''}
            </Alert>
          ) : (
            <p className="text-sm">{t('user.notSuspended')}</p>
          )}
          <div>
            {active ? (
              <Button variant="outline" onClick={() => setDialog('lift')}>
                {t('user.lift')}
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setDialog('suspend')}>
                {t('user.suspend')}
              </Button>
            )}
          </div>
          {data.suspensions.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-sm font-medium">
                {t('user.everySuspension', { count: formatCount(data.suspensions.length) })}
              </summary>
              <ul className="mt-2 grid gap-2 text-sm">
                {data.suspensions.map((suspension) => (
                  <li key={suspension.id} className="rounded-xl border border-border p-3">
                    {suspension.until
                      ? t('suspension.until', {
                          date: formatSuspensionEnd(suspension.until, undefined, locale),
                          reason: suspension.reason,
                        })
                      : t('suspension.untilLifted', { reason: suspension.reason })}
                    <span className="block text-muted-foreground">
                      <RelativeTime value={suspension.createdAt} locale={locale} />
                      {suspension.by ? ` · ${t('user.byName', { name: suspension.by.fullName })}` : ''}
                      {suspension.liftedAt
                        ? ` · ${suspension.liftedBy ? t('user.liftedBy', { name: suspension.liftedBy.fullName }) : t('user.lifted')}`
                        : ''}
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
          <CardTitle>{t('user.activity.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <ActivityCount label={t('user.activity.questions')} value={data.activity.questions} />
            <ActivityCount label={t('user.activity.answers')} value={data.activity.answers} />
            <ActivityCount label={t('user.activity.posts')} value={data.activity.posts} />
            <ActivityCount label={t('user.activity.comments')} value={data.activity.comments} />
            <ActivityCount label={t('user.activity.enrolments')} value={data.activity.enrolments} />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('user.roles.title')}</CardTitle>
          {isAdmin ? null : <CardDescription>{t('user.roles.adminsOnly')}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {data.roles.length === 0 ? (
            <p className="text-sm">{t('user.roles.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('user.roles.title')}>
              {data.roles.map((grant) => (
                <li
                  key={`${grant.role}-${grant.institute?.id ?? grant.company?.id ?? ''}`}
                  className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary"
                >
                  {grantLabel(grant, t(`roles.${grant.role}`))}
                  {isAdmin ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={t('user.roles.revoke', { role: grantLabel(grant, t(`roles.${grant.role}`)) })}
                      disabled={actions.revoke.isPending}
                      onClick={async () => {
                        try {
                          await actions.revoke.mutateAsync(grant.role);
                          toast.success(t('user.roles.revoked', { role: t(`roles.${grant.role}`) }));
                        } catch (error) {
                          toast.error(contractMessage(errorMessage(error)));
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
        title={t('user.suspendTitle', { name: data.fullName })}
        confirmLabel={t('user.suspend')}
        destructive
        onClose={() => setDialog(null)}
        onConfirm={async (reason, form) => {
          await actions.suspend.mutateAsync({ reason, until: suspendUntilFrom(form) });
          toast.success(t('case.toasts.suspend', { name: data.fullName }));
        }}
      >
        <SuspendFields />
      </ReasonDialog>
      <ReasonDialog
        open={dialog === 'lift'}
        title={t('user.liftTitle', { name: data.fullName })}
        confirmLabel={t('user.lift')}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.unsuspend.mutateAsync(reason);
          toast.success(t('user.liftedToast'));
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
  const t = useTranslations('staff');
  const contractMessage = useContractMessage();
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
      toast.success(t('user.roles.granted', { role: t(`roles.${role}`) }));
      setScope('');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setError({ message: contractMessage(errorMessage(failure)), scope: fields.institute ?? fields.company });
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
        <Label htmlFor="grant-role">{t('user.roles.grantLabel')}</Label>
        <select
          id="grant-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {needsInstitute || needsCompany ? (
        <TextField
          label={needsInstitute ? t('user.roles.institute') : t('user.roles.company')}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          error={error?.scope}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? t('user.roles.granting') : t('user.roles.grant')}
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
