import { CANCEL_REASONS } from '@lp/contract/subscriptions';

type Translate = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

/**
 * A plan's name as the `premium` messages give it: by its slug (seeded plans are monthly,
 * quarterly, yearly), else the name the API sent (a plan added later shows as written).
 */
export function planName(t: Translate, plan: { slug?: string; name: string }): string {
  const slug = plan.slug ?? plan.name.toLowerCase();
  return t.has(`planNames.${slug}`) ? t(`planNames.${slug}`) : plan.name;
}

/**
 * A plan's features in the language, by slug and position (the seeded plans' lists); the API's
 * text for a plan or a feature the messages do not know.
 */
export function planFeatures(t: Translate, slug: string, features: string[]): string[] {
  return features.map((feature, index) => {
    const key = `plans.${slug}.features.${index + 1}`;
    return t.has(key) ? t(key) : feature;
  });
}

export function planTagline(t: Translate, plan: { slug: string; tagline: string }): string {
  return t.has(`plans.${plan.slug}.tagline`) ? t(`plans.${plan.slug}.tagline`) : plan.tagline;
}

/** A cancel reason the API gives as its English label, shown by its id. */
export function cancelReasonText(t: Translate, label: string): string {
  const reason = CANCEL_REASONS.find((r) => r.label === label || r.id === label);
  return reason ? t(`cancel.reasons.${reason.id}`) : label;
}
