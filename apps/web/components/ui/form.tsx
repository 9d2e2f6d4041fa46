import type { ComponentProps } from 'react';

/**
 * A form that its script submits (its `onSubmit` prevents the browser's own submit). Until the
 * page's script has run, Enter or a submit button would submit it the browser's way: a GET to the
 * same page that puts every field, a password too, in the address and reloads the page, losing
 * what was typed. With `method="dialog"`, outside a dialog, that submit does nothing, and the
 * script handles the next press. A search form that should work before the script runs is a plain
 * `<form action=… method="get">` instead.
 */
export function Form(props: Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  return <form method="dialog" {...props} />;
}
