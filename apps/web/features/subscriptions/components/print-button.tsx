'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** `label` comes from the server in the page's language. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
