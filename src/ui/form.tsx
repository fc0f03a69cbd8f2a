// A form whose rules are the app's (noValidate), submitted by Enter or its submit button alike.
import type { ReactNode } from 'react';

interface FormProps {
  className?: string;
  onSubmit: () => void | Promise<void>;
  /** A problem with the whole form (its options could not load), shown above the fields. */
  error?: string | undefined;
  children: ReactNode;
  'aria-label'?: string;
}

export function Form({ className = 'card', onSubmit, error, children, ...rest }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-label={rest['aria-label']}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {error && <p className="error-text">{error}</p>}
      {children}
    </form>
  );
}
