import { PROVINCES, citiesOf } from '@phjobs/contracts/regions';
import { Select } from '@phjobs/ui/components/Select';

const PROVINCE_OPTIONS = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.id, label: p.name }));

/** Province, then one of its cities (PSGC ids). */
export function RegionSelect({
  idPrefix,
  province,
  city,
  onChange,
  error,
}: {
  idPrefix: string;
  province: string;
  city: string;
  onChange: (next: { province: string; city: string }) => void;
  error?: string | undefined;
}) {
  const cities = province ? citiesOf(province).map((c) => ({ value: c.id, label: c.name })) : [];
  return (
    <div className="ph-inline-fields acc-region">
      <Select id={`${idPrefix}-province`} label="Province" value={province} placeholder="Select" options={PROVINCE_OPTIONS} onChange={(p) => onChange({ province: p, city: '' })} error={error} />
      <Select id={`${idPrefix}-city`} label="City" value={city} placeholder={province ? 'All' : '-'} options={cities} disabled={!province} onChange={(c) => onChange({ province, city: c })} />
    </div>
  );
}
