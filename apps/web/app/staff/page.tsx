import { redirect } from 'next/navigation';

export default function StaffIndexPage() {
  redirect('/staff/queue');
}
