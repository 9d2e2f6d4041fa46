/**
 * The framework's floor: a text page like /terms, rendered per request by the same Next.js and
 * React as the product, with no component, style or library of ours. What Lighthouse measures
 * here is what any page of this stack costs a phone.
 */
export const dynamic = 'force-dynamic';

const CLAUSES = Array.from({ length: 40 }, (_, index) => index + 1);

export default function TermsLikePage() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>Terms of use</h1>
      {CLAUSES.map((clause) => (
        <p key={clause}>
          Clause {clause}. These terms explain how learners use the platform, what we keep, and how an account may be closed at
          any time by its owner, with every record of it removed within thirty days.
        </p>
      ))}
    </main>
  );
}
