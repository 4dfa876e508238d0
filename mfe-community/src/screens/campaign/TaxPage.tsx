import { useState } from 'react';
import { SPEC_TAX_DIFFERENCES, TAX_EXEMPTIONS, TAX_TABLE_2018, TAX_TABLE_2023, type TaxTable } from '../../domain/campaign/facts';
import { CampaignPage, FactTable, Section, SourceLine } from './parts';
import { TaxCalculator } from './TaxCalculator';
import { bracketRange, bracketTax } from './taxText';

function TaxTableView({ table, caption, highlight }: { table: TaxTable; caption: string; highlight?: number | undefined }) {
  return <FactTable caption={caption} head={['Taxable income a year', 'Income tax']} rows={table.brackets.map((b) => [bracketRange(b), bracketTax(b)])} highlight={highlight} />;
}

/** /campaign/tax: the graduated income tax table in force, the calculator, what is not taxed, the history. */
export function TaxPage() {
  const [picked, setPicked] = useState<{ tableId: string; index: number | null }>({ tableId: '', index: null });
  const on = (id: string) => (picked.tableId === id && picked.index !== null ? picked.index : undefined);
  return (
    <CampaignPage
      title="Income tax"
      lede="Employees pay income tax on their yearly taxable pay by a graduated table; the employer withholds it from each payday. The first ₱250,000 a year is not taxed."
      sources={['ra10963', 'ra9504', 'spec']}
    >
      <Section title="The table from 2023">
        <TaxTableView table={TAX_TABLE_2023} caption="Graduated income tax rates for individuals, from 1 January 2023" highlight={on('2023')} />
        <SourceLine id="ra10963" />
      </Section>

      <Section title="Calculate your income tax">
        <TaxCalculator onBracket={(tableId, index) => setPicked({ tableId, index })} />
      </Section>

      <Section title="What is not taxed">
        <ul className="campaign-list">
          {TAX_EXEMPTIONS.map((x) => (
            <li key={x.text}>{x.text}</li>
          ))}
        </ul>
      </Section>

      <Section title="Before 2023">
        <TaxTableView table={TAX_TABLE_2018} caption="Graduated income tax rates for individuals, 2018 to 2022" highlight={on('2018')} />
        <h3 className="campaign-subtitle">Corrections to the earlier page</h3>
        <p className="campaign-text">The earlier version of this page printed three figures that are not the law’s (each bracket’s base must be the tax at its lower edge):</p>
        <FactTable caption="The earlier page’s figures and the law’s" head={['Bracket', 'Earlier page', 'The law (2023 onwards)']} rows={SPEC_TAX_DIFFERENCES.map((d) => [d.bracket, d.spec, d.law])} />
      </Section>
    </CampaignPage>
  );
}
