import type { Metadata } from 'next';
import { TabLinks } from '@/components/ui/tab-links';
import type { MyQuestionsType } from '@/features/questions/api/get-my-questions';
import { MyQuestionsList } from '@/features/questions/components/my-questions-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Questions', robots: { index: false } };

const TYPES: { value: MyQuestionsType; label: string }[] = [
  { value: 'asked', label: 'Asked' },
  { value: 'answered', label: 'Answered' },
  { value: 'tagged', label: 'In my tags' },
];

export default async function AccountQuestionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = TYPES.find((t) => t.value === firstParam(params.type))?.value ?? 'asked';
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Questions</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        The questions you asked, the ones you answered, and new ones in your tags.
      </p>
      <div className="mb-6">
        <TabLinks
          label="Which questions"
          active={type}
          tabs={TYPES.map((t) => ({
            value: t.value,
            label: t.label,
            href: t.value === 'asked' ? '/account/questions' : `/account/questions?type=${t.value}`,
          }))}
        />
      </div>
      <MyQuestionsList key={type} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
