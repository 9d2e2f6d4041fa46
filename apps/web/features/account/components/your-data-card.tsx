import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';

/** "Your data" download and the way to delete the account. */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download everything Learnly holds about you as a JSON file: your profile, enrolments and progress, reviews, enquiries,
          job applications, points and notifications.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href="/api/accounts/data-export" download>
            <Download aria-hidden="true" />
            Download your data
          </a>
        </Button>
        <Button asChild variant="ghost" className="text-destructive hover:bg-destructive-soft">
          <Link href="/account/delete">
            <Trash2 aria-hidden="true" />
            Delete account
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
