import type { Metadata } from 'next';
import { ProsePage } from '@/components/layout/prose-page';

export const metadata: Metadata = {
  title: 'Privacy policy',
  description: 'How Learnly collects, uses and protects your personal data.',
};

export default function PrivacyPage() {
  return (
    <ProsePage title="Privacy policy" updated="21 November 2026">
      <p>
        Learnly is an online learning platform for learners in India. This policy explains what personal data we collect, why we
        collect it and the choices you have. We process personal data in line with India&apos;s Digital Personal Data Protection
        Act, 2023.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and a securely hashed password.</li>
        <li>Profile details you choose to add, such as your designation, city, time zone, picture and mobile number.</li>
        <li>Your learning activity: courses, quizzes, interviews, points and streaks.</li>
        <li>What you post publicly: questions, answers, reviews, posts and comments.</li>
        <li>Payment records for premium plans. Card and UPI details are handled by our payment partner, not by us.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To run your account and keep you signed in.</li>
        <li>To recommend courses, jobs and questions that match the stream and tags you choose.</li>
        <li>To send the emails and notifications you ask for; you can change these in your notification preferences.</li>
        <li>To keep the platform safe, for example by limiting repeated sign-in attempts.</li>
      </ul>
      <h2>What we share</h2>
      <p>
        We do not sell your personal data. When you send an enquiry to an institute or apply for a job, we share the details in
        that enquiry or application with that institute or employer. Service providers who host our systems or process payments
        receive only what they need to do so.
      </p>
      <h2>Storage and security</h2>
      <p>
        Your data is stored on secured servers, passwords are never stored in readable form, and access is limited to people who
        need it. We keep your data while your account is active and delete it when you delete your account, except where the law
        requires us to keep records such as invoices.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your details in your account, withdraw consent in your privacy settings, and delete your account
        at any time. For any other request or grievance, write to our grievance officer at privacy@learnly.example.
      </p>
    </ProsePage>
  );
}
