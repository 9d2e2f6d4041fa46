'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { AUDIT_ACTIONS, AUDIT_ACTOR_ROLES } from '@lp/contract/staff';
import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { auditCsvHref, useAuditLog } from '../api/audit';
import { STAFF_PAGE_SIZE } from '../api/staff-keys';

function summary(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** The audit log, newest first: filter by actor (a user id) and action, pages, the CSV of the same filter. */
export function AuditScreen({ actor, action, page }: { actor: string; action: string; page: number }) {
  const t = useTranslations('staff');
  const locale = useLocale() as Locale;
  const list = useAuditLog(actor, action, page);
  // The actor's role by its name in the language; a role the web does not know yet as the API wrote it.
  const roleName = (role: string) => ((AUDIT_ACTOR_ROLES as readonly string[]).includes(role) ? t(`roles.${role}`) : role);
  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/correctness/noRestrictedElements: a filter form that works before the script runs (ADR 0022) */}
      <form action="/staff/audit" method="get" className="grid gap-3 sm:grid-cols-[10rem_1fr_auto_auto] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="audit-actor">{t('audit.actor')}</Label>
          <Input id="audit-actor" name="actor" inputMode="numeric" pattern="[0-9]*" defaultValue={actor} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-action">{t('audit.action')}</Label>
          <select
            id="audit-action"
            name="action"
            defaultValue={action}
            className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
          >
            <option value="">{t('audit.everyAction')}</option>
            {Object.values(AUDIT_ACTIONS).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {t('audit.filter')}
        </Button>
        <Button asChild>
          <a href={auditCsvHref(actor, action)} download>
            <Download aria-hidden="true" />
            {t('audit.downloadCsv')}
          </a>
        </Button>
      </form>
      <AccountList
        list={list}
        page={page}
        basePath="/staff/audit"
        query={{ actor: actor || undefined, action: action || undefined }}
        pageSize={STAFF_PAGE_SIZE}
        noun={(count) => t('audit.count', { count, shown: formatCount(count) })}
        empty={{ message: t('audit.empty'), links: [] }}
        itemClassName="rounded-xl border border-border bg-card p-3 text-sm shadow-sm"
        skeletonClassName="h-16"
        renderItem={(entry) => (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <code className="rounded bg-muted px-1.5 font-mono text-xs">{entry.action}</code>
              <AuditObject type={entry.objectType} id={entry.objectId} />
              <span className="text-muted-foreground">
                {entry.actor
                  ? t('audit.byActor', {
                      name: entry.actor.fullName,
                      id: String(entry.actor.id),
                      role: roleName(entry.actorRole),
                    })
                  : t('audit.byPlatform', { role: roleName(entry.actorRole) })}{' '}
                · <RelativeTime value={entry.createdAt} locale={locale} />
                {entry.ip ? ` · ${entry.ip}` : ''}
              </span>
            </p>
            {entry.reason ? <p className="mt-1 break-words">{t('audit.reason', { reason: entry.reason })}</p> : null}
            {entry.before !== null || entry.after !== null ? (
              <p className="mt-1 font-mono text-xs break-all text-muted-foreground">
                {summary(entry.before) || '∅'} → {summary(entry.after) || '∅'}
              </p>
            ) : null}
          </>
        )}
      />
    </div>
  );
}

/** What an action was on, linked to its console page where it has one (a user, a case). */
function AuditObject({ type, id }: { type: string; id: string | null }) {
  const label = id ? `${type} #${id}` : type;
  const href =
    id && /^\d+$/.test(id) ? (type === 'user' ? `/staff/users/${id}` : type === 'case' ? `/staff/cases/${id}` : null) : null;
  return href ? (
    <Link href={href} className="font-medium text-primary hover:underline">
      {label}
    </Link>
  ) : (
    <span className="font-medium">{label}</span>
  );
}
