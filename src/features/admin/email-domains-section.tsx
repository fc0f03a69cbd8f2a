// The company's email domains (issue 40): the addresses its profiles and employees may have.
// Gmail alone is the specification's rule and the default; a company lists its own instead.
import { type FormEvent, useState } from 'react';
import { CONTACT_TEXTS } from '../../contract/contact-texts';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { emailDomainsQuery, saveEmailDomainsMutation } from './admin-queries';
import { type Outcome, OutcomeText } from './outcome';

export function EmailDomainsSection() {
  const t = useText();
  const { data: domains } = useQuery(emailDomainsQuery, undefined);
  return (
    <div className="admin-section">
      <h3>{t(CONTACT_TEXTS.domainsTitle)}</h3>
      {domains && <DomainsForm domains={domains} />}
    </div>
  );
}

/** Starts from the saved list, and shows the list as the server stored it after a save. */
function DomainsForm({ domains }: { domains: string[] }) {
  const t = useText();
  const [written, setWritten] = useState(domains.join(', '));
  const [outcome, setOutcome] = useState<Outcome>();
  const save = useMutation(saveEmailDomainsMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const list = written.split(/[\s,;]+/).filter((entry) => entry !== '');
    const result = await save.run(list);
    if (result.ok) setWritten(result.data.emailDomains.join(', '));
    setOutcome(
      result.ok ? { text: result.data.message, isError: false } : { text: result.message, isError: true },
    );
  }

  return (
    <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field id="email-domains" label={t(CONTACT_TEXTS.domainsLabel)} note={t(CONTACT_TEXTS.domainsNote)}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={written}
            maxLength={1000}
            onChange={(event) => setWritten(event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(CONTACT_TEXTS.domainsSave)}
        </button>
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}
