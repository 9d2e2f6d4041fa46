'use client';

import { Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (save as PDF there). */
export function PrintButton() {
  const t = useTranslations('certificate');
  return (
    <Button variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {t('print')}
    </Button>
  );
}
