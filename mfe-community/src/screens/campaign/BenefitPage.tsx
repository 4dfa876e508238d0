import { BENEFITS } from '../../domain/campaign/facts';
import { CampaignPage, FactTable, Section, SourceLine } from './parts';

/** /campaign/benefit: SSS, PhilHealth, Pag-IBIG and 13th-month pay, each with the year its figures apply to. */
export function BenefitPage() {
  return (
    <CampaignPage
      title="Government benefits"
      lede="Every employer must register its employees with SSS, PhilHealth and Pag-IBIG, deduct the employee’s share from pay, add its own share and remit both every month. It must also pay the 13th-month pay."
      sources={['ra11199', 'ra11223', 'ra9679', 'pd851', 'ra10963']}
    >
      {BENEFITS.map((b) => (
        <Section key={b.id} title={b.name} id={b.id}>
          <p className="campaign-text">{b.what}</p>
          <FactTable caption={`${b.name}: figures from ${b.appliesFrom}`} head={['What', 'Figure']} rows={b.rows.map((r) => [r.label, r.value])} />
          {b.notes.length > 0 ? (
            <ul className="campaign-list">
              {b.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
          <SourceLine id={b.source} />
        </Section>
      ))}
      <Section title="Check the current year">
        <p className="campaign-text">The agencies change rates and salary ceilings by circular. The figures above are those of the years shown; ask SSS, PhilHealth or Pag-IBIG for later changes.</p>
      </Section>
    </CampaignPage>
  );
}
