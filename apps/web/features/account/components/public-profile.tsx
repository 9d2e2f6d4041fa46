import type { PublicProfile } from '@lp/contract/accounts';
import { formatCount, formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { Flame, Trophy, Zap } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown';
import { Avatar } from '@/components/ui/avatar';
import { GithubMark } from '@/components/ui/github-mark';

/** What anyone sees of a learner: picture, name, what they do, bio, points and streaks, GitHub. */
export function PublicProfileView({ profile, streak }: { profile: PublicProfile; streak?: ReactNode }) {
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const since = formatDate(profile.memberSince, locale, { month: 'long', year: 'numeric' });
  const role = [profile.designation, profile.student === true ? t('student') : profile.student === false ? t('working') : null]
    .filter(Boolean)
    .join(' · ');
  const stats = [
    { label: t('points'), value: profile.points, icon: Trophy },
    { label: t('currentStreak'), value: t('days', { count: profile.currentStreak }), icon: Flame },
    { label: t('longestStreak'), value: t('days', { count: profile.longestStreak }), icon: Zap },
  ];
  return (
    <article className="grid gap-8">
      <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        <Avatar picture={profile.picture} name={profile.fullName} size={128} />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{profile.fullName}</h1>
          {role ? <p className="mt-1 text-lg text-muted-foreground">{role}</p> : null}
          <p className="mt-1 text-sm text-muted-foreground">{t('learningSince', { date: since })}</p>
          {profile.github ? (
            <a
              href={profile.github.profileUrl}
              rel="nofollow noopener"
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <GithubMark className="size-4" />
              {profile.github.login}
            </a>
          ) : null}
        </div>
      </header>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{typeof value === 'number' ? formatCount(value) : value}</dd>
          </div>
        ))}
      </dl>
      {streak}
      <section>
        <h2 className="text-lg font-semibold">{t('about')}</h2>
        {profile.bio ? (
          <div className="mt-2 max-w-2xl">
            <Markdown source="user">{profile.bio}</Markdown>
          </div>
        ) : (
          <p className="mt-2 text-muted-foreground">{t('noBio', { name: profile.fullName })}</p>
        )}
      </section>
    </article>
  );
}
