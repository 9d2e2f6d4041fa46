/**
 * The button's own classes, without tailwind-merge: what a visitor's first load needs (the
 * header's sign-in, register and menu buttons) takes them from here; Button and buttonVariants
 * (button.tsx) add a caller's className and merge conflicts away.
 */
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  destructive: 'bg-destructive text-white hover:bg-red-700',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10',
  /** A small icon button, such as a dialog's close button. */
  'icon-sm': 'size-8',
  /** No height or side padding: a link-styled button in line with text. */
  inline: 'h-auto px-0 py-2',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button of this variant and size; for an element that adds none that conflict. */
export function buttonClassName({
  variant = 'default',
  size = 'default',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
