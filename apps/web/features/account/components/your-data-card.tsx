import { Download, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';

/** "Your data" download and the way to delete the account. */
export function YourDataCard() {
  const t = useTranslations('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('yourData')}</CardTitle>
        <CardDescription>{t('yourDataDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href="/api/accounts/data-export" download>
            <Download aria-hidden="true" />
            {t('downloadData')}
          </a>
        </Button>
        <Button asChild variant="ghost" className="text-destructive hover:bg-destructive-soft">
          <Link href="/account/delete">
            <Trash2 aria-hidden="true" />
            {t('deleteAccount')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
