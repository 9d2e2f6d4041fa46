import { coursePrice } from '@lp/contract/course-price';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadCourse } from '@/features/courses/api/load-courses';
import { CourseDetailView } from '@/features/courses/components/course-detail-view';
import { EnquiryPanel } from '@/features/enquiries/components/enquiry-panel';
import { EnrolPanel } from '@/features/learning/components/enrol-panel';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';
import { loadMySubscription } from '@/features/subscriptions/api/load-premium';
import { PremiumCoursePanel } from '@/features/subscriptions/components/premium-course-panel';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).slug);
  const t = await getTranslations('course');
  return {
    title: course.title,
    description:
      course.summary || t('byInstitute', { title: course.title, institute: course.institute.name, city: course.city.name }),
    openGraph: { title: course.title, description: course.summary, images: course.imageUrl ? [course.imageUrl] : undefined },
  };
}

export default async function CoursePage({ params }: Props) {
  const course = await loadCourse((await params).slug);
  // Only a premium course asks whether the visitor is a member.
  const member = course.isPremium ? ((await loadMySubscription())?.hasAccess ?? false) : false;
  const price = coursePrice(course);
  const t = await getTranslations('course');
  // The phone bar's action: what the price leads to (docs/spec-notes.md, "Price and access").
  const phoneAction =
    price.kind === 'premium'
      ? member
        ? { label: t('startLearning'), href: `/courses/${course.slug}/learn` }
        : { label: t('upgrade'), href: '/premium' }
      : price.kind === 'fee'
        ? { label: t('enquireNow'), href: '#enquiry' }
        : { label: t('enrol'), href: '#enrol' };
  return (
    <CourseDetailView
      course={course}
      phoneAction={phoneAction}
      enrol={<EnrolPanel courseId={course.id} slug={course.slug} isPremium={course.isPremium} />}
      premiumPanel={(className) => <PremiumCoursePanel slug={course.slug} member={member} className={className} />}
      enquiryForm={<EnquiryPanel modelName="course" modelId={course.id} subject={course.institute.name} />}
      reviews={<ReviewsPanel modelName="course" modelId={course.id} />}
    />
  );
}
