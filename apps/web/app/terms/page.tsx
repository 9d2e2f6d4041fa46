import type { Metadata } from 'next';
import { ProsePage } from '@/components/layout/prose-page';

export const metadata: Metadata = {
  title: 'Terms of use',
  description: 'The terms that apply when you use Learnly.',
};

export default function TermsPage() {
  return (
    <ProsePage title="Terms of use" updated="21 November 2026">
      <p>
        These terms apply when you use Learnly. By creating an account or using the platform you agree to them. If you do not
        agree, please do not use Learnly.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Give accurate details and keep your password to yourself. You are responsible for activity on your account.</li>
        <li>You must be at least 13 years old; learners under 18 should use Learnly with a parent&apos;s consent.</li>
      </ul>
      <h2>Courses, institutes and jobs</h2>
      <p>
        Institutes and employers are responsible for the courses and jobs they list. We check listings but cannot guarantee
        admissions, placements or outcomes. Fees for courses offered by institutes are paid to those institutes on their terms.
      </p>
      <h2>Premium plans and payments</h2>
      <ul>
        <li>Prices are in Indian rupees (INR) and include applicable taxes unless stated otherwise.</li>
        <li>Plans with auto renewal renew at the end of each period until you cancel.</li>
        <li>When you cancel, you keep access until the end of the period you have paid for.</li>
      </ul>
      <h2>Community rules</h2>
      <p>
        Be respectful. Do not post anything unlawful, misleading, hateful or that infringes someone else&apos;s rights, and do not
        spam. We may remove content or suspend accounts that break these rules.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. We may update them from time to time and will tell you about important
        changes. Questions? Write to support@learnly.example.
      </p>
    </ProsePage>
  );
}
