/**
 * The framework's floor: a text page like /terms, rendered per request by the same Next.js and
 * React as the product, with no component, style or library of ours. What Lighthouse measures
 * here is what any page of this stack costs a phone.
 */
export const dynamic = 'force-dynamic';

export default function TermsLikePage() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>Terms of use</h1>
      <p>
        Clause 1. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 2. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 3. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 4. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 5. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 6. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 7. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 8. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 9. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time by
        its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 10. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 11. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 12. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 13. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 14. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 15. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 16. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 17. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 18. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 19. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 20. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 21. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 22. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 23. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 24. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 25. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 26. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 27. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 28. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 29. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 30. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 31. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 32. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 33. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 34. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 35. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 36. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 37. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 38. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 39. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
      <p>
        Clause 40. These terms explain how learners use the platform, what we keep, and how an account may be closed at any time
        by its owner, with every record of it removed within thirty days.
      </p>
    </main>
  );
}
