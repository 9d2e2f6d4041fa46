import { coursePrice } from '@lp/contract/course-price';
import type { Metadata } from 'next';
import { loadCourse } from '@/features/courses/api/load-courses';
import { CourseDetailView } from '@/features/courses/components/course-detail-view';
import { EnquiryFormShell } from '@/features/enquiries/components/enquiry-form-shell';
import { EnrolButton } from '@/features/learning/components/enrol-button';
import { ReviewsSectionShell } from '@/features/reviews/components/reviews-section-shell';
import { loadMySubscription } from '@/features/subscriptions/api/load-premium';
import { PremiumCoursePanel } from '@/features/subscriptions/components/premium-course-panel';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).slug);
  return {
    title: course.title,
    description: course.summary || `${course.title} by ${course.institute.name}, ${course.city.name}.`,
    openGraph: { title: course.title, description: course.summary, images: course.imageUrl ? [course.imageUrl] : undefined },
  };
}

export default async function CoursePage({ params }: Props) {
  const course = await loadCourse((await params).slug);
  // Only a premium course asks whether the visitor is a member.
  const member = course.isPremium ? ((await loadMySubscription())?.hasAccess ?? false) : false;
  const price = coursePrice(course);
  // The phone bar's action: what the price leads to (docs/spec-notes.md, "Price and access").
  const phoneAction =
    price.kind === 'premium'
      ? member
        ? { label: 'Start learning', href: `/courses/${course.slug}/learn` }
        : { label: 'Upgrade', href: '/premium' }
      : price.kind === 'fee'
        ? { label: 'Enquire now', href: '#enquiry' }
        : { label: 'Enrol', href: '#enrol' };
  return (
    <CourseDetailView
      course={course}
      phoneAction={phoneAction}
      enrol={<EnrolButton courseId={course.id} slug={course.slug} isPremium={course.isPremium} />}
      premiumPanel={(className) => <PremiumCoursePanel slug={course.slug} member={member} className={className} />}
      enquiryForm={<EnquiryFormShell modelName="course" modelId={course.id} subject={course.institute.name} />}
      reviews={<ReviewsSectionShell modelName="course" modelId={course.id} title="Reviews" />}
    />
  );
}
