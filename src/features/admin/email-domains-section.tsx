// The company's email domains (issue 40): the addresses its profiles and employees may have.
// Gmail alone is the specification's rule and the default; a company lists its own instead.
import { type FormEvent, useState } from 'react';
import { CONTACT_TEXTS } from '../../contract/contact-texts';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { emailDomainsQuery, saveEmailDomainsMutation } from './company-queries';

export function EmailDomainsSection() {
  const t = useText();
  const { data: domains } = useQuery(emailDomainsQuery, undefined);
  const save = useMutation(saveEmailDomainsMutation);
  const [outcome, setOutcome] = useState<Notice>();

  async function onSave(list: string[]) {
    setOutcome((await save.run(list)).notice);
  }

  return (
    <div className="admin-section">
      <h3>{t(CONTACT_TEXTS.domainsTitle)}</h3>
      {/* Keyed by the list the server holds: after a save the field shows it as stored. */}
      {domains && (
        <DomainsForm key={domains.join(',')} domains={domains} isSaving={save.isPending} onSave={onSave} />
      )}
      <InlineNotice notice={outcome} />
    </div>
  );
}

function DomainsForm({
  domains,
  isSaving,
  onSave,
}: {
  domains: string[];
  isSaving: boolean;
  onSave: (list: string[]) => Promise<void>;
}) {
  const t = useText();
  const [written, setWritten] = useState(domains.join(', '));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void onSave(written.split(/[\s,;]+/).filter((entry) => entry !== ''));
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
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
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {t(CONTACT_TEXTS.domainsSave)}
        </button>
      </div>
    </form>
  );
}
